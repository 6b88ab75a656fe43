import { type Order, orderSchema } from '@shop/domain/orders/apiSchemas';
import { orderStreamId } from '@shop/domain/orders/orderEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { orderIdOfNumber } from '../../orders/orderNumbers.ts';
import { expectContract } from '../../testing/testContract.ts';
import { form } from '../../testing/testMembers.ts';
import { TEST_HOME_ADDRESS } from '../../testing/testOrders.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';
import {
  type DemoProducts,
  demoProducts,
  expectError,
  freshShopper,
  post,
  type Shopper,
} from '../../testing/testShoppers.ts';

const HOME = { ...TEST_HOME_ADDRESS, email: '' };
const DECLINE_CARD = '4000000000000204';
const GOOD_CARD = '4111111111111111';

/**
 * The shopper's own way out of a declined or abandoned card (docs/orders.md, "Paying again or cancelling"):
 * POST /api/order/cancel puts the stock back at once through the sweeper's and staff's cancellation path,
 * and POST /api/payment/form may be asked again for the same order while its window is open.
 */
describe.each(testDatabases())('the shopper pays again or cancels on $name', (leg) => {
  let shop: TestShop;
  let products: DemoProducts;
  beforeAll(async () => {
    shop = await startTestShop(leg);
    products = await demoProducts(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  let phoneSeq = 0;
  const guestPhone = () =>
    `6${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;

  const stockOf = async (productId: number) =>
    (
      await shop.db.query<{ inventory: number }>('select inventory from products where product_id = $1', [
        productId,
      ])
    ).rows[0]?.inventory;
  const typesOf = async (orderId: number) =>
    (await shop.eventStore.readStream(orderStreamId(orderId))).map((event) => event.type);
  const deadlineRows = async (orderId: number) =>
    (await shop.db.query('select 1 from order_payment_deadlines where order_id = $1', [orderId])).rows.length;

  /** Two units of the hair colour (300 in stock), bought by a member through the express checkout. */
  async function memberOrder(shopper: Shopper): Promise<{ orderId: number; orderNo: string }> {
    const response = await post(shop.app, '/order/add', shopper, {
      ...HOME,
      productId: products.colourBlack,
      quantity: 2,
      deliveryTimes: 1,
      countryId: 6,
      shippingMethod: 'HOME_DELIVERY',
      phone: '91234567',
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ orderId: number; orderNo: string }>();
  }

  async function guestOrder(phone: string): Promise<{ orderId: number; orderNo: string }> {
    const response = await post(shop.app, '/order/guest/add', null, {
      ...HOME,
      phone,
      countryId: 6,
      shippingMethod: 'HOME_DELIVERY',
      productListJson: JSON.stringify([{ productId: products.colourBlack, quantity: 2 }]),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ orderId: number; orderNo: string }>();
  }

  const paymentForm = (body: Record<string, string | number>, headers: Record<string, string> = {}) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/payment/form',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { billingFirstName: 'Mei', billingLastName: 'Chan', ...body },
    });

  /** The browser's part at the sandbox gateway: the form posted, then a card typed. */
  async function payInSandbox(fields: Record<string, string>, card: string) {
    const page = await shop.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/globalpay',
      ...form(fields),
    });
    expect(page.statusCode).toBe(200);
    return shop.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/globalpay/pay',
      ...form({ ...fields, cardNumber: card, outcome: 'pay' }),
    });
  }

  const cancel = (body: Record<string, string | number>, headers: Record<string, string> = {}) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/order/cancel',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: body,
    });

  const readOwn = async (shopper: Shopper, orderId: number): Promise<Order> => {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}`,
      headers: shopper.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Order>();
  };

  it('pays the same order again after a declined card, and says until when before that', async () => {
    const shopper = await freshShopper(shop);
    const { orderId } = await memberOrder(shopper);
    const unpaid = await readOwn(shopper, orderId);
    // Placed at the test clock's 10:00 Hong Kong time; the window is 30 minutes.
    expect(unpaid.paymentDueAt).toBe('2026-11-21T02:30:00.000Z');

    const first = (await paymentForm({ orderId }, shopper.headers)).json().fields;
    const declined = await payInSandbox(first, DECLINE_CARD);
    expect(declined.headers.location).toMatch(/^\/globalpay\/f\?Ref=.*&c=204$/);
    const afterDecline = await readOwn(shopper, orderId);
    expect(afterDecline).toMatchObject({ orderStatus: 'unpaid', paymentFailureCode: '204' });
    expect(afterDecline.paymentDueAt).toBe('2026-11-21T02:30:00.000Z');

    const again = await paymentForm({ orderId }, shopper.headers);
    expect(again.statusCode).toBe(200);
    const paid = await payInSandbox(again.json().fields, GOOD_CARD);
    expect(paid.headers.location).toMatch(/^\/globalpay\/s\?Ref=/);
    const read = await readOwn(shopper, orderId);
    expect(read.orderStatus).toBe('paid');
    expect(read.paymentDueAt).toBeUndefined();
    expect(await typesOf(orderId)).toEqual([
      'OrderPlaced',
      'PaymentRequested',
      'PaymentFailed',
      'PaymentRequested',
      'PaymentConfirmed',
    ]);
  });

  it('lets a member cancel their own declined order: the stock is back at once, the window closed', async () => {
    const shopper = await freshShopper(shop);
    const before = await stockOf(products.colourBlack);
    const { orderId } = await memberOrder(shopper);
    expect(await stockOf(products.colourBlack)).toBe(before! - 2);
    const fields = (await paymentForm({ orderId }, shopper.headers)).json().fields;
    await payInSandbox(fields, DECLINE_CARD);

    const response = await cancel({ orderId }, shopper.headers);
    expect(response.statusCode).toBe(200);
    expectContract(orderSchema, response.json());
    expect(response.json()).toMatchObject({ orderId, orderStatus: 'canceled' });
    expect(await stockOf(products.colourBlack)).toBe(before);
    expect(await deadlineRows(orderId)).toBe(0);
    const events = await shop.eventStore.readStream(orderStreamId(orderId));
    const canceled = events.at(-1);
    expect(canceled).toMatchObject({
      type: 'OrderCanceled',
      data: { requestedBy: 'shopper', reason: 'SHOPPER_CANCELED', releasedStock: [{ quantity: 2 }] },
      metadata: { actor: { kind: 'member', id: String(shopper.memberId) } },
    });
    // The order page reads the read model right after: it already says cancelled, with no window.
    const read = await readOwn(shopper, orderId);
    expect(read.orderStatus).toBe('canceled');
    expect(read.paymentDueAt).toBeUndefined();
    // Nothing to pay any more.
    expectError(await paymentForm({ orderId }, shopper.headers), 409, 'ORDER_CANCELED');
  });

  it('answers another member 404, and writes nothing', async () => {
    const owner = await freshShopper(shop);
    const stranger = await freshShopper(shop);
    const { orderId } = await memberOrder(owner);
    const [stock, types] = [await stockOf(products.colourBlack), await typesOf(orderId)];
    expectError(await cancel({ orderId }, stranger.headers), 404, 'ORDER_NOT_FOUND');
    expectError(await cancel({ orderId: 987_654_321 }, owner.headers), 404, 'ORDER_NOT_FOUND');
    expect(await stockOf(products.colourBlack)).toBe(stock);
    expect(await typesOf(orderId)).toEqual(types);
    expect(await deadlineRows(orderId)).toBe(1);
    expect((await readOwn(owner, orderId)).orderStatus).toBe('unpaid');
  });

  it('lets a guest cancel by order number and phone; a wrong phone is 404 and writes nothing', async () => {
    const phone = guestPhone();
    const before = await stockOf(products.colourBlack);
    const { orderId, orderNo } = await guestOrder(phone);
    expect(orderIdOfNumber(orderNo)).toBe(orderId);
    // At the gateway and back without paying: still pending.
    expect((await paymentForm({ orderId, orderNo, phone })).statusCode).toBe(200);

    expectError(await cancel({ orderNo, phone: '60000000' }), 404, 'ORDER_NOT_FOUND');
    expectError(await cancel({ orderNo }), 400, 'ORDER_NO_AND_PHONE_REQUIRED');
    expect(await stockOf(products.colourBlack)).toBe(before! - 2);
    expect(await typesOf(orderId)).toEqual(['OrderPlaced', 'PaymentRequested']);

    const response = await cancel({ orderNo: ` ${orderNo} `, phone });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orderNo, orderStatus: 'canceled' });
    expect(await stockOf(products.colourBlack)).toBe(before);
    const enquiry = await post(shop.app, '/order/checking', null, { orderNo, phone });
    expect(enquiry.json()).toMatchObject([{ orderNo, orderStatus: 'canceled' }]);
  });

  it('refuses a paid or an already cancelled order with ORDER_NOT_CANCELLABLE, and writes nothing', async () => {
    const shopper = await freshShopper(shop);
    const { orderId } = await memberOrder(shopper);
    const fields = (await paymentForm({ orderId }, shopper.headers)).json().fields;
    await payInSandbox(fields, GOOD_CARD);
    const [stock, types] = [await stockOf(products.colourBlack), await typesOf(orderId)];
    const details = expectError(await cancel({ orderId }, shopper.headers), 422, 'ORDER_NOT_CANCELLABLE');
    expect(details).toEqual({ status: 'paid' });
    expect(await stockOf(products.colourBlack)).toBe(stock);
    expect(await typesOf(orderId)).toEqual(types);

    const phone = guestPhone();
    const guest = await guestOrder(phone);
    expect((await cancel({ orderNo: guest.orderNo, phone })).statusCode).toBe(200);
    const afterFirst = await stockOf(products.colourBlack);
    expectError(await cancel({ orderNo: guest.orderNo, phone }), 422, 'ORDER_NOT_CANCELLABLE');
    expect(await stockOf(products.colourBlack)).toBe(afterFirst);
    expect(await typesOf(guest.orderId)).toEqual(['OrderPlaced', 'OrderCanceled']);
  });
});

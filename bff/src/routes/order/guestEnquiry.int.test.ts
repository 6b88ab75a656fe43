import type { Order } from '@shop/domain/orders/apiSchemas';
import { ordersReadModel } from '@shop/projections/orders/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { TEST_HOME_ADDRESS } from '../../testing/testOrders.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';
import { type DemoProducts, demoProducts, post } from '../../testing/testShoppers.ts';

/**
 * Read-your-writes for the guest enquiry (POST order/checking): the guest's order is found the moment
 * placing answered, as a member's order page shows it, even while the orders read model has not caught up.
 * No sleeps: the enquiry follows the placement's answer at once.
 */
describe.each(testDatabases())('the guest enquiry right after placing, on $name', (leg) => {
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

  async function placeGuestOrder(phone: string): Promise<{ orderId: number; orderNo: string }> {
    const response = await post(shop.app, '/order/guest/add', null, {
      ...TEST_HOME_ADDRESS,
      phone,
      productListJson: JSON.stringify([{ productId: products.colourBlack, quantity: 1 }]),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ orderId: number; orderNo: string }>();
  }

  const enquire = async (orderNo: string, phone: string) => {
    const response = await post(shop.app, '/order/checking', null, { orderNo, phone });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Order[]>();
  };

  it('finds the order at once, with the projection running', async () => {
    const phone = guestPhone();
    const placed = await placeGuestOrder(phone);
    const found = await enquire(placed.orderNo, phone);
    expect(
      found.map(({ orderId, orderNo, orderStatus, guestPhone }) => ({
        orderId,
        orderNo,
        orderStatus,
        guestPhone,
      })),
    ).toEqual([{ ...placed, orderStatus: 'unpaid', guestPhone: phone }]);
  });

  // Last: it stops the orders projection of this shop.
  it('finds the order the read model has not reached, folded from its stream; a wrong phone still finds nothing', async () => {
    const runner = shop.projections.runners.find((candidate) => candidate.name === ordersReadModel.name);
    if (!runner) throw new Error('no orders projection');
    await runner.stop();
    const phone = guestPhone();
    const placed = await placeGuestOrder(phone);
    const rows = await shop.db.query('select 1 from orders where order_no = $1', [placed.orderNo]);
    expect(rows.rows).toEqual([]);

    const [order, ...more] = await enquire(placed.orderNo, ` ${phone} `);
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      orderId: placed.orderId,
      orderNo: placed.orderNo,
      orderStatus: 'unpaid',
      guestPhone: phone,
      orderAddressRecipient: TEST_HOME_ADDRESS.orderAddressRecipient,
      orderAddress1: TEST_HOME_ADDRESS.orderAddress1,
    });
    expect(order?.orderProducts.map((line) => line.product.productId)).toEqual([products.colourBlack]);

    // The same empty answer as for any miss: another phone, another number, a number of no order.
    expect(await enquire(placed.orderNo, guestPhone())).toEqual([]);
    const otherNumber = placed.orderNo.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
    expect(await enquire(otherNumber, phone)).toEqual([]);
    expect(await enquire('JH26010199999999', phone)).toEqual([]);
  });
});

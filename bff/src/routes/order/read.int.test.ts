import type { GlobalPosition } from '@shop/domain/events';
import {
  memberOrdersPageSchema,
  type Order,
  orderSchema,
  pointRecordSchema,
} from '@shop/domain/orders/apiSchemas';
import { type OrderEvent, orderStreamId } from '@shop/domain/orders/orderEvents';
import { guestDraft, PLACED_AT } from '@shop/domain/orders/orderFixtures';
import { pointsStreamId } from '@shop/domain/points/pointsEvents';
import { ordersReadModel } from '@shop/projections/orders/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases } from '../../db/testDatabases.ts';
import { awaitOrderView } from '../../orders/readYourWrites.ts';
import { expectContract } from '../../testing/testContract.ts';
import { event, projectedThrough, untilVisible } from '../../testing/testEvents.ts';
import { appendOrderEvents, newOrderIds, orderHistory, type TestOrder } from '../../testing/testOrders.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';
import { expectError, freshShopper, type Shopper } from '../../testing/testShoppers.ts';

/** The fixtures' member order (orderFixtures.draft) as GET /api/order/{id} answers it. */
function expectedMemberOrder(order: { orderId: number; orderNo: string; placedAt: string }): Order {
  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    orderStatus: 'unpaid',
    orderDate: order.placedAt,
    // HK$298 × 2 = 596; − HK$30 (CASH30) = 566; − 2000 points as HK$10, free delivery = 556.
    productTotalBeforeDiscount: 596,
    productTotal: 566,
    orderTotal: 556,
    shippingFee: 0,
    shippingMedhod: 'HOME_DELIVERY',
    orderAddress: null,
    orderAddressName: null,
    orderAddressRecipient: '陳大文',
    orderAddressProvince: '九龍',
    orderAddressCity: '油尖旺區',
    orderAddressZone: '旺角',
    orderAddress1: '彌敦道 600 號',
    orderAddress2: '12樓',
    orderAddress3: 'A室',
    orderAddress4: '',
    usedPoint: 2000,
    pointsCash: 10,
    coupons: [{ couponCode: 'CASH30', discount: { discountTitle: '減$30', amount: 30 } }],
    freeDeliveryDiscountId: null,
    freeDeliveryDiscount: null,
    trackingNumber: null,
    phoneCountryId: 6,
    countryId: 6,
    phone: '91234567',
    guestPhone: null,
    shoppingCartTag: { currency: 'HKD', value: 556, coupon: 'CASH30' },
    paymentFailureCode: null,
    orderProducts: [
      {
        productPrice: 298,
        finalPrice: 566,
        quantity: 2,
        productPoint: 0,
        deliveryTimes: 1,
        discountList: [{ discountId: 30, discountTitle: '減$30', discountType: 'CASH_COUPON', amount: 30 }],
        product: {
          productId: 1,
          displayProductId: 101,
          sku: 'SERUM-50',
          productNameChi: '滋養精華',
          productNameEng: 'Nourishing Essence',
          productVolume: '50ml',
          productPrice: 298,
          productDiscountPrice: null,
          productImage: ['serum.jpg'],
          subscriptionPeriod: null,
          products: [],
          isGroupProduct: false,
        },
      },
    ],
  };
}

describe.each(testDatabases())('reading orders on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const memberBuyer = (shopper: Shopper) =>
    ({ kind: 'member', memberId: shopper.memberId, level: 'vip' }) as const;

  /** Appends and waits, as placement does, until the order pages can read it (longer: a test must not race). */
  async function place(order: TestOrder, events: readonly OrderEvent[]): Promise<GlobalPosition> {
    const appended = await appendOrderEvents(shop.eventStore, order.orderId, events);
    await projectedThrough(shop, [orderStreamId(order.orderId)]);
    return appended.position;
  }

  const getOrder = (shopper: Shopper | null, orderId: number | string) =>
    shop.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: shopper?.headers ?? {} });
  const checking = (payload: Record<string, string> | string, contentType?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/order/checking',
      payload,
      ...(contentType ? { headers: { 'content-type': contentType } } : {}),
    });

  it('answers a member their own order, field by field as the contract says', async () => {
    const owner = await freshShopper(shop);
    const order = { ...newOrderIds(), buyer: memberBuyer(owner), placedAt: PLACED_AT };
    await place(order, orderHistory('unpaid', order));

    const response = await getOrder(owner, order.orderId);
    expect(response.statusCode).toBe(200);
    expectContract(orderSchema, response.json());
    expect(response.json()).toEqual(expectedMemberOrder(order));
  });

  it('answers the same 404 for another member’s order, a deleted one, a guest’s and a missing one', async () => {
    const owner = await freshShopper(shop);
    const stranger = await freshShopper(shop);
    const order = { ...newOrderIds(), buyer: memberBuyer(owner), placedAt: PLACED_AT };
    await place(order, orderHistory('paid', order));
    const deleted = { ...newOrderIds(), buyer: memberBuyer(owner), placedAt: PLACED_AT };
    await place(deleted, orderHistory('deleted', deleted));
    const guests = {
      ...newOrderIds(),
      buyer: { kind: 'guest', phone: '61230000', phoneCountryId: 6 } as const,
    };
    await place(
      { ...guests, placedAt: PLACED_AT },
      orderHistory('unpaid', { ...guests, placedAt: PLACED_AT }),
    );

    expect((await getOrder(owner, order.orderId)).statusCode).toBe(200);
    const answers = [
      await getOrder(stranger, order.orderId),
      await getOrder(owner, deleted.orderId),
      await getOrder(owner, guests.orderId),
      await getOrder(owner, 2_000_000_000),
    ];
    for (const answer of answers) expectError(answer, 404, 'ORDER_NOT_FOUND');
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);

    expectError(await getOrder(null, order.orderId), 401, 'UNAUTHORIZED');
    expect((await getOrder(owner, 'abc')).statusCode).toBe(400);
    expect((await getOrder(owner, 0)).statusCode).toBe(400);
  });

  it('lists a member’s orders newest first, ten a page, without deleted or other members’ orders', async () => {
    const owner = await freshShopper(shop);
    const other = await freshShopper(shop);
    const placed: { orderId: number; orderNo: string; placedAt: string }[] = [];
    for (let n = 0; n < 12; n += 1) {
      const order = {
        ...newOrderIds(),
        buyer: memberBuyer(owner),
        placedAt: `2026-11-${String(n + 1).padStart(2, '0')}T08:00:00.000Z`,
      };
      await appendOrderEvents(
        shop.eventStore,
        order.orderId,
        orderHistory(n === 3 ? 'paid' : 'unpaid', order),
      );
      placed.push(order);
    }
    const hidden = { ...newOrderIds(), buyer: memberBuyer(owner), placedAt: '2026-11-30T08:00:00.000Z' };
    await appendOrderEvents(shop.eventStore, hidden.orderId, orderHistory('deleted', hidden));
    const foreign = { ...newOrderIds(), buyer: memberBuyer(other), placedAt: '2026-11-29T08:00:00.000Z' };
    await place(foreign, orderHistory('unpaid', foreign));

    const page = async (query: string) => {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/api/order/member${query}`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(200);
      expectContract(memberOrdersPageSchema, response.json());
      return response.json() as z.infer<typeof memberOrdersPageSchema>;
    };
    const newestFirst = [...placed].reverse();
    const first = await page('');
    expect(first).toEqual({
      list: newestFirst.slice(0, 10).map((order) => ({
        orderId: order.orderId,
        orderNo: order.orderNo,
        orderDate: order.placedAt,
        orderTotal: 556,
        orderStatus: order === placed[3] ? 'paid' : 'unpaid',
      })),
      page: 1,
      pageSize: 10,
      total: 12,
    });
    expect(await page('?page=1')).toEqual(first);
    const second = await page('?page=2');
    expect(second.list.map((entry) => entry.orderId)).toEqual(newestFirst.slice(10).map((o) => o.orderId));
    expect(second.total).toBe(12);
    expect(await page('?page=3')).toEqual({ list: [], page: 3, pageSize: 10, total: 12 });

    for (const bad of ['?page=0', '?page=abc', '?page=1.5']) {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/api/order/member${bad}`,
        headers: owner.headers,
      });
      expect(response.statusCode, bad).toBe(400);
    }
    expectError(await shop.app.inject({ method: 'GET', url: '/api/order/member' }), 401, 'UNAUTHORIZED');
  });

  it('answers a member’s points history newest first', async () => {
    const member = await freshShopper(shop, { vip: true });
    const stream = pointsStreamId(member.memberId);
    const ids = (orderId: number) => ({ memberId: member.memberId, orderId, orderNo: `JH${orderId}` });
    const appended = await shop.eventStore.append(
      stream,
      [
        event('PointsEarned', { ...ids(31), points: 500, reason: 'ORDER_PAID' }, '2026-11-01T08:00:00.000Z'),
        event('PointsRedeemed', { ...ids(32), points: 200 }, '2026-11-02T08:00:00.000Z'),
        event('PointsRefunded', { ...ids(32), points: 200 }, '2026-11-03T08:00:00.000Z'),
      ],
      { expectedRevision: 'no_stream' },
    );
    await untilVisible(shop.eventStore, appended.position);
    await shop.projections.waitFor(appended.position);

    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/order/member/pointRecord',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    expectContract(z.array(pointRecordSchema), response.json());
    expect(response.json()).toEqual([
      { orderId: 32, orderNo: 'JH32', date: '2026-11-03T08:00:00.000Z', usedPoint: 0, earnedPoint: 200 },
      { orderId: 32, orderNo: 'JH32', date: '2026-11-02T08:00:00.000Z', usedPoint: 200, earnedPoint: 0 },
      { orderId: 31, orderNo: 'JH31', date: '2026-11-01T08:00:00.000Z', usedPoint: 0, earnedPoint: 500 },
    ]);
    const stranger = await freshShopper(shop);
    const none = await shop.app.inject({
      method: 'GET',
      url: '/api/order/member/pointRecord',
      headers: stranger.headers,
    });
    expect(none.json()).toEqual([]);
  });

  it('finds a guest’s order by number and phone, trimmed, and answers a wrong number and a wrong phone alike', async () => {
    const phone = '61234567';
    const order: TestOrder = {
      ...newOrderIds(),
      buyer: { kind: 'guest', phone, phoneCountryId: 6 },
      placedAt: PLACED_AT,
      order: {
        ...guestDraft(),
        shipping: {
          method: 'SF_LOCKER',
          countryId: 11,
          recipient: '李小姐',
          phone,
          phoneCountryId: 6,
          sfLockerId: 'H853A001',
          address: '澳門南灣大馬路 1 號',
        },
      },
    };
    await place(order, orderHistory('paid', order));
    const member = await freshShopper(shop);
    const membersOrder = { ...newOrderIds(), buyer: memberBuyer(member), placedAt: PLACED_AT };
    await place(membersOrder, orderHistory('unpaid', membersOrder));

    const found = await checking({ orderNo: ` ${order.orderNo} `, phone: ` ${phone}\t` });
    expect(found.statusCode).toBe(200);
    expectContract(z.array(orderSchema), found.json());
    const [answer] = found.json() as Order[];
    expect(answer).toMatchObject({
      orderId: order.orderId,
      orderNo: order.orderNo,
      orderStatus: 'paid',
      guestPhone: phone,
      usedPoint: 0,
      // HK$298 + HK$30 delivery (orderFixtures.guestDraft).
      orderTotal: 328,
      shippingFee: 30,
      shippingMedhod: 'SF_LOCKER',
      orderAddress: 'H853A001',
      orderAddressName: '澳門南灣大馬路 1 號',
      orderAddressRecipient: '李小姐',
      orderAddress1: '',
      countryId: 11,
    });
    const form = await checking(
      `orderNo=${order.orderNo}&phone=${phone}`,
      'application/x-www-form-urlencoded',
    );
    expect(form.json()).toEqual(found.json());

    const misses = [
      await checking({ orderNo: order.orderNo, phone: '69999999' }),
      await checking({ orderNo: `${order.orderNo}9`, phone }),
      await checking({ orderNo: membersOrder.orderNo, phone: '91234567' }),
    ];
    for (const miss of misses)
      expect({ status: miss.statusCode, body: miss.json() }).toEqual({ status: 200, body: [] });
    expect(new Set(misses.map((miss) => miss.body)).size).toBe(1);

    for (const bad of [{ orderNo: '  ', phone }, { orderNo: order.orderNo, phone: '' }, { phone }]) {
      expect((await checking(bad as Record<string, string>)).statusCode).toBe(400);
    }
  });

  it('waits for the orders read model to pass a position, and gives up after the time allowed', async () => {
    const head = await shop.eventStore.headPosition();
    const asked: unknown[] = [];
    const recording = {
      waitFor: async (name: string, position: GlobalPosition, options?: { timeoutMs?: number }) => {
        asked.push({ name, position, options });
      },
    };
    expect(await awaitOrderView(recording, { commit: 5n, prepare: 6n })).toBe(true);
    expect(asked).toEqual([
      { name: 'orders', position: { commit: 5n, prepare: 6n }, options: { timeoutMs: 2000 } },
    ]);

    // A position no append has reached yet: the running projection cannot get there.
    const beyond = { commit: (head?.commit ?? 0n) + 1_000_000n, prepare: 0n };
    const started = Date.now();
    expect(await awaitOrderView(shop.app.deps.projections, beyond, 100)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  // Last: it stops the orders projection of this shop.
  it('shows a new order that the read model has not reached yet by folding its stream', async () => {
    const owner = await freshShopper(shop);
    const stranger = await freshShopper(shop);
    const runner = shop.projections.runners.find((candidate) => candidate.name === ordersReadModel.name)!;
    await runner.stop();

    const order = { ...newOrderIds(), buyer: memberBuyer(owner), placedAt: PLACED_AT };
    const appended = await appendOrderEvents(shop.eventStore, order.orderId, orderHistory('unpaid', order));
    expect(await awaitOrderView(shop.app.deps.projections, appended.position, 50)).toBe(false);
    const rows = await shop.db.query('select 1 from orders where order_id = $1', [order.orderId]);
    expect(rows.rows).toEqual([]);

    const response = await getOrder(owner, order.orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expectedMemberOrder(order));
    expectError(await getOrder(stranger, order.orderId), 404, 'ORDER_NOT_FOUND');
  });
});

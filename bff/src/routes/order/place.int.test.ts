import type { PreAnswer } from '@shop/domain/cart/apiSchemas';
import { toCents } from '@shop/domain/money';
import type { StockShortage } from '@shop/domain/orders/apiSchemas';
import { orderDecider } from '@shop/domain/orders/decide';
import { type OrderPlaced, orderEvents, orderStreamId } from '@shop/domain/orders/orderEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { testDatabases } from '../../db/testDatabases.ts';
import { runStreamCommand } from '../../eventSourcing/streamCommand.ts';
import { assembleShop } from '../../server.ts';
import { projectedThrough } from '../../testing/testEvents.ts';
import {
  appendOrderEvents,
  newOrderIds,
  orderHistory,
  TEST_HOME_ADDRESS,
  testMetadata,
} from '../../testing/testOrders.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';
import {
  type DemoProducts,
  demoProducts,
  demoShopper,
  expectError,
  freshShopper,
  post,
  type Shopper,
  VIP_DEMO_POINTS,
  waitForPoints,
} from '../../testing/testShoppers.ts';

const HOME = { ...TEST_HOME_ADDRESS, orderAddress2: '12樓', phone: '91234567' };

describe.each(testDatabases())('placing orders on $name', (leg) => {
  let shop: TestShop;
  let products: DemoProducts;
  beforeAll(async () => {
    shop = await startTestShop(leg);
    products = await demoProducts(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const stockOf = async (productId: number) =>
    (
      await shop.db.query<{ inventory: number }>('select inventory from products where product_id = $1', [
        productId,
      ])
    ).rows[0]?.inventory;
  const eventsOf = async (streamId: string) =>
    (
      await shop.db.query<{ type: string; data: Record<string, unknown> }>(
        'select type, data from events where stream_id = $1 order by stream_revision',
        [streamId],
      )
    ).rows;
  const orderCount = async () =>
    (await shop.db.query<{ n: number }>(`select count(*)::int as n from events where type = 'OrderPlaced'`))
      .rows[0]?.n;
  const placedOf = async (orderId: number) => {
    const [placed, ...rest] = await eventsOf(`order-${orderId}`);
    expect(rest).toEqual([]);
    expect(placed?.type).toBe('OrderPlaced');
    return placed?.data as unknown as OrderPlaced;
  };
  /** A regular-priced product on sale with ample stock (NEW10 takes 10 % off regular prices only). */
  const regularPricedProduct = async () => {
    const { rows } = await shop.db.query<{ product_id: number }>(
      `select p.product_id from products p join display_products d using (display_product_id)
       where p.discount_price_cents is null and p.inventory > 100 and not p.is_group and d.status = 1
       order by p.product_id limit 1`,
    );
    return rows[0]?.product_id as number;
  };
  let phoneSeq = 0;
  const guestPhone = () =>
    `5${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;

  it('places a guest order at exactly the figures order/guest/pre showed, and takes the stock', async () => {
    const lines = JSON.stringify([
      { productId: products.colourBlack, quantity: 2 },
      { productId: products.serum30, quantity: 1, deliveryTimes: 2 },
    ]);
    const pre = (
      await post(shop.app, '/order/guest/pre', null, { productListJson: lines, promotionCode: 'CASH30' })
    ).json<PreAnswer>();
    const [black, serum] = [await stockOf(products.colourBlack), await stockOf(products.serum30)];
    const phone = guestPhone();
    const response = await post(shop.app, '/order/guest/add', null, {
      ...HOME,
      phone,
      productListJson: lines,
      couponCode: 'CASH30',
    });
    expect(response.statusCode).toBe(200);
    const { orderId, orderNo } = response.json<{ orderId: number; orderNo: string }>();
    expect(orderNo).toBe(`JH261121${String(orderId).padStart(8, '0')}`);
    const placed = await placedOf(orderId);
    expect(placed).toMatchObject({
      orderId,
      orderNo,
      placement: 'guest',
      buyer: { kind: 'guest', phone, phoneCountryId: 6 },
      currency: 'HKD',
      shipping: { method: 'HOME_DELIVERY', recipient: '陳大文', rows: ['彌敦道 600 號', '12樓', '', ''] },
      totals: {
        productTotalBeforeDiscount: toCents(pre.productTotalBeforeDiscount),
        couponDiscount: toCents(pre.couponDiscount),
        productTotal: toCents(pre.productTotal),
        shippingFee: toCents(pre.shippingFee),
        orderTotal: toCents(pre.orderTotal),
      },
    });
    expect(placed.coupons.map((coupon) => coupon.couponCode)).toEqual([pre.promotionCode]);
    expect(
      placed.lines.map((line) => [line.productId, line.quantity, line.deliveryTimes, line.sku !== '']),
    ).toEqual([
      [products.colourBlack, 2, 1, true],
      [products.serum30, 1, 2, true],
    ]);
    expect([await stockOf(products.colourBlack), await stockOf(products.serum30)]).toEqual([
      black! - 2,
      serum! - 1,
    ]);
    const deadline = await shop.db.query<{ due_at: Date }>(
      'select due_at from order_payment_deadlines where order_id = $1',
      [orderId],
    );
    expect(new Date(deadline.rows[0]!.due_at).getTime() - shop.clock.now().getTime()).toBe(30 * 60_000);
  });

  it("places a member's cart at the figures order/member/pre showed", async () => {
    const shopper = await freshShopper(shop);
    await post(shop.app, '/shoppingCart/cartProduct/add', shopper, {
      productId: products.colourBlack,
      quantity: 3,
    });
    const pre = (await post(shop.app, '/order/member/pre', shopper)).json<PreAnswer>();
    const before = await stockOf(products.colourBlack);
    const response = await post(shop.app, '/order/member/add', shopper, HOME);
    expect(response.statusCode).toBe(200);
    const placed = await placedOf(response.json<{ orderId: number }>().orderId);
    expect(placed).toMatchObject({
      placement: 'member',
      buyer: { kind: 'member', memberId: shopper.memberId, level: 'member' },
      totals: { orderTotal: toCents(pre.orderTotal), shippingFee: toCents(pre.shippingFee) },
      points: { usedForCash: 0, usedForRedemption: 0 },
    });
    expect(await stockOf(products.colourBlack)).toBe(before! - 3);
  });

  it('places a VIP express order to a Macau locker paying with points, and redeems them on the ledger', async () => {
    const vip = await demoShopper(shop, 'vip');
    await waitForPoints(shop, vip.memberId, VIP_DEMO_POINTS);
    const express = { productId: products.serum30, quantity: 1, deliveryTimes: 1 };
    const pre = (
      await post(shop.app, '/order/member/pre', vip, { ...express, point: 2000, countryId: 11 })
    ).json<PreAnswer>();
    expect(pre.pointsUsed).toBe(2000);
    const before = await stockOf(products.serum30);
    const response = await post(shop.app, '/order/add', vip, {
      ...express,
      pointToCash: 2000,
      countryId: 11,
      shippingMethod: 'SF_LOCKER',
      orderAddress: 'H853MO001',
      orderAddressRecipient: '李小明',
      phone: '91234567',
      email: 'vip@example.com',
    });
    expect(response.statusCode).toBe(200);
    const { orderId, orderNo } = response.json<{ orderId: number; orderNo: string }>();
    const placed = await placedOf(orderId);
    expect(placed).toMatchObject({
      placement: 'express',
      buyer: { kind: 'member', level: 'vip' },
      shipping: { method: 'SF_LOCKER', sfLockerId: 'H853MO001', countryId: 11, address: expect.any(String) },
      totals: { pointsCash: 1000, orderTotal: toCents(pre.orderTotal), shippingFee: 3000 },
      points: { usedForCash: 2000 },
    });
    const ledger = await eventsOf(`points-${vip.memberId}`);
    expect(ledger.at(-1)).toEqual({
      type: 'PointsRedeemed',
      data: { memberId: vip.memberId, orderId, orderNo, points: 2000 },
    });
    expect(await stockOf(products.serum30)).toBe(before! - 1);
  });

  it('refuses points the ledger does not hold even when the read model shows them: nothing is written', async () => {
    const vip = await freshShopper(shop, { vip: true });
    // The read model says 10000 points; the ledger has none (no events): the ledger has the last word.
    await shop.db.query(
      'insert into member_points (member_id, valid_points, updated_at) values ($1, 10000, now())',
      [vip.memberId],
    );
    const [orders, stock] = [await orderCount(), await stockOf(products.colourBlack)];
    const response = await post(shop.app, '/order/add', vip, {
      ...HOME,
      productId: products.colourBlack,
      quantity: 1,
      pointToCash: 2000,
    });
    expectError(response, 422, 'INSUFFICIENT_POINTS');
    expect([await orderCount(), await stockOf(products.colourBlack)]).toEqual([orders, stock]);
    expect(await eventsOf(`points-${vip.memberId}`)).toEqual([]);
  });

  it('answers a shortage with what is left now and writes nothing', async () => {
    const stock = (await stockOf(products.serum30))!;
    const orders = await orderCount();
    const lines = JSON.stringify([
      { productId: products.colourBlack, quantity: 1 },
      { productId: products.serum30, quantity: stock + 1 > 99 ? 99 : stock + 1 },
      { productId: products.colourBrown, quantity: 1 },
    ]);
    const black = await stockOf(products.colourBlack);
    const response = await post(shop.app, '/order/guest/add', null, {
      ...HOME,
      phone: guestPhone(),
      productListJson: lines,
    });
    expect(response.statusCode).toBe(200);
    const shortages = response.json<StockShortage[]>();
    expect(
      shortages.map(({ productId, inventory, requiredNum }) => ({ productId, inventory, requiredNum })),
    ).toEqual(
      [
        { productId: products.serum30, inventory: stock, requiredNum: stock + 1 },
        { productId: products.colourBrown, inventory: 0, requiredNum: 1 },
      ].sort((a, b) => a.productId - b.productId),
    );
    expect(shortages[0]?.product.productNameChi).not.toBe('');
    expect([
      await orderCount(),
      await stockOf(products.colourBlack),
      await stockOf(products.serum30),
    ]).toEqual([orders, black, stock]);
  });

  it('makes one order of a repeated Idempotency-Key, for members and for guests', async () => {
    const shopper = await freshShopper(shop);
    const body = { ...HOME, productId: products.colourBlack, quantity: 1 };
    const before = await stockOf(products.colourBlack);
    const first = await post(shop.app, '/order/add', shopper, body, { 'idempotency-key': 'tap-1' });
    const again = await post(shop.app, '/order/add', shopper, body, { 'idempotency-key': 'tap-1' });
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stockOf(products.colourBlack)).toBe(before! - 1);

    const guest = {
      ...HOME,
      phone: guestPhone(),
      productListJson: JSON.stringify([{ productId: products.colourBlack }]),
    };
    const taps = await Promise.all(
      [1, 2, 3].map(() => post(shop.app, '/order/guest/add', null, guest, { 'idempotency-key': 'tap-2' })),
    );
    expect(new Set(taps.map((tap) => tap.json<{ orderId: number }>().orderId)).size).toBe(1);
    expect(await stockOf(products.colourBlack)).toBe(before! - 2);
    const reused = await post(
      shop.app,
      '/order/guest/add',
      null,
      { ...guest, orderAddress1: 'elsewhere' },
      {
        'idempotency-key': 'tap-2',
      },
    );
    expectError(reused, 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  /** Places a guest order of one regular-priced item with NEW10. */
  const newTenAsGuest = async (phone: string) =>
    post(shop.app, '/order/guest/add', null, {
      ...HOME,
      phone,
      productListJson: JSON.stringify([{ productId: await regularPricedProduct(), quantity: 1 }]),
      couponCode: 'NEW10',
    });
  const newTenAsMember = async (member: Shopper) =>
    post(shop.app, '/order/add', member, {
      ...HOME,
      productId: await regularPricedProduct(),
      quantity: 1,
      deliveryTimes: 1,
      couponCode: 'NEW10',
    });
  const couponsOf = async (response: { statusCode: number; body: string; json<T>(): T }) => {
    expect(response.statusCode, response.body).toBe(200);
    return (await placedOf(response.json<{ orderId: number }>().orderId)).coupons.map((c) => c.couponCode);
  };
  /** Runs `during` with the orders read model paused: placement then sees none of the new orders. */
  const withOrdersViewPaused = async (during: () => Promise<void>) => {
    const runner = shop.projections.runners.find((candidate) => candidate.name === 'orders');
    if (!runner) throw new Error('No orders projection');
    await runner.stop();
    try {
      await during();
    } finally {
      await runner.start();
    }
  };

  it('holds NEW10 to the first purchase of a guest phone: refused, and told why, once the phone has a paid order', async () => {
    const returning = guestPhone();
    const { orderId, orderNo } = newOrderIds();
    await appendOrderEvents(
      shop.eventStore,
      orderId,
      orderHistory('paid', {
        orderId,
        orderNo,
        buyer: { kind: 'guest', phone: `${returning.slice(0, 4)} ${returning.slice(4)}`, phoneCountryId: 6 },
        placedAt: '2026-11-20T02:00:00.000Z',
      }),
    );
    await projectedThrough(shop, [`order-${orderId}`]);
    // The guest's checkout priced NEW10 before it knew the phone: placing without it would charge more.
    const [orders, stock] = [await orderCount(), await stockOf(await regularPricedProduct())];
    expectError(await newTenAsGuest(returning), 422, 'COUPON_FIRST_PURCHASE_ONLY');
    expect([await orderCount(), await stockOf(await regularPricedProduct())]).toEqual([orders, stock]);
    expect(await couponsOf(await newTenAsGuest(guestPhone()))).toEqual(['NEW10']);
  });

  it('holds NEW10 to one open or paid order per buyer, read models behind or not, until that order is cancelled', async () => {
    // A guest's unpaid NEW10 order: the next one by that phone is refused, with or without the read model.
    const phone = guestPhone();
    const first = await newTenAsGuest(phone);
    expect(await couponsOf(first)).toEqual(['NEW10']);
    expectError(await newTenAsGuest(phone), 422, 'COUPON_FIRST_PURCHASE_ONLY');
    // A member's checkout shows NEW10 refused once their unpaid NEW10 order is in the read model.
    const member = await freshShopper(shop);
    const held = await newTenAsMember(member);
    expect(await couponsOf(held)).toEqual(['NEW10']);
    await projectedThrough(shop, [`order-${held.json<{ orderId: number }>().orderId}`]);
    const pre = await post(shop.app, '/order/member/pre', member, {
      productId: await regularPricedProduct(),
      quantity: 1,
      promotionCode: 'NEW10',
    });
    expect(pre.json<PreAnswer>().coupon).toMatchObject({
      status: 'rejected',
      reason: 'COUPON_FIRST_PURCHASE_ONLY',
    });

    // The claim alone, while the read model has not seen the first order: refused, nothing written.
    await withOrdersViewPaused(async () => {
      const [guest, other] = [guestPhone(), await freshShopper(shop)];
      expect(await couponsOf(await newTenAsGuest(guest))).toEqual(['NEW10']);
      expect(await couponsOf(await newTenAsMember(other))).toEqual(['NEW10']);
      const [orders, stock] = [await orderCount(), await stockOf(await regularPricedProduct())];
      expectError(await newTenAsGuest(guest), 422, 'COUPON_FIRST_PURCHASE_ONLY');
      expectError(await newTenAsMember(other), 422, 'COUPON_FIRST_PURCHASE_ONLY');
      expect([await orderCount(), await stockOf(await regularPricedProduct())]).toEqual([orders, stock]);
    });

    // Once the holding order is cancelled, the next one may take NEW10.
    const firstId = first.json<{ orderId: number }>().orderId;
    await runStreamCommand({
      eventStore: shop.eventStore,
      decider: orderDecider,
      codec: orderEvents,
      streamId: orderStreamId(firstId),
      metadata: testMetadata(new Date().toISOString()),
      now: new Date(),
      command: { type: 'CancelOrder', data: { requestedBy: 'system', reason: 'PAYMENT_WINDOW_ENDED' } },
    });
    await projectedThrough(shop, [orderStreamId(firstId)]);
    expect(await couponsOf(await newTenAsGuest(phone))).toEqual(['NEW10']);

    // Three placements at once by one member: exactly one order takes NEW10.
    const racer = await freshShopper(shop);
    const racing = await Promise.all([1, 2, 3].map(() => newTenAsMember(racer)));
    const withNewTen: number[] = [];
    for (const response of racing) {
      if (response.statusCode === 422) expectError(response, 422, 'COUPON_FIRST_PURCHASE_ONLY');
      else if ((await couponsOf(response)).includes('NEW10')) withNewTen.push(response.statusCode);
    }
    expect(withNewTen).toEqual([200]);
  });

  it('refuses bad destinations with a 400 and a code, writing nothing', async () => {
    const orders = await orderCount();
    const stock = await stockOf(products.colourBlack);
    const items = JSON.stringify([{ productId: products.colourBlack, quantity: 1 }]);
    const guest = (fields: Record<string, string | number>) =>
      post(shop.app, '/order/guest/add', null, {
        ...HOME,
        phone: guestPhone(),
        productListJson: items,
        ...fields,
      });
    const cases: [Record<string, string | number>, string][] = [
      [{ orderAddressZone: '請選擇' }, 'ADDRESS_INCOMPLETE'],
      [{ orderAddress1: '', orderAddress2: '' }, 'ADDRESS_INCOMPLETE'],
      [{ phone: '9123456' }, 'PHONE_INVALID'],
      [{ countryId: 999 }, 'COUNTRY_NOT_FOUND'],
      [
        { shippingMethod: 'SF_LOCKER', orderAddress: 'H853MO001', email: 'a@example.com' },
        'PICKUP_POINT_COUNTRY_MISMATCH',
      ],
      [
        { shippingMethod: 'SF_LOCKER', orderAddress: 'H852XX999', email: 'a@example.com' },
        'PICKUP_POINT_NOT_FOUND',
      ],
      [{ shippingMethod: 'SF_STATION', orderAddress: '', email: 'a@example.com' }, 'PICKUP_POINT_REQUIRED'],
      [{ shippingMethod: 'SF_STATION', orderAddress: 'H852S001', email: 'nope' }, 'EMAIL_INVALID'],
      [{ shippingMethod: 'BY_PIGEON' }, 'VALIDATION_FAILED'],
    ];
    for (const [fields, code] of cases) expectError(await guest(fields), 400, code);
    expect([await orderCount(), await stockOf(products.colourBlack)]).toEqual([orders, stock]);
  });

  it('sells the last 5 units to exactly 5 of 200 concurrent buyers; the others hear "sold out" or "remaining N"', async () => {
    const productId = products.fishOilBox;
    await shop.db.query('update products set inventory = 5 where product_id = $1', [productId]);
    // 195 buyers of one unit, and 5 who want 6 (more than there ever is): these are always refused, with
    // whatever is left at that moment, so the "remaining N" answer is exercised along with "sold out".
    const wanted = Array.from({ length: 200 }, (_, i) => (i % 40 === 0 ? 6 : 1));
    const answers = await Promise.all(
      wanted.map((quantity) =>
        post(shop.app, '/order/guest/add', null, {
          ...HOME,
          phone: guestPhone(),
          productListJson: JSON.stringify([{ productId, quantity }]),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(200).fill(200));
    const bodies = answers.map((answer) => answer.json<{ orderId: number } | StockShortage[]>());
    const placed = bodies.flatMap((body, i) =>
      Array.isArray(body) ? [] : [{ ...body, quantity: wanted[i] }],
    );
    expect(placed).toHaveLength(5);
    expect(placed.every((order) => order.quantity === 1)).toBe(true);
    bodies.forEach((body, i) => {
      if (!Array.isArray(body)) return;
      // One line for the product: what is left now (0 = sold out) and what was asked for, never more left than asked.
      expect(body).toEqual([
        expect.objectContaining({ productId, requiredNum: wanted[i], inventory: expect.any(Number) }),
      ]);
      const [shortage] = body;
      expect(shortage!.inventory).toBeGreaterThanOrEqual(0);
      expect(shortage!.inventory).toBeLessThan(wanted[i]!);
      if (wanted[i] === 1) expect(shortage!.inventory).toBe(0);
    });
    expect(await stockOf(productId)).toBe(0);
    const negativeStock = await shop.db.query('select product_id from products where inventory < 0');
    expect(negativeStock.rows).toEqual([]);

    // The read models hold the 5 orders of one unit each, and no negative figure anywhere.
    await projectedThrough(
      shop,
      placed.map((order) => `order-${order.orderId}`),
    );
    const lines = await shop.db.query<{ order_id: number; quantity: number }>(
      'select order_id, quantity from order_lines where product_id = $1 and order_id = any($2::bigint[])',
      [productId, placed.map((order) => order.orderId)],
    );
    expect(lines.rows.map((line) => line.quantity)).toEqual([1, 1, 1, 1, 1]);
    const negative = await shop.db.query(
      `select o.order_id from orders o left join order_lines l using (order_id)
       where least(o.product_total, o.order_total, o.shipping_fee, o.refund_due, o.points_used_for_cash,
         o.points_to_earn, l.quantity, l.final_price, l.charged_unit_price) < 0
       union select member_id from member_points where valid_points < 0`,
    );
    expect(negative.rows).toEqual([]);
  }, 60_000);

  it('cancels an unpaid order past its window and puts the stock back, after a restart', async () => {
    // A product no other test here buys: every unpaid order of this suite falls due at the same moment.
    const items = JSON.stringify([{ productId: products.hairSerum, quantity: 4 }]);
    const before = await stockOf(products.hairSerum);
    const response = await post(shop.app, '/order/guest/add', null, {
      ...HOME,
      phone: guestPhone(),
      productListJson: items,
    });
    const { orderId } = response.json<{ orderId: number }>();
    // And a VIP's order paid partly with points: its points come back with the cancellation.
    const vip = await demoShopper(shop, 'vip');
    await waitForPoints(shop, vip.memberId, VIP_DEMO_POINTS - 2000);
    const vipOrder = await post(shop.app, '/order/add', vip, {
      ...HOME,
      productId: products.hairSerum,
      quantity: 1,
      pointToCash: 400,
    });
    const vipOrderId = vipOrder.json<{ orderId: number }>().orderId;
    expect(await stockOf(products.hairSerum)).toBe(before! - 5);

    // A new instance on the same database, 31 minutes later: its start-up sweep finds the order due.
    const later = fixedClock(new Date(shop.clock.now().getTime() + 31 * 60_000));
    const restarted = await assembleShop(shop.config, shop.db, later);
    try {
      expect(await stockOf(products.hairSerum)).toBe(before);
      const events = await eventsOf(`order-${orderId}`);
      expect(events.map((event) => event.type)).toEqual(['OrderPlaced', 'OrderCanceled']);
      expect(events[1]?.data).toMatchObject({
        requestedBy: 'system',
        reason: 'PAYMENT_WINDOW_EXPIRED',
        releasedStock: [{ productId: products.hairSerum, quantity: 4 }],
      });
      const deadlines = await shop.db.query('select 1 from order_payment_deadlines where order_id = $1', [
        orderId,
      ]);
      expect(deadlines.rows).toEqual([]);
      const ledger = await eventsOf(`points-${vip.memberId}`);
      expect(ledger.at(-1)).toMatchObject({
        type: 'PointsRefunded',
        data: { orderId: vipOrderId, points: 400 },
      });
    } finally {
      await restarted.stop();
    }
  });
});

import type { CartAnswer, PreAnswer } from '@shop/domain/cart/apiSchemas';
import { toCents } from '@shop/domain/money';
import type { OrderPlaced } from '@shop/domain/orders/orderEvents';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { TEST_HOME_ADDRESS } from '../testing/testOrders.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import {
  type DemoProducts,
  demoProducts,
  demoShopper,
  expectError,
  freshShopper,
  getCart,
  lineOf,
  post,
  type Shopper,
  VIP_DEMO_POINTS,
  waitForPoints,
} from '../testing/testShoppers.ts';
import { writeFingerprint } from '../testing/writeFingerprint.ts';

const HOME = { ...TEST_HOME_ADDRESS, phone: '91234567' };

/**
 * Only what is on sale can be bought: a product whose display product is not shown (hidden by the back
 * office, a gift kept for an offer, withdrawn after it was put in a cart) is refused by every path that
 * sells it, with PRODUCT_NOT_FOR_SALE and nothing written; a deleted one is not found. The cart shows such a
 * line at nothing and cannot be checked out until it is removed. A gift given by its offer is still given.
 */
describe.each(testDatabases())('only what is on sale can be bought, on $name', (leg) => {
  let shop: TestShop;
  let products: DemoProducts;
  /** The product of each unsellable state, by the state's name. */
  const unsellable: { state: string; productId: number; nameChi: string }[] = [];
  let deletedProductId: number;
  let withdrawnLater: number;

  /** A display product with one variant, in stock, with the status given. */
  async function insertProduct(slug: string, nameChi: string, status: number): Promise<number> {
    const { rows } = await shop.db.query<{ product_id: number }>(
      `with dp as (
         insert into display_products (name_chi, name_eng, url_naming, price_cents, status)
         values ($2, $1, $1, 45000, $3) returning display_product_id)
       insert into products (display_product_id, name_chi, name_eng, price_cents, sku, inventory)
       select display_product_id, $2, $1, 45000, 'TEST-' || $1, 40 from dp returning product_id`,
      [slug, nameChi, status],
    );
    return rows[0]!.product_id;
  }
  const setStatus = (productId: number, status: number) =>
    shop.db.query(
      `update display_products set status = $2
        where display_product_id = (select display_product_id from products where product_id = $1)`,
      [productId, status],
    );
  const stockOf = async (productIds: readonly number[]) =>
    (
      await shop.db.query<{ inventory: number }>(
        'select inventory from products where product_id = any ($1::int[]) order by product_id',
        [productIds],
      )
    ).rows.map((row) => row.inventory);
  const counts = async () =>
    (
      await shop.db.query<Record<string, number>>(
        `select (select count(*)::int from events) as events,
                (select count(*)::int from order_payment_deadlines) as deadlines,
                (select count(*)::int from payment_notifications) as payments,
                (select count(*)::int from guest_idempotency_keys) as "guestKeys",
                (select count(*)::int from member_idempotency_keys) as "memberKeys"`,
      )
    ).rows[0];
  /** Runs a refused request and checks that nothing at all was written: events, stock, payments, keys. */
  async function refusedWithNothingWritten(
    productIds: readonly number[],
    request: () => Promise<LightMyRequestResponse>,
  ) {
    const ignoring = ['rate_limits', 'login_attempts'];
    const [before, stockBefore, fingerprintBefore] = [
      await counts(),
      await stockOf(productIds),
      await writeFingerprint(shop, ignoring),
    ];
    const response = await request();
    expect(await counts()).toEqual(before);
    expect(await stockOf(productIds)).toEqual(stockBefore);
    expect(await writeFingerprint(shop, ignoring)).toEqual(fingerprintBefore);
    return response;
  }
  const guestLines = (productId: number) =>
    JSON.stringify([
      { productId: products.colourBlack, quantity: 1 },
      { productId, quantity: 1 },
    ]);
  let phoneSeq = 0;
  const guestPhone = () =>
    `5${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;

  beforeAll(async () => {
    shop = await startTestShop(leg);
    products = await demoProducts(shop);
    const gift = await shop.db.query<{ status: number; name_chi: string }>(
      `select dp.status, p.name_chi from products p join display_products dp using (display_product_id)
        where p.product_id = $1`,
      [products.travelSerum],
    );
    // The demo's GWP gift is kept for its offer: not shown, not sold on its own.
    expect(gift.rows[0]?.status).not.toBe(1);
    unsellable.push(
      {
        state: 'hidden by the back office (status 0)',
        productId: await insertProduct('test-off-sale-gift-box', '測試禮盒', 0),
        nameChi: '測試禮盒',
      },
      {
        state: 'kept as a gift for an offer',
        productId: products.travelSerum,
        nameChi: gift.rows[0]!.name_chi,
      },
      {
        state: 'withdrawn (status 2)',
        productId: await insertProduct('test-discontinued-textbook', '2018年停售課本', 2),
        nameChi: '2018年停售課本',
      },
    );
    deletedProductId = await insertProduct('test-deleted-product', '已刪除產品', 1);
    await shop.db.query('delete from products where product_id = $1', [deletedProductId]);
    withdrawnLater = await insertProduct('test-withdrawn-later', '稍後停售產品', 1);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const states = [
    'hidden by the back office (status 0)',
    'kept as a gift for an offer',
    'withdrawn (status 2)',
  ];
  const stateOf = (state: string) => {
    const found = unsellable.find((candidate) => candidate.state === state);
    if (!found) throw new Error(`No product for ${state}`);
    return found;
  };

  it.each(states)(
    'guest order/guest/add refuses a product %s, naming it, and writes nothing',
    async (state) => {
      const { productId, nameChi } = stateOf(state);
      const response = await refusedWithNothingWritten([products.colourBlack, productId], () =>
        post(shop.app, '/order/guest/add', null, {
          ...HOME,
          phone: guestPhone(),
          productListJson: guestLines(productId),
        }),
      );
      expect(expectError(response, 422, 'PRODUCT_NOT_FOR_SALE')).toMatchObject({
        productId,
        products: [{ productId, productNameChi: nameChi }],
      });
      expect((response.json() as { error: { message: string } }).error.message).toContain(nameChi);
    },
  );

  it.each(states)(
    'member express order/add and buy-now order/member/pre refuse a product %s',
    async (state) => {
      const { productId } = stateOf(state);
      const shopper = await freshShopper(shop);
      const express = await refusedWithNothingWritten([productId], () =>
        post(
          shop.app,
          '/order/add',
          shopper,
          { ...HOME, productId, quantity: 1 },
          { 'idempotency-key': 'x1' },
        ),
      );
      expect(expectError(express, 422, 'PRODUCT_NOT_FOR_SALE')).toMatchObject({ productId });
      const memberAdd = await refusedWithNothingWritten([productId], () =>
        post(shop.app, '/order/member/add', shopper, { ...HOME, productId, quantity: 1 }),
      );
      expectError(memberAdd, 422, 'PRODUCT_NOT_FOR_SALE');
      const buyNow = await post(shop.app, '/order/member/pre', shopper, { productId, quantity: 1 });
      expect(expectError(buyNow, 422, 'PRODUCT_NOT_FOR_SALE')).toMatchObject({ productId });
    },
  );

  it.each(states)('the member cart refuses to take a product %s', async (state) => {
    const { productId } = stateOf(state);
    const shopper = await freshShopper(shop);
    const response = await refusedWithNothingWritten([productId], () =>
      post(shop.app, '/shoppingCart/cartProduct/add', shopper, { productId, quantity: 1 }),
    );
    expectError(response, 422, 'PRODUCT_NOT_FOR_SALE');
    expect((await getCart(shop.app, shopper)).productList).toEqual([]);
  });

  it.each(states)(
    'the guest cart priced by order/guest/pre shows a product %s at nothing, out of the total, not checkoutable',
    async (state) => {
      const { productId } = stateOf(state);
      const alone = (
        await post(shop.app, '/order/guest/pre', null, {
          productListJson: JSON.stringify([{ productId: products.colourBlack, quantity: 1 }]),
        })
      ).json<PreAnswer>();
      const response = await post(shop.app, '/order/guest/pre', null, {
        productListJson: guestLines(productId),
      });
      expect(response.statusCode).toBe(200);
      const pre = response.json<PreAnswer>();
      const line = pre.orderProducts.find((candidate) => candidate.product.productId === productId);
      expect(line).toMatchObject({ kind: 'regular', quantity: 1, lineTotal: 0, price: 0 });
      expect(line?.product.status).not.toBe(1);
      expect(pre.warnings).toContainEqual({ code: 'PRODUCT_NOT_FOR_SALE', productId });
      expect(pre.canCheckout).toBe(false);
      // HK$128 of hair colour is all that counts, with its HK$30 delivery, as without the line.
      expect([pre.productTotal, pre.orderTotal]).toEqual([alone.productTotal, alone.orderTotal]);
      expect(toCents(pre.orderTotal)).toBe(12800 + 3000);
      expect(alone.canCheckout).toBe(true);
    },
  );

  it('a deleted product is not found by any path, and nothing is written', async () => {
    const shopper = await freshShopper(shop);
    const guest = await refusedWithNothingWritten([products.colourBlack], () =>
      post(shop.app, '/order/guest/add', null, {
        ...HOME,
        phone: guestPhone(),
        productListJson: guestLines(deletedProductId),
      }),
    );
    expectError(guest, 404, 'PRODUCT_NOT_FOUND');
    const express = await refusedWithNothingWritten([products.colourBlack], () =>
      post(shop.app, '/order/add', shopper, { ...HOME, productId: deletedProductId, quantity: 1 }),
    );
    expectError(express, 404, 'PRODUCT_NOT_FOUND');
    expectError(
      await post(shop.app, '/shoppingCart/cartProduct/add', shopper, { productId: deletedProductId }),
      404,
      'PRODUCT_NOT_FOUND',
    );
    expectError(
      await post(shop.app, '/order/guest/pre', null, { productListJson: guestLines(deletedProductId) }),
      404,
      'PRODUCT_NOT_FOUND',
    );
  });

  it('a refused guest order leaves no key behind: the same key places the order once the product is on sale', async () => {
    const phone = guestPhone();
    const body = { ...HOME, phone, productListJson: guestLines(withdrawnLater) };
    const key = { 'idempotency-key': 'not-for-sale-1' };
    await setStatus(withdrawnLater, 0);
    const refused = await refusedWithNothingWritten([withdrawnLater], () =>
      post(shop.app, '/order/guest/add', null, body, key),
    );
    expectError(refused, 422, 'PRODUCT_NOT_FOR_SALE');
    await setStatus(withdrawnLater, 1);
    const [stock] = await stockOf([withdrawnLater]);
    const placed = await post(shop.app, '/order/guest/add', null, body, key);
    expect(placed.statusCode).toBe(200);
    expect(placed.headers['idempotent-replayed']).toBeUndefined();
    expect(placed.json()).toMatchObject({ orderId: expect.any(Number) });
    expect(await stockOf([withdrawnLater])).toEqual([stock! - 1]);
  });

  it("a line withdrawn after it was put in a member's cart (regular and points) shows as not for sale until removed", async () => {
    const vip: Shopper = await demoShopper(shop, 'vip');
    await waitForPoints(shop, vip.memberId, VIP_DEMO_POINTS);
    const { redeemable } = products;
    await post(shop.app, '/shoppingCart/clean', vip);
    await setStatus(withdrawnLater, 1);
    for (const [path, fields] of [
      ['/shoppingCart/cartProduct/add', { productId: products.colourBlack, quantity: 1 }],
      ['/shoppingCart/cartProduct/add', { productId: withdrawnLater, quantity: 2 }],
      [
        '/shoppingCart/cartProduct/usingPoint/add',
        { productId: redeemable.productId, productPointId: redeemable.halfPoints, quantity: 1 },
      ],
    ] as const) {
      expect((await post(shop.app, path, vip, fields)).statusCode).toBe(200);
    }
    expect((await getCart(shop.app, vip)).can_checkout).toBe(true);
    await setStatus(withdrawnLater, 0);
    await setStatus(redeemable.productId, 0);
    try {
      const cart: CartAnswer = await getCart(shop.app, vip);
      expect(lineOf(cart, withdrawnLater)).toMatchObject({ on_sale: false, quantity: 2, line_total: 0 });
      expect(lineOf(cart, redeemable.productId, 'points')).toMatchObject({ on_sale: false, line_total: 0 });
      expect(lineOf(cart, products.colourBlack)).toMatchObject({ on_sale: true, line_total: 128 });
      expect(cart).toMatchObject({ total: 128, point: 0, quantity: 1, can_checkout: false });
      expect(cart.warnings).toEqual(
        expect.arrayContaining([
          { code: 'PRODUCT_NOT_FOR_SALE', productId: withdrawnLater },
          { code: 'PRODUCT_NOT_FOR_SALE', productId: redeemable.productId },
        ]),
      );
      const pre = (await post(shop.app, '/order/member/pre', vip)).json<PreAnswer>();
      expect([pre.canCheckout, pre.productTotal, pre.redemptionPoints]).toEqual([false, 128, 0]);

      const refused = await refusedWithNothingWritten([withdrawnLater, redeemable.productId], () =>
        post(shop.app, '/order/add', vip, HOME, { 'idempotency-key': 'cart-1' }),
      );
      expect(expectError(refused, 422, 'PRODUCT_NOT_FOR_SALE')).toMatchObject({
        products: [
          { productId: withdrawnLater, productNameChi: '稍後停售產品' },
          { productId: redeemable.productId },
        ],
      });

      await post(shop.app, '/shoppingCart/cartProduct/delete', vip, { productId: withdrawnLater });
      const cleared = (
        await post(shop.app, '/shoppingCart/cartProduct/usingPoint/delete', vip, {
          productId: redeemable.productId,
          productPointId: redeemable.halfPoints,
        })
      ).json<CartAnswer>();
      expect(cleared).toMatchObject({ total: 128, can_checkout: true, warnings: [] });
      const placed = await post(shop.app, '/order/add', vip, HOME, { 'idempotency-key': 'cart-1' });
      expect(placed.statusCode).toBe(200);
      expect(placed.headers['idempotent-replayed']).toBeUndefined();
    } finally {
      await setStatus(redeemable.productId, 1);
    }
  });

  it('a GWP gift not on sale by itself is still given with the order that earned it', async () => {
    const [giftStock] = await stockOf([products.travelSerum]);
    const response = await post(shop.app, '/order/guest/add', null, {
      ...HOME,
      phone: guestPhone(),
      productListJson: JSON.stringify([
        { productId: products.colourBlack, quantity: 3 },
        { productId: products.travelSerum, quantity: 1, discountId: 8 },
      ]),
    });
    expect(response.statusCode).toBe(200);
    const { orderId } = response.json<{ orderId: number }>();
    const { rows } = await shop.db.query<{ data: OrderPlaced }>(
      `select data from events where stream_id = $1 and type = 'OrderPlaced'`,
      [`order-${orderId}`],
    );
    const gift = rows[0]?.data.lines.find((line) => line.productId === products.travelSerum);
    expect(gift).toMatchObject({ kind: 'gwp', quantity: 1, chargedUnitPrice: 0, finalPrice: 0 });
    // 3 × HK$128 = HK$384 reaches the HK$300 threshold; the gift costs nothing.
    expect(rows[0]?.data.totals.productTotal).toBe(38400);
    expect(await stockOf([products.travelSerum])).toEqual([giftStock! - 1]);
  });
});

import type { CartAnswer } from '@shop/domain/cart/apiSchemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';
import {
  type DemoProducts,
  demoProducts,
  demoShopper,
  expectError,
  freshShopper,
  getCart,
  lineOf,
  post,
} from '../../testing/testShoppers.ts';

describe.each(testDatabases())('member cart on $name', (leg) => {
  let shop: TestShop;
  let products: DemoProducts;
  beforeAll(async () => {
    shop = await startTestShop(leg);
    products = await demoProducts(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('adds, merges, reduces, removes and empties, answering the priced cart after every change', async () => {
    const shopper = await demoShopper(shop, 'ordinary');
    const { app } = shop;
    const { colourBlack, serum30 } = products;

    const added = await post(app, '/shoppingCart/cartProduct/add', shopper, {
      productId: colourBlack,
      quantity: 2,
    });
    expect(added.statusCode).toBe(200);
    const afterAdd = added.json<CartAnswer>();
    expect(lineOf(afterAdd, colourBlack)).toMatchObject({
      quantity: 2,
      product_price: 128,
      product_discount_price: null,
      product_name_chi: '草本植物染髮膏 自然黑',
      product_volume: '自然黑',
      product_inventory: 300,
      delivery_times: 1,
      discounts: [],
      point: 0,
      url_name: 'herbal-hair-colour-cream',
      line_total: 256,
    });
    expect(afterAdd).toMatchObject({ total: 256, total_before_discount: 256, quantity: 2, shipping_fee: 30 });
    expect(typeof lineOf(afterAdd, colourBlack)?.product_cart_product_id).toBe('number');

    // Adding the same product merges; another product is its own line at its offer price.
    await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: colourBlack, quantity: 1 });
    const merged = (
      await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: serum30 })
    ).json<CartAnswer>();
    expect(lineOf(merged, colourBlack)?.quantity).toBe(3);
    expect(lineOf(merged, serum30)).toMatchObject({
      quantity: 1,
      product_price: 298,
      product_discount_price: 238,
    });
    expect(merged).toMatchObject({
      total: 3 * 128 + 238,
      total_before_discount: 622,
      quantity: 4,
      shipping_fee: 0,
    });
    expect(merged.order_total).toBe(622);

    const reduced = await post(app, '/shoppingCart/cartProduct/minus', shopper, {
      productId: colourBlack,
      quantity: 2,
    });
    expect(lineOf(reduced.json<CartAnswer>(), colourBlack)?.quantity).toBe(1);

    // Quantity stays at least 1: a minus that would go below is refused and changes nothing.
    const tooLow = await post(app, '/shoppingCart/cartProduct/minus', shopper, {
      productId: colourBlack,
      quantity: 1,
    });
    expectError(tooLow, 422, 'QUANTITY_BELOW_MINIMUM');
    expect(lineOf(await getCart(app, shopper), colourBlack)?.quantity).toBe(1);

    const removed = (
      await post(app, '/shoppingCart/cartProduct/delete', shopper, { productId: serum30 })
    ).json<CartAnswer>();
    expect(lineOf(removed, serum30)).toBeUndefined();
    expect(removed.productList).toHaveLength(1);
    expectError(
      await post(app, '/shoppingCart/cartProduct/delete', shopper, { productId: serum30 }),
      404,
      'CART_LINE_NOT_FOUND',
    );

    const cleaned = (await post(app, '/shoppingCart/clean', shopper)).json<CartAnswer>();
    expect(cleaned).toMatchObject({
      productList: [],
      total: 0,
      quantity: 0,
      shipping_fee: 0,
      can_checkout: false,
    });
  });

  it('refuses a quantity above stock with the stock in details, and changes nothing', async () => {
    const shopper = await freshShopper(shop);
    const { app } = shop;
    const { serum30, colourBrown } = products;
    await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: serum30, quantity: 4 });

    const over = await post(app, '/shoppingCart/cartProduct/add', shopper, {
      productId: serum30,
      quantity: 3,
    });
    expect(expectError(over, 409, 'INSUFFICIENT_STOCK')).toEqual({
      productId: serum30,
      inventory: 6,
      inCart: 4,
      requested: 3,
    });
    const soldOut = await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: colourBrown });
    expect(expectError(soldOut, 409, 'INSUFFICIENT_STOCK')).toMatchObject({ inventory: 0 });

    const cart = await getCart(app, shopper);
    expect(cart.productList.map((line) => [line.product_id, line.quantity])).toEqual([[serum30, 4]]);

    // Up to the stock is fine.
    const exact = await post(app, '/shoppingCart/cartProduct/add', shopper, {
      productId: serum30,
      quantity: 2,
    });
    expect(lineOf(exact.json<CartAnswer>(), serum30)?.quantity).toBe(6);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const shopper = await freshShopper(shop);
    const { app } = shop;
    await post(app, '/shoppingCart/cartProduct/add', shopper, {
      productId: products.colourBlack,
      quantity: 1,
    });
    const before = await getCart(app, shopper);

    expectError(
      await post(app, '/shoppingCart/cartProduct/add', shopper, {
        productId: products.colourBlack,
        quantity: 0,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await post(app, '/shoppingCart/cartProduct/add', shopper, {
        productId: products.colourBlack,
        quantity: -1,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: 'abc' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await post(app, '/shoppingCart/cartProduct/add', shopper, { quantity: 1 }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: 99999999 }),
      404,
      'PRODUCT_NOT_FOUND',
    );
    // The travel-size serum is a gift only (status 0): not sold on its own.
    expectError(
      await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: products.travelSerum }),
      422,
      'PRODUCT_NOT_FOR_SALE',
    );
    expectError(
      await post(app, '/shoppingCart/cartProduct/minus', shopper, { productId: products.serum30 }),
      404,
      'CART_LINE_NOT_FOUND',
    );
    expectError(
      await post(app, '/shoppingCart/cartProduct/add', shopper, {
        productId: products.colourBlack,
        quantity: '2.5',
      }),
      400,
      'VALIDATION_FAILED',
    );
    const boolean = await app.inject({
      method: 'POST',
      url: '/api/shoppingCart/cartProduct/add',
      headers: shopper.headers,
      payload: { productId: products.colourBlack, quantity: true },
    });
    expectError(boolean, 400, 'VALIDATION_FAILED');
    const json = await app.inject({
      method: 'POST',
      url: '/api/shoppingCart/cartProduct/add',
      headers: { ...shopper.headers, 'content-type': 'application/json' },
      payload: '{"productId": ',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: { code: expect.any(String) } });

    expect(await getCart(app, shopper)).toEqual(before);
  });

  it('accepts JSON bodies as well as forms', async () => {
    const shopper = await freshShopper(shop);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/shoppingCart/cartProduct/add',
      headers: shopper.headers,
      payload: { productId: products.colourBlack, quantity: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(lineOf(response.json<CartAnswer>(), products.colourBlack)?.quantity).toBe(3);
  });

  it('sets delivery times on a line; a half-year subscription always ships twice', async () => {
    const shopper = await freshShopper(shop);
    const { app } = shop;
    const { fishOilBox, fishOilSubscription } = products;
    await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: fishOilBox });
    const subscription = (
      await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: fishOilSubscription })
    ).json<CartAnswer>();
    expect(lineOf(subscription, fishOilSubscription)).toMatchObject({
      subscription_period: 6,
      delivery_times: 1,
      deliveries: 2,
    });

    const set = await post(app, '/shoppingCart/cartProduct/deliveryTimes', shopper, {
      productId: fishOilBox,
      deliveryTimes: 3,
    });
    expect(lineOf(set.json<CartAnswer>(), fishOilBox)).toMatchObject({ delivery_times: 3, deliveries: 3 });

    expectError(
      await post(app, '/shoppingCart/cartProduct/deliveryTimes', shopper, {
        productId: fishOilSubscription,
        deliveryTimes: 3,
      }),
      422,
      'DELIVERY_TIMES_FIXED',
    );
    expectError(
      await post(app, '/shoppingCart/cartProduct/deliveryTimes', shopper, {
        productId: fishOilBox,
        deliveryTimes: 0,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await post(app, '/shoppingCart/cartProduct/deliveryTimes', shopper, {
        productId: fishOilBox,
        deliveryTimes: 13,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(lineOf(await getCart(app, shopper), fishOilBox)?.delivery_times).toBe(3);
  });

  it('merges a pushed guest cart, capping at stock and reporting every line it could not take', async () => {
    const shopper = await freshShopper(shop);
    const { app } = shop;
    const { serum30, colourBlack, colourBrown, travelSerum, comb } = products;
    await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: serum30, quantity: 4 });

    const pushed = await post(app, '/shoppingCart/setContent', shopper, {
      productListJson: JSON.stringify([
        { productId: serum30, quantity: 5 },
        { productId: colourBlack, quantity: 1 },
        { product_id: colourBlack, quantity: 1, delivery_times: 1 },
        { productId: colourBrown, quantity: 1 },
        { productId: travelSerum, quantity: 1 },
        { productId: 99999999, quantity: 1 },
        { productId: comb, quantity: 1, discountId: 10 },
      ]),
      promotionCode: ' cash30 ',
    });
    expect(pushed.statusCode).toBe(200);
    const answer = pushed.json<CartAnswer & { merge: Record<string, unknown> }>();
    expect(answer.merge).toEqual({
      merged: [{ productId: colourBlack, quantity: 2 }],
      capped: [{ productId: serum30, requested: 5, added: 2, quantity: 6, inventory: 6 }],
      refused: [
        { productId: comb, quantity: 1, reason: 'ADD_ON_NOT_MERGED' },
        { productId: colourBrown, quantity: 1, reason: 'OUT_OF_STOCK' },
        { productId: travelSerum, quantity: 1, reason: 'PRODUCT_NOT_FOR_SALE' },
        { productId: 99999999, quantity: 1, reason: 'PRODUCT_NOT_FOUND' },
      ],
      promotionCode: { couponCode: 'CASH30', status: 'set', reason: null },
    });
    expect(lineOf(answer, serum30)?.quantity).toBe(6);
    expect(lineOf(answer, colourBlack)?.quantity).toBe(2);
    expect(answer.promotionCode).toBe('CASH30');

    // A stale code is reported, and the lines still merge.
    const stale = await post(app, '/shoppingCart/setContent', shopper, {
      productListJson: JSON.stringify([{ productId: colourBlack, quantity: 1 }]),
      promotionCode: 'OLD2024',
    });
    expect(stale.json()).toMatchObject({
      merge: { promotionCode: { couponCode: 'OLD2024', status: 'refused', reason: 'COUPON_EXPIRED' } },
      promotionCode: 'CASH30',
    });
    expect(lineOf(stale.json<CartAnswer>(), colourBlack)?.quantity).toBe(3);

    expectError(
      await post(app, '/shoppingCart/setContent', shopper, { productListJson: 'not json' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await post(app, '/shoppingCart/setContent', shopper, {
        productListJson: JSON.stringify([{ productId: serum30, quantity: 0 }]),
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(lineOf(await getCart(app, shopper), colourBlack)?.quantity).toBe(3);
  });

  it('keeps the delivery times a guest chose when the guest cart is pushed; a subscription still ships twice', async () => {
    const shopper = await freshShopper(shop);
    const { app } = shop;
    const { fishOilBox, fishOilSubscription, colourBlack } = products;
    await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: colourBlack });
    await post(app, '/shoppingCart/cartProduct/deliveryTimes', shopper, {
      productId: colourBlack,
      deliveryTimes: 2,
    });

    const pushed = await post(app, '/shoppingCart/setContent', shopper, {
      productListJson: JSON.stringify([
        { productId: fishOilBox, quantity: 3, deliveryTimes: 3 },
        { productId: fishOilSubscription, quantity: 1, deliveryTimes: 4 },
        { productId: colourBlack, quantity: 1, deliveryTimes: 5 },
      ]),
    });
    expect(pushed.statusCode).toBe(200);
    const answer = pushed.json<CartAnswer>();
    expect(lineOf(answer, fishOilBox)).toMatchObject({ quantity: 3, delivery_times: 3, deliveries: 3 });
    expect(lineOf(answer, fishOilSubscription)).toMatchObject({ delivery_times: 1, deliveries: 2 });
    // A line the member already had keeps the member's own choice; only the quantity merges.
    expect(lineOf(answer, colourBlack)).toMatchObject({ quantity: 2, delivery_times: 2 });
  });

  it('applies a write once per Idempotency-Key: a replay changes nothing and answers the same', async () => {
    const shopper = await freshShopper(shop);
    const { app } = shop;
    const key = { 'idempotency-key': 'outbox-3f1c9a' };
    const first = await post(
      app,
      '/shoppingCart/cartProduct/add',
      shopper,
      { productId: products.colourBlack, quantity: 2 },
      key,
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // Something else changes the cart meanwhile; the replay still answers what the first call answered.
    await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: products.fishOilBox });
    const replay = await post(
      app,
      '/shoppingCart/cartProduct/add',
      shopper,
      { productId: products.colourBlack, quantity: 2 },
      key,
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(lineOf(await getCart(app, shopper), products.colourBlack)?.quantity).toBe(2);

    // The same key for another request is refused; a new key applies again.
    expectError(
      await post(
        app,
        '/shoppingCart/cartProduct/add',
        shopper,
        { productId: products.colourBlack, quantity: 5 },
        key,
      ),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    const next = await post(
      app,
      '/shoppingCart/cartProduct/add',
      shopper,
      { productId: products.colourBlack, quantity: 2 },
      { 'idempotency-key': 'outbox-3f1c9b' },
    );
    expect(lineOf(next.json<CartAnswer>(), products.colourBlack)?.quantity).toBe(4);

    // Keys are per member: another member's identical key is a new write.
    const other = await freshShopper(shop);
    const theirs = await post(
      app,
      '/shoppingCart/cartProduct/add',
      other,
      { productId: products.colourBlack, quantity: 2 },
      key,
    );
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(lineOf(theirs.json<CartAnswer>(), products.colourBlack)?.quantity).toBe(2);

    // A refused write stores no key: the same key may be used once the write can succeed.
    const refusedKey = { 'idempotency-key': 'outbox-refused' };
    expectError(
      await post(app, '/shoppingCart/cartProduct/minus', other, { productId: products.serum30 }, refusedKey),
      404,
      'CART_LINE_NOT_FOUND',
    );
    const later = await post(
      app,
      '/shoppingCart/cartProduct/add',
      other,
      { productId: products.serum30 },
      refusedKey,
    );
    expect(later.statusCode).toBe(200);
    expectError(
      await post(app, '/shoppingCart/clean', other, {}, { 'idempotency-key': 'bad key with spaces' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('applies concurrent copies of one keyed write once', async () => {
    const shopper = await freshShopper(shop);
    const key = { 'idempotency-key': 'outbox-race' };
    const copies = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(
          shop.app,
          '/shoppingCart/cartProduct/add',
          shopper,
          { productId: products.colourBlack, quantity: 1 },
          key,
        ),
      ),
    );
    expect(copies.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(copies.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    expect(lineOf(await getCart(shop.app, shopper), products.colourBlack)?.quantity).toBe(1);
  });

  it('acts only on the caller’s own cart, whatever the body says', async () => {
    const alice = await freshShopper(shop);
    const bob = await freshShopper(shop);
    const { app } = shop;
    await post(app, '/shoppingCart/cartProduct/add', alice, { productId: products.colourBlack, quantity: 2 });

    // Bob names Alice's member id: it is ignored, and Bob's own cart is the one that changes.
    await post(app, '/shoppingCart/cartProduct/add', bob, {
      productId: products.fishOilBox,
      memberId: alice.memberId,
    });
    expectError(
      await post(app, '/shoppingCart/cartProduct/delete', bob, {
        productId: products.colourBlack,
        memberId: alice.memberId,
      }),
      404,
      'CART_LINE_NOT_FOUND',
    );
    await post(app, '/shoppingCart/clean', bob, { memberId: alice.memberId });

    const aliceCart = await getCart(app, alice);
    expect(aliceCart.productList.map((line) => [line.product_id, line.quantity])).toEqual([
      [products.colourBlack, 2],
    ]);
    expect((await getCart(app, bob)).productList).toEqual([]);

    const anonymous = await post(app, '/shoppingCart/cartProduct/add', null, {
      productId: products.colourBlack,
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/shoppingCart',
      headers: { authorization: `Bearer ${alice.token.slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(401);
  });
});

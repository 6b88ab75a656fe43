import type { AddOnAnswer, CartAnswer } from '@shop/domain/cart/apiSchemas';
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
  VIP_DEMO_POINTS,
  waitForPoints,
} from '../../testing/testShoppers.ts';

describe.each(testDatabases())('coupons, points and add-ons on the member cart on $name', (leg) => {
  let shop: TestShop;
  let products: DemoProducts;
  beforeAll(async () => {
    shop = await startTestShop(leg);
    products = await demoProducts(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const setCoupon = (shopper: Parameters<typeof post>[2], couponId: string | number) =>
    post(shop.app, '/shoppingCart/coupon/set', shopper, { couponId });

  it('NEW10 takes 10 % off regular-priced lines only, and is kept but not applied on offer-only carts', async () => {
    const shopper = await freshShopper(shop);
    const { app } = shop;
    await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: products.serum30 });
    const offerOnly = (await setCoupon(shopper, ' new10 ')).json<CartAnswer>();
    expect(offerOnly.promotionCode).toBe('NEW10');
    expect(offerOnly.coupon).toMatchObject({
      couponCode: 'NEW10',
      status: 'rejected',
      reason: 'COUPON_NOT_APPLICABLE',
      amount: 0,
      discount: {
        discountType: 'DISCOUNT_COUPON',
        actionType: '*',
        actionValue: 0.9,
        regularPriceOnly: true,
      },
    });
    expect(offerOnly.total).toBe(238);

    const mixed = (
      await post(app, '/shoppingCart/cartProduct/add', shopper, {
        productId: products.colourBlack,
        quantity: 2,
      })
    ).json<CartAnswer>();
    expect(mixed.coupon).toMatchObject({ status: 'applied', reason: null, amount: 25.6 });
    expect(lineOf(mixed, products.colourBlack)).toMatchObject({
      line_total_before_discount: 256,
      coupon_discount: 25.6,
      line_total: 230.4,
      discounts: [{ discountType: 'DISCOUNT_COUPON', discountId: 1, amount: 25.6 }],
    });
    expect(lineOf(mixed, products.serum30)).toMatchObject({ coupon_discount: 0, discounts: [] });
    expect(mixed).toMatchObject({
      total_before_discount: 494,
      coupon_discount: 25.6,
      total: 468.4,
      shipping_fee: 30,
    });
  });

  it('CASH30 takes HK$30 off from HK$200; below it the coupon stays, with the reason', async () => {
    const shopper = await freshShopper(shop);
    const { app } = shop;
    await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: products.colourBlack });
    // couponId may be the coupon's numeric id too (2 is CASH30 in the demo).
    const below = (await setCoupon(shopper, 2)).json<CartAnswer>();
    expect(below.coupon).toMatchObject({
      couponCode: 'CASH30',
      status: 'rejected',
      reason: 'COUPON_MIN_SPEND',
    });
    expect(below.total).toBe(128);
    const above = (
      await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: products.colourBlack })
    ).json<CartAnswer>();
    expect(above).toMatchObject({
      total_before_discount: 256,
      total: 226,
      coupon: { status: 'applied', amount: 30 },
    });
  });

  it('FREESHIP makes delivery free; deleting the coupon brings the fee back', async () => {
    const shopper = await freshShopper(shop);
    const { app } = shop;
    await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: products.colourBlack });
    expect((await getCart(app, shopper)).shipping_fee).toBe(30);
    const free = (await setCoupon(shopper, 'FREESHIP')).json<CartAnswer>();
    expect(free).toMatchObject({
      shipping_fee: 0,
      free_delivery: { discountId: 3, discountTitle: '免運費優惠' },
      coupon: { couponCode: 'FREESHIP', status: 'applied', discount: { discountType: 'FREE_DELIVERY' } },
      total: 128,
      order_total: 128,
    });
    const removed = (await post(app, '/shoppingCart/coupon/delete', shopper)).json<CartAnswer>();
    expect(removed).toMatchObject({ coupon: null, promotionCode: null, shipping_fee: 30, order_total: 158 });
  });

  it('GIFT2026 adds its free gift while it applies; removing the coupon removes the gift', async () => {
    const shopper = await freshShopper(shop);
    const { app } = shop;
    await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: products.colourBlack });
    const gifted = (await setCoupon(shopper, 'gift2026')).json<CartAnswer>();
    expect(gifted.coupon).toMatchObject({ couponCode: 'GIFT2026', status: 'applied' });
    expect(lineOf(gifted, products.travelSerum, 'giftCoupon')).toMatchObject({
      product_cart_product_id: null,
      quantity: 1,
      product_discount_price: 0,
      line_total: 0,
      is_gift: true,
      discounts: [{ discountType: 'GIFT_COUPON', discountId: 4 }],
    });
    expect(gifted).toMatchObject({ total: 128, quantity: 2, can_checkout: true });
    const removed = (await post(app, '/shoppingCart/coupon/delete', shopper)).json<CartAnswer>();
    expect(removed.productList.map((line) => line.product_id)).toEqual([products.colourBlack]);
  });

  it('refuses an expired or unknown code with 404 and keeps the coupon already set', async () => {
    const shopper = await freshShopper(shop);
    const { app } = shop;
    await post(app, '/shoppingCart/cartProduct/add', shopper, {
      productId: products.colourBlack,
      quantity: 2,
    });
    await setCoupon(shopper, 'CASH30');
    expect(expectError(await setCoupon(shopper, 'OLD2024'), 404, 'COUPON_EXPIRED')).toMatchObject({
      couponCode: 'OLD2024',
    });
    expectError(await setCoupon(shopper, 'NOSUCHCODE'), 404, 'COUPON_NOT_FOUND');
    expectError(await setCoupon(shopper, '   '), 400, 'VALIDATION_FAILED');
    expect((await getCart(app, shopper)).promotionCode).toBe('CASH30');
  });

  it('lets only VIP members redeem points, within the points they hold', async () => {
    const { app } = shop;
    const ordinary = await freshShopper(shop);
    const { redeemable } = products;
    const refused = await post(app, '/shoppingCart/cartProduct/usingPoint/add', ordinary, {
      productId: redeemable.productId,
      productPointId: redeemable.allPoints,
      quantity: 1,
    });
    expectError(refused, 403, 'POINTS_VIP_ONLY');
    expect((await getCart(app, ordinary)).productList).toEqual([]);

    const vip = await demoShopper(shop, 'vip');
    await waitForPoints(shop, vip.memberId, VIP_DEMO_POINTS);
    await post(app, '/shoppingCart/clean', vip);
    const redeemed = (
      await post(app, '/shoppingCart/cartProduct/usingPoint/add', vip, {
        productId: redeemable.productId,
        productPointId: redeemable.allPoints,
        quantity: 1,
      })
    ).json<CartAnswer>();
    expect(lineOf(redeemed, redeemable.productId, 'points')).toMatchObject({
      point: redeemable.point,
      product_point_id: redeemable.allPoints,
      product_discount_price: 0,
      line_total: 0,
    });
    expect(redeemed).toMatchObject({ point: redeemable.point, point_cash: 0, valid_point: VIP_DEMO_POINTS });

    const tooMany = await post(app, '/shoppingCart/cartProduct/usingPoint/add', vip, {
      productId: redeemable.productId,
      productPointId: redeemable.allPoints,
      quantity: 1,
    });
    expect(expectError(tooMany, 422, 'INSUFFICIENT_POINTS')).toEqual({
      required: redeemable.point * 2,
      available: VIP_DEMO_POINTS,
    });
    expectError(
      await post(app, '/shoppingCart/cartProduct/usingPoint/add', vip, {
        productId: redeemable.productId,
        productPointId: redeemable.halfPoints,
        quantity: 1,
      }),
      409,
      'POINTS_OPTION_CONFLICT',
    );
    expectError(
      await post(app, '/shoppingCart/cartProduct/usingPoint/add', vip, {
        productId: products.colourBlack,
        productPointId: redeemable.allPoints,
        quantity: 1,
      }),
      404,
      'PRODUCT_POINT_NOT_FOUND',
    );
    expect(lineOf(await getCart(app, vip), redeemable.productId, 'points')?.quantity).toBe(1);

    await post(app, '/shoppingCart/cartProduct/usingPoint/delete', vip, {
      productId: redeemable.productId,
      productPointId: redeemable.allPoints,
    });
    await post(app, '/shoppingCart/cartProduct/usingPoint/add', vip, {
      productId: redeemable.productId,
      productPointId: redeemable.halfPoints,
      quantity: 2,
    });
    await post(app, '/shoppingCart/cartProduct/add', vip, { productId: products.colourBlack });
    const minus = await post(app, '/shoppingCart/cartProduct/usingPoint/minus', vip, {
      productId: redeemable.productId,
      productPointId: redeemable.halfPoints,
      quantity: 1,
    });
    const half = minus.json<CartAnswer>();
    const halfLine = lineOf(half, redeemable.productId, 'points');
    expect(halfLine).toMatchObject({ quantity: 1, point: redeemable.halfPoint });
    expect(half.point).toBe(redeemable.halfPoint);
    expect(half.point_cash).toBe(halfLine?.line_total);
    expect(half.point_cash).toBeGreaterThan(0);
    // The points left after the redemption can pay part of the rest (HK$128 + the cash part): 200 points per HK$1.
    expect(half.usable_point).toBe(VIP_DEMO_POINTS - redeemable.halfPoint);
    expect(half.pointToCash).toBe((VIP_DEMO_POINTS - redeemable.halfPoint) / 200);
    expectError(
      await post(app, '/shoppingCart/cartProduct/usingPoint/minus', vip, {
        productId: redeemable.productId,
        productPointId: redeemable.halfPoints,
        quantity: 1,
      }),
      422,
      'QUANTITY_BELOW_MINIMUM',
    );
    await post(app, '/shoppingCart/clean', vip);
  });

  it('adds a GWP gift once the total reaches its threshold, at most one, and flags it when the total drops', async () => {
    const shopper = await freshShopper(shop);
    const { app } = shop;
    await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: products.colourBlack });
    expect(
      expectError(
        await post(app, '/shoppingCart/cartProduct/gwp/add', shopper, { discountId: 8 }),
        422,
        'GWP_NOT_ELIGIBLE',
      ),
    ).toMatchObject({ condition: 300, productTotal: 128 });

    await post(app, '/shoppingCart/cartProduct/add', shopper, {
      productId: products.colourBlack,
      quantity: 2,
    });
    const gifted = (
      await post(app, '/shoppingCart/cartProduct/gwp/add', shopper, { discountId: 8 })
    ).json<CartAnswer>();
    expect(lineOf(gifted, products.travelSerum, 'gwp')).toMatchObject({
      quantity: 1,
      discount_id: 8,
      line_total: 0,
      is_gift: true,
      discounts: [{ discountType: 'GWP', discountId: 8, amount: 58 }],
    });
    expect(gifted).toMatchObject({ total: 384, can_checkout: true });

    expectError(
      await post(app, '/shoppingCart/cartProduct/gwp/add', shopper, { discountId: 8 }),
      422,
      'ADD_ON_QUANTITY_EXCEEDED',
    );
    expectError(
      await post(app, '/shoppingCart/cartProduct/gwp/add', shopper, { discountId: 9, quantity: 2 }),
      422,
      'ADD_ON_QUANTITY_EXCEEDED',
    );
    expect(lineOf(await getCart(app, shopper), products.travelSerum, 'gwp')?.quantity).toBe(1);

    // The threshold is no longer met: the gift stays, flagged, and checkout is blocked until it goes.
    const dropped = (
      await post(app, '/shoppingCart/cartProduct/minus', shopper, {
        productId: products.colourBlack,
        quantity: 2,
      })
    ).json<CartAnswer>();
    expect(dropped.warnings).toContainEqual({
      code: 'GWP_NOT_ELIGIBLE',
      productId: products.travelSerum,
      discountId: 8,
    });
    expect(dropped.can_checkout).toBe(false);

    const removed = (
      await post(app, '/shoppingCart/cartProduct/gwp/add', shopper, { discountId: 8, quantity: 0 })
    ).json<CartAnswer>();
    expect(lineOf(removed, products.travelSerum, 'gwp')).toBeUndefined();
    expect(removed.can_checkout).toBe(true);
    expectError(
      await post(app, '/shoppingCart/cartProduct/gwp/delete', shopper, { discountId: 8 }),
      404,
      'CART_LINE_NOT_FOUND',
    );
    expectError(
      await post(app, '/shoppingCart/cartProduct/gwp/add', shopper, { discountId: 13 }),
      404,
      'DISCOUNT_NOT_FOUND',
    );
    expectError(
      await post(app, '/shoppingCart/cartProduct/gwp/add', shopper, { discountId: 424242 }),
      404,
      'DISCOUNT_NOT_FOUND',
    );
  });

  it('adds a PWP add-on at its add-on price only while a trigger product is in the cart', async () => {
    const shopper = await freshShopper(shop);
    const { app } = shop;
    await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: products.colourBlack });
    expectError(
      await post(app, '/shoppingCart/cartProduct/gwp/add', shopper, { discountId: 10 }),
      422,
      'PWP_NOT_ELIGIBLE',
    );

    await post(app, '/shoppingCart/cartProduct/add', shopper, { productId: products.hairSerum });
    const added = (
      await post(app, '/shoppingCart/cartProduct/gwp/add', shopper, { discountId: 10 })
    ).json<CartAnswer>();
    expect(lineOf(added, products.comb, 'pwp')).toMatchObject({
      quantity: 1,
      product_price: 88,
      product_discount_price: 38,
      line_total: 38,
      discounts: [{ discountType: 'PWP', discountId: 10, amount: 50 }],
    });
    expectError(
      await post(app, '/shoppingCart/cartProduct/gwp/add', shopper, {
        discountId: 10,
        productId: products.travelSerum,
      }),
      404,
      'ADD_ON_PRODUCT_NOT_FOUND',
    );
    const deleted = (
      await post(app, '/shoppingCart/cartProduct/gwp/delete', shopper, { discountId: 10 })
    ).json<CartAnswer>();
    expect(lineOf(deleted, products.comb, 'pwp')).toBeUndefined();
  });

  it('checks a guest’s add-on against the cart the browser holds, storing nothing', async () => {
    const { app } = shop;
    const cart = (quantity: number, extra: object[] = []) =>
      JSON.stringify([{ productId: products.colourBlack, quantity }, ...extra]);
    expectError(
      await post(app, '/shoppingCart/cartProduct/gwp/guestadd', null, {
        discountId: 8,
        productListJson: cart(2),
      }),
      422,
      'GWP_NOT_ELIGIBLE',
    );
    const earned = await post(app, '/shoppingCart/cartProduct/gwp/guestadd', null, {
      discountId: 8,
      productListJson: cart(3),
      couponCode: '',
    });
    expect(earned.statusCode).toBe(200);
    const addOn = earned.json<AddOnAnswer>();
    expect(addOn).toMatchObject({ discountId: 8, discountType: 'GWP', condition: 300 });
    expect(addOn.products).toEqual([
      expect.objectContaining({ product_id: products.travelSerum, kind: 'gwp', quantity: 1, line_total: 0 }),
    ]);
    // NEW10 brings HK$384 of regular goods to HK$345.60: still above HK$300.
    const withCoupon = await post(app, '/shoppingCart/cartProduct/gwp/guestadd', null, {
      discountId: 8,
      productListJson: cart(3),
      couponCode: 'NEW10',
    });
    expect(withCoupon.statusCode).toBe(200);
    expectError(
      await post(app, '/shoppingCart/cartProduct/gwp/guestadd', null, {
        discountId: 8,
        productListJson: cart(3, [{ productId: products.travelSerum, quantity: 1, discountId: 8 }]),
      }),
      422,
      'ADD_ON_QUANTITY_EXCEEDED',
    );
    expectError(
      await post(app, '/shoppingCart/cartProduct/gwp/guestadd', null, {
        discountId: 8,
        productListJson: cart(3),
        couponCode: 'FREESHIP',
      }),
      403,
      'COUPON_NOT_FOR_GUESTS',
    );
  });
});

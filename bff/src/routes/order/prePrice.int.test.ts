import type { PreAnswer } from '@shop/domain/cart/apiSchemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';
import {
  type DemoProducts,
  demoProducts,
  demoShopper,
  expectError,
  freshShopper,
  post,
  VIP_DEMO_POINTS,
  waitForPoints,
} from '../../testing/testShoppers.ts';

describe.each(testDatabases())('pre-pricing an order on $name', (leg) => {
  let shop: TestShop;
  let products: DemoProducts;
  beforeAll(async () => {
    shop = await startTestShop(leg);
    products = await demoProducts(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const guestPre = (
    lines: object[],
    fields: Record<string, string | number> = {},
    path = '/order/guest/pre',
  ) => post(shop.app, path, null, { productListJson: JSON.stringify(lines), ...fields });

  it('prices a guest cart with a discount coupon, on pre and pre2 alike', async () => {
    const lines = [
      { productId: products.colourBlack, quantity: 2 },
      { productId: products.serum30, quantity: 1, deliveryTimes: 2 },
    ];
    const pre = await guestPre(lines, { promotionCode: ' new10' });
    expect(pre.statusCode).toBe(200);
    const answer = pre.json<PreAnswer>();
    expect(answer).toMatchObject({
      productTotalBeforeDiscount: 494,
      couponDiscount: 25.6,
      productTotal: 468.4,
      promotionCode: 'NEW10',
      coupon: { couponCode: 'NEW10', status: 'applied', amount: 25.6 },
      quantity: 3,
      countryId: 6,
      shippingFee: 30,
      orderTotal: 498.4,
      pointsUsed: 0,
      pointsToEarn: 0,
      canCheckout: true,
      warnings: [],
    });
    expect(answer.orderProducts).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({
          productId: products.colourBlack,
          productPrice: 128,
          urlName: 'herbal-hair-colour-cream',
        }),
        quantity: 2,
        deliveryTimes: 1,
        discountList: [expect.objectContaining({ discountType: 'DISCOUNT_COUPON', amount: 25.6 })],
        lineTotal: 230.4,
      }),
      expect.objectContaining({
        product: expect.objectContaining({
          productId: products.serum30,
          productPrice: 298,
          productDiscountPrice: 238,
        }),
        quantity: 1,
        deliveryTimes: 2,
        discountList: [],
        lineTotal: 238,
      }),
    ]);
    const pre2 = await guestPre(lines, { promotionCode: 'NEW10' }, '/order/guest/pre2');
    expect(pre2.json()).toEqual(answer);
  });

  it('refuses guest-only-forbidden, expired and unknown codes', async () => {
    const lines = [{ productId: products.colourBlack, quantity: 1 }];
    expectError(await guestPre(lines, { promotionCode: 'FREESHIP' }), 403, 'COUPON_NOT_FOR_GUESTS');
    expectError(await guestPre(lines, { promotionCode: 'OLD2024' }), 404, 'COUPON_EXPIRED');
    expectError(await guestPre(lines, { promotionCode: 'WHAT' }), 404, 'COUPON_NOT_FOUND');
    expectError(await guestPre([{ productId: 99999999, quantity: 1 }]), 404, 'PRODUCT_NOT_FOUND');
    expectError(await guestPre([{ productId: products.colourBlack, quantity: 0 }]), 400, 'VALIDATION_FAILED');
    expectError(await guestPre(lines, { countryId: 999 }), 404, 'LOCATION_NOT_FOUND');
    expectError(await post(shop.app, '/order/guest/pre', null, {}), 400, 'VALIDATION_FAILED');
  });

  it('warns about stock and add-ons instead of refusing: the browser shows the out-of-stock pop-up', async () => {
    const over = (await guestPre([{ productId: products.serum30, quantity: 7 }])).json<PreAnswer>();
    expect(over.warnings).toEqual([
      { code: 'OUT_OF_STOCK', productId: products.serum30, inventory: 6, requiredNum: 7 },
    ]);
    expect(over.canCheckout).toBe(false);

    const withAddOn = (
      await guestPre([
        { productId: products.hairSerum, quantity: 1 },
        { productId: products.comb, quantity: 1, discountId: 10 },
      ])
    ).json<PreAnswer>();
    expect(withAddOn.orderProducts[1]).toMatchObject({ kind: 'pwp', price: 38, discountId: 10 });
    expect(withAddOn.canCheckout).toBe(true);
    const orphan = (
      await guestPre([{ productId: products.comb, quantity: 1, discountId: 10 }])
    ).json<PreAnswer>();
    expect(orphan.warnings).toContainEqual({
      code: 'PWP_NOT_ELIGIBLE',
      productId: products.comb,
      discountId: 10,
    });
  });

  it('ships to the country asked for', async () => {
    const lines = [{ productId: products.colourBlack, quantity: 5 }];
    expect((await guestPre(lines)).json()).toMatchObject({
      productTotal: 640,
      shippingFee: 0,
      orderTotal: 640,
    });
    expect((await guestPre(lines, { countryId: 11 })).json()).toMatchObject({
      countryId: 11,
      shippingFee: 30,
    });
    expect((await guestPre(lines, { countryId: 1 })).json()).toMatchObject({
      countryId: 1,
      shippingFee: 250,
      orderTotal: 890,
    });
  });

  it('prices a member’s cart with its coupon, or the products named (buy now)', async () => {
    const shopper = await freshShopper(shop);
    const { app } = shop;
    await post(app, '/shoppingCart/cartProduct/add', shopper, {
      productId: products.colourBlack,
      quantity: 2,
    });
    await post(app, '/shoppingCart/coupon/set', shopper, { couponId: 'CASH30' });

    const cart = await app.inject({ method: 'POST', url: '/api/order/member/pre', headers: shopper.headers });
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toMatchObject({
      productTotal: 226,
      promotionCode: 'CASH30',
      shippingFee: 30,
      orderTotal: 256,
    });

    const buyNow = await post(app, '/order/member/pre', shopper, {
      productId: products.fishOilBox,
      quantity: 2,
      deliveryTimes: 1,
      promotionCode: 'FREESHIP',
    });
    expect(buyNow.json()).toMatchObject({
      orderProducts: [
        expect.objectContaining({
          quantity: 2,
          product: expect.objectContaining({ productId: products.fishOilBox }),
        }),
      ],
      productTotal: 436,
      promotionCode: 'FREESHIP',
      shippingFee: 0,
      freeDelivery: { discountId: 3 },
    });
    const lines = `productId=${products.colourBlack}&quantity=1&productId=${products.fishOilBox}&quantity=3`;
    const several = await app.inject({
      method: 'POST',
      url: '/api/order/member/pre',
      headers: { ...shopper.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: lines,
    });
    expect(several.json()).toMatchObject({ productTotal: 128 + 3 * 218, quantity: 4 });
    expect((await post(app, '/order/member/pre', null, {})).statusCode).toBe(401);
    expectError(
      await post(app, '/order/member/pre', shopper, { promotionCode: 'OLD2024' }),
      404,
      'COUPON_EXPIRED',
    );
  });

  it('uses points as cash for VIP members only, within the rules', async () => {
    const vip = await demoShopper(shop, 'vip');
    await waitForPoints(shop, vip.memberId, VIP_DEMO_POINTS);
    const vipPre = (
      await post(shop.app, '/order/member/pre', vip, {
        productId: products.colourBlack,
        quantity: 1,
        point: 2001,
      })
    ).json<PreAnswer>();
    expect(vipPre).toMatchObject({
      productTotal: 128,
      pointsUsed: 2000,
      pointsCash: 10,
      shippingFee: 30,
      orderTotal: 148,
    });
    expect(vipPre.pointsToEarn).toBeGreaterThan(0);
    // At most HK$100 (20000 points), and never more than the member holds.
    const capped = (
      await post(shop.app, '/order/member/pre', vip, {
        productId: products.fishOilBox,
        quantity: 5,
        point: 50000,
      })
    ).json<PreAnswer>();
    expect(capped).toMatchObject({ pointsUsed: VIP_DEMO_POINTS, pointsCash: VIP_DEMO_POINTS / 200 });
    expect(capped.warnings).toContainEqual({
      code: 'POINTS_CAPPED',
      requested: 50000,
      used: VIP_DEMO_POINTS,
    });

    const ordinary = await freshShopper(shop);
    const refused = (
      await post(shop.app, '/order/member/pre', ordinary, {
        productId: products.colourBlack,
        quantity: 1,
        point: 2000,
      })
    ).json<PreAnswer>();
    expect(refused).toMatchObject({ pointsUsed: 0, pointsCash: 0, orderTotal: 158 });
  });
});

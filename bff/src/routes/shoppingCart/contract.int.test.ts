import {
  addOnAnswerSchema,
  cartAnswerSchema,
  couponAnswerSchema,
  preAnswerSchema,
  setContentAnswerSchema,
} from '@shop/domain/cart/apiSchemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases } from '../../db/testDatabases.ts';
import { expectContract } from '../../testing/testContract.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';
import { type DemoProducts, demoProducts, demoShopper, post } from '../../testing/testShoppers.ts';

/** Every cart, coupon, add-on and pre-pricing answer is what domain/src/cart/apiSchemas.ts allows. */
describe.each(testDatabases())('the cart answers by its contract, on $name', (leg) => {
  let shop: TestShop;
  let products: DemoProducts;
  beforeAll(async () => {
    shop = await startTestShop(leg);
    products = await demoProducts(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('the contract check refuses a field the contract does not name, and a wrong type', () => {
    const answer = { couponId: 1, couponCode: 'A', guestAllowed: true, discount: {} };
    expect(() => expectContract(couponAnswerSchema, answer)).toThrow();
    const cart = cartAnswerSchema.parse({
      productList: [],
      total: 0,
      total_before_discount: 0,
      coupon_discount: 0,
      quantity: 0,
      point: 0,
      point_cash: 0,
      coupon: null,
      promotionCode: null,
      pointToCash: 0,
      valid_point: 0,
      usable_point: 0,
      shipping_country_id: 6,
      shipping_fee: 0,
      free_delivery: null,
      order_total: 0,
      points_to_earn: 0,
      can_checkout: false,
      warnings: [],
    });
    expect(() => expectContract(cartAnswerSchema, { ...cart, secret: 'x' })).toThrow();
    expect(() => expectContract(cartAnswerSchema, { ...cart, total: '0' })).toThrow();
  });

  it('a VIP member cart with regular, points and add-on lines and a coupon', async () => {
    const vip = await demoShopper(shop, 'vip');
    const { app } = shop;
    const writes = [
      ['/shoppingCart/cartProduct/add', { productId: products.hairSerum, quantity: 2 }],
      ['/shoppingCart/cartProduct/add', { productId: products.serum30 }],
      [
        '/shoppingCart/cartProduct/usingPoint/add',
        {
          productId: products.redeemable.productId,
          productPointId: products.redeemable.allPoints,
          quantity: 1,
        },
      ],
      ['/shoppingCart/cartProduct/gwp/add', { discountId: 10 }],
      ['/shoppingCart/cartProduct/gwp/add', { discountId: 8 }],
      ['/shoppingCart/coupon/set', { couponCode: 'CASH30' }],
    ] as const;
    for (const [url, fields] of writes) {
      const response = await post(app, url, vip, fields);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      expectContract(cartAnswerSchema, response.json());
    }
    const cart = await app.inject({ method: 'GET', url: '/api/shoppingCart', headers: vip.headers });
    const kinds = cart.json().productList.map((line: { kind: string }) => line.kind);
    expect(kinds).toEqual(expect.arrayContaining(['regular', 'points', 'pwp', 'gwp']));
    expectContract(cartAnswerSchema, cart.json());

    const pre = await post(app, '/order/member/pre', vip, {});
    expect(pre.statusCode).toBe(200);
    expectContract(preAnswerSchema, pre.json());
  });

  it('a pushed guest cart, a coupon look-up, the add-on offers and a guest pricing', async () => {
    const { app } = shop;
    const ordinary = await demoShopper(shop, 'ordinary');
    const pushed = await post(app, '/shoppingCart/setContent', ordinary, {
      productListJson: JSON.stringify([{ productId: products.colourBlack, quantity: 1 }]),
      promotionCode: 'CASH30',
    });
    expect(pushed.statusCode).toBe(200);
    expectContract(setContentAnswerSchema, pushed.json());

    const coupon = await app.inject({ method: 'GET', url: '/api/coupon?couponCode=CASH30' });
    expect(coupon.statusCode).toBe(200);
    expectContract(couponAnswerSchema, coupon.json());

    const pwp = await app.inject({
      method: 'GET',
      url: `/api/discount/available_pwp?productId=${products.hairSerum}`,
    });
    const gwp = await app.inject({ method: 'GET', url: '/api/discount/available_gwp?price=2000' });
    for (const offers of [pwp, gwp]) {
      expect(offers.json().length).toBeGreaterThan(0);
      expectContract(z.array(addOnAnswerSchema), offers.json());
    }

    const guest = await post(app, '/order/guest/pre', null, {
      productListJson: JSON.stringify([{ productId: products.serum30, quantity: 2 }]),
      promotionCode: 'CASH30',
    });
    expect(guest.statusCode).toBe(200);
    expectContract(preAnswerSchema, guest.json());
  });
});

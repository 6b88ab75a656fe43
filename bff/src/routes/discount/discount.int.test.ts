import type { AddOnAnswer } from '@shop/domain/cart/apiSchemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';
import { type DemoProducts, demoProducts, demoShopper, expectError } from '../../testing/testShoppers.ts';

describe.each(testDatabases())('discounts without a code on $name', (leg) => {
  let shop: TestShop;
  let products: DemoProducts;
  beforeAll(async () => {
    shop = await startTestShop(leg);
    products = await demoProducts(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'GET', url: `/api${url}`, headers });

  it('answers null while no site-wide free delivery is active, and the discount while one is', async () => {
    const none = await get('/discount/freeDelivery');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();

    await shop.db.query('update discounts set status = 1 where discount_id = 13');
    try {
      const vip = await demoShopper(shop, 'vip');
      for (const headers of [{}, vip.headers]) {
        expect((await get('/discount/freeDelivery', headers)).json()).toMatchObject({
          discountId: 13,
          discountType: 'FREE_DELIVERY',
          discountTitle: '週年慶全單免運費（未啟用）',
          validTo: expect.any(String),
        });
      }
      // Once its window has closed it is no longer offered.
      const now = shop.clock.now();
      shop.clock.set(new Date(now.getTime() + 400 * 86_400_000));
      try {
        expect((await get('/discount/freeDelivery')).json()).toBeNull();
      } finally {
        shop.clock.set(now);
      }
    } finally {
      await shop.db.query('update discounts set status = 0 where discount_id = 13');
    }
  });

  it('lists the gifts a total has earned, from each threshold up', async () => {
    const gifts = async (price: string) => {
      const response = await get(`/discount/available_gwp?price=${price}`);
      expect(response.statusCode).toBe(200);
      return response.json<AddOnAnswer[]>();
    };
    expect(await gifts('299.99')).toEqual([]);
    const at300 = await gifts('300');
    expect(at300.map((gift) => gift.discountId)).toEqual([8]);
    expect(at300[0]).toMatchObject({
      discountType: 'GWP',
      condition: 300,
      discountPrice: 0,
      products: [
        expect.objectContaining({
          product_id: products.travelSerum,
          kind: 'gwp',
          quantity: 1,
          line_total: 0,
        }),
      ],
    });
    expect((await gifts('799.99')).map((gift) => gift.discountId)).toEqual([8]);
    expect((await gifts('800.00')).map((gift) => gift.discountId)).toEqual([8, 9]);
    expectError(await get('/discount/available_gwp?price=abc'), 400, 'VALIDATION_FAILED');
    expectError(await get('/discount/available_gwp?price=-1'), 400, 'VALIDATION_FAILED');
    expectError(await get('/discount/available_gwp'), 400, 'VALIDATION_FAILED');
  });

  it('lists the add-ons offered for the products named', async () => {
    const offered = await get(
      `/discount/available_pwp?productId=${products.colourBlack}&productId=${products.hairSerum}`,
    );
    expect(offered.statusCode).toBe(200);
    const [comb, ...others] = offered.json<AddOnAnswer[]>();
    expect(others).toEqual([]);
    expect(comb).toMatchObject({
      discountId: 10,
      discountType: 'PWP',
      discountPrice: 38,
      triggerProductIds: [products.hairSerum],
      products: [
        expect.objectContaining({ product_id: products.comb, product_price: 88, product_discount_price: 38 }),
      ],
    });
    expect((await get(`/discount/available_pwp?productId=${products.colourBlack}`)).json()).toEqual([]);
    expect((await get('/discount/available_pwp')).json()).toEqual([]);
    expectError(await get('/discount/available_pwp?productId=x'), 400, 'VALIDATION_FAILED');
  });
});

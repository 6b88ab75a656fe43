import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';
import { expectError } from '../../testing/testShoppers.ts';

describe.each(testDatabases())('shipping quote on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const quote = (countryId: number | string, total: string) =>
    shop.app.inject({ method: 'GET', url: `/api/shipping/quote?countryId=${countryId}&total=${total}` });

  it('charges Hong Kong HK$30 below HK$500.00 and nothing from it; Macau HK$30; elsewhere HK$250', async () => {
    const cases: [number, string, number][] = [
      [6, '0', 30],
      [6, '499.99', 30],
      [6, '500', 0],
      [6, '500.00', 0],
      [6, '12000', 0],
      [11, '499.99', 30],
      [11, '5000', 30],
      [1, '499.99', 250],
      [1, '5000', 250],
    ];
    for (const [countryId, total, fee] of cases) {
      const response = await quote(countryId, total);
      expect({ countryId, total, status: response.statusCode, body: response.json() }).toEqual({
        countryId,
        total,
        status: 200,
        body: { shipping_fee: fee, discount: null },
      });
    }
  });

  it('waives the fee while a site-wide free delivery is active, and names it', async () => {
    await shop.db.query('update discounts set status = 1 where discount_id = 13');
    try {
      expect((await quote(1, '10')).json()).toEqual({
        shipping_fee: 0,
        discount: { discountId: 13, discountTitle: '週年慶全單免運費（未啟用）' },
      });
      // Nothing to waive: no discount named.
      expect((await quote(6, '600')).json()).toEqual({ shipping_fee: 0, discount: null });
    } finally {
      await shop.db.query('update discounts set status = 0 where discount_id = 13');
    }
  });

  it('refuses an unknown country and a malformed total', async () => {
    expectError(await quote(999, '10'), 404, 'LOCATION_NOT_FOUND');
    expectError(await quote(6, '-1'), 400, 'VALIDATION_FAILED');
    expectError(await quote(6, '1.234'), 400, 'VALIDATION_FAILED');
    expectError(await quote(6, ''), 400, 'VALIDATION_FAILED');
    expectError(await quote('hk', '10'), 400, 'VALIDATION_FAILED');
  });
});

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

  it('lists the SF lockers and stations by area, Hong Kong before Macau, Macau ids starting H853 in country 11', async () => {
    for (const path of ['sfLocker', 'sfStation']) {
      const response = await shop.app.inject({ method: 'GET', url: `/api/shipping/${path}` });
      expect(response.statusCode).toBe(200);
      const areas = response.json<{ area: string; points: { countryId: number; address: string }[] }[]>();
      expect(areas.length).toBeGreaterThan(2);
      const points = areas.flatMap((area) => area.points.map((point) => ({ ...point, area: area.area })));
      const id = (point: object) => Object.values(point)[0] as string;
      for (const point of points) expect(point.countryId).toBe(id(point).startsWith('H853') ? 11 : 6);
      expect(points.map((point) => point.countryId)).toEqual(
        [...points.map((point) => point.countryId)].sort((a, b) => a - b),
      );
      expect(new Set(areas.map((area) => area.area)).size).toBe(areas.length);
    }
  });

  it('resolves one locker (its address) and one station (its name); an unknown or malformed id is a 4xx', async () => {
    const locker = await shop.app.inject({ method: 'GET', url: '/api/shipping/sfLocker/H853MO001' });
    expect(locker.json()).toEqual({
      sfLockerId: 'H853MO001',
      address: '澳門新馬路示範大廈地下智能櫃',
      countryId: 11,
    });
    const station = await shop.app.inject({ method: 'GET', url: '/api/shipping/sfStation/H852S001' });
    expect(station.json()).toMatchObject({
      sfStationCode: 'H852S001',
      sfStationName: '順豐站（上環）',
      countryId: 6,
    });
    expectError(
      await shop.app.inject({ method: 'GET', url: '/api/shipping/sfLocker/H852XX999' }),
      404,
      'SF_LOCKER_NOT_FOUND',
    );
    expectError(
      await shop.app.inject({ method: 'GET', url: '/api/shipping/sfStation/H852S999' }),
      404,
      'SF_STATION_NOT_FOUND',
    );
    expectError(
      await shop.app.inject({ method: 'GET', url: '/api/shipping/sfLocker/%3Bdrop' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

import type { CouponAnswer } from '@shop/domain/cart/apiSchemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';
import { demoShopper, expectError, type Shopper } from '../../testing/testShoppers.ts';

describe.each(testDatabases())('coupons on $name', (leg) => {
  let shop: TestShop;
  let ordinary: Shopper;
  let vip: Shopper;
  beforeAll(async () => {
    shop = await startTestShop(leg);
    ordinary = await demoShopper(shop, 'ordinary');
    vip = await demoShopper(shop, 'vip');
  });
  afterAll(async () => {
    await shop?.close();
  });

  const lookUp = (code: string, shopper?: Shopper) =>
    shop.app.inject({
      method: 'GET',
      url: `/api/coupon/?couponCode=${encodeURIComponent(code)}`,
      ...(shopper ? { headers: shopper.headers } : {}),
    });

  it('finds a code trimmed and in any case, with its discount', async () => {
    const response = await lookUp('  new10 ');
    expect(response.statusCode).toBe(200);
    expect(response.json<CouponAnswer>()).toMatchObject({
      couponCode: 'NEW10',
      guestAllowed: true,
      discount: {
        discountId: 1,
        discountTitle: '新會員首購正價貨品九折',
        discountType: 'DISCOUNT_COUPON',
        actionType: '*',
        actionValue: 0.9,
        regularPriceOnly: true,
        displayProducts: [],
        minimumSpend: null,
      },
    });
    expect((await lookUp('Cash30')).json()).toMatchObject({
      couponCode: 'CASH30',
      discount: { discountType: 'CASH_COUPON', actionType: '-', actionValue: 30, minimumSpend: 200 },
    });
    const noSlash = await shop.app.inject({ method: 'GET', url: '/api/coupon?couponCode=BOOK15' });
    expect(noSlash.json()).toMatchObject({
      couponCode: 'BOOK15',
      discount: { displayProducts: expect.any(Array) },
    });
  });

  it('lets a guest use only cash and discount coupons; members may use the others', async () => {
    expect(expectError(await lookUp('FREESHIP'), 403, 'COUPON_NOT_FOR_GUESTS')).toMatchObject({
      discountType: 'FREE_DELIVERY',
    });
    expectError(await lookUp('GIFT2026'), 403, 'COUPON_NOT_FOR_GUESTS');
    const member = await lookUp('freeship', ordinary);
    expect(member.statusCode).toBe(200);
    expect(member.json()).toMatchObject({ guestAllowed: false, discount: { discountType: 'FREE_DELIVERY' } });
    expect((await lookUp('GIFT2026', vip)).json()).toMatchObject({
      discount: { giftProducts: [expect.any(Number)] },
    });
  });

  it('answers 404 for expired, unknown and not-yet-valid codes, 400 for none, 401 for a bad token', async () => {
    expect(expectError(await lookUp('OLD2024'), 404, 'COUPON_EXPIRED')).toMatchObject({
      couponCode: 'OLD2024',
    });
    expectError(await lookUp('OLD2024', vip), 404, 'COUPON_EXPIRED');
    expectError(await lookUp('NOPE'), 404, 'COUPON_NOT_FOUND');
    expectError(await shop.app.inject({ method: 'GET', url: '/api/coupon/' }), 400, 'VALIDATION_FAILED');
    expectError(await lookUp(' '), 400, 'VALIDATION_FAILED');
    const badToken = await shop.app.inject({
      method: 'GET',
      url: '/api/coupon/?couponCode=NEW10',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(badToken.statusCode).toBe(401);

    const now = shop.clock.now();
    shop.clock.set(new Date(now.getTime() - 60 * 86_400_000));
    try {
      expectError(await lookUp('NEW10'), 404, 'COUPON_NOT_YET_VALID');
    } finally {
      shop.clock.set(now);
    }
  });

  it('lists the caller’s own usable coupons', async () => {
    const listOf = async (shopper: Shopper) => {
      const response = await shop.app.inject({
        method: 'GET',
        url: '/api/coupon/available',
        headers: shopper.headers,
      });
      expect(response.statusCode).toBe(200);
      return response
        .json<CouponAnswer[]>()
        .map((coupon) => [coupon.couponCode, coupon.discount.discountTitle]);
    };
    // An expired coupon in the wallet is not offered.
    await shop.db.query(
      `insert into member_coupons (member_id, coupon_id) select $1, coupon_id from coupons where coupon_code = 'OLD2024'`,
      [ordinary.memberId],
    );
    expect(await listOf(ordinary)).toEqual([
      ['NEW10', '新會員首購正價貨品九折'],
      ['CASH30', '滿HK$200減HK$30'],
    ]);
    expect((await listOf(vip)).map(([code]) => code)).toEqual(['CASH30', 'FREESHIP', 'GIFT2026']);
    expect((await shop.app.inject({ method: 'GET', url: '/api/coupon/available' })).statusCode).toBe(401);
  });
});

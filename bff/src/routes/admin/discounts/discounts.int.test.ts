import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

// The test clock stands at 2026-11-21 10:00 Hong Kong time.
const couponForm = (overrides: object = {}) => ({
  discountType: 'DISCOUNT_COUPON',
  titleChi: '聖誕八五折',
  titleEng: 'Christmas 15% off',
  couponCode: 'xmas-85',
  rate: '0.85',
  validFrom: '2026-11-01T00:00',
  validTo: '2026-12-31T23:59',
  ...overrides,
});

for (const leg of testDatabases()) {
  describe(`the discounts section on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    const { call } = office;
    let productIds: number[];
    beforeAll(async () => {
      const { rows } = await office.shop.db.query<{ product_id: number }>(
        'select product_id from products order by product_id limit 3',
      );
      productIds = rows.map((row) => Number(row.product_id));
    });

    const counts = async () =>
      (
        await office.shop.db.query(
          `select (select count(*) from discounts) as discounts, (select count(*) from coupons) as coupons,
             (select count(*) from discount_items) as items, (select count(*) from admin_audit) as audit`,
        )
      ).rows[0];

    it('creates a rate coupon in Hong Kong time that a guest can use at once, listed, audited', async () => {
      const created = await call('POST', '/api/admin/discounts', office.owner, couponForm());
      expect(created.statusCode).toBe(200);
      const discount = created.json();
      expect(discount).toMatchObject({
        couponCode: 'XMAS-85',
        rate: 0.85,
        amountCents: null,
        state: 'active',
        // 00:00 and 23:59 in Hong Kong are 16:00 and 15:59 UTC the day before.
        validFrom: '2026-10-31T16:00:00.000Z',
        validTo: '2026-12-31T15:59:00.000Z',
      });

      const coupon = await office.shop.app.inject({ url: '/api/coupon?couponCode=Xmas-85' });
      expect(coupon.statusCode).toBe(200);
      expect(coupon.json()).toMatchObject({
        couponCode: 'XMAS-85',
        guestAllowed: true,
        discount: { discountType: 'DISCOUNT_COUPON', actionType: '*', actionValue: 0.85 },
      });

      const list = await call('GET', '/api/admin/discounts?q=xmas&state=active');
      expect(list.json()).toMatchObject({ total: 1, items: [{ discountId: discount.discountId }] });
      const audit = await call('GET', `/api/admin/audit?section=discounts&entityId=${discount.discountId}`);
      expect(audit.json().items[0]).toMatchObject({
        action: 'discount.created',
        before: null,
        after: { couponCode: 'XMAS-85', rate: 0.85 },
      });
    });

    it('refuses rate 0 and 1, a bad window, a duplicate code in any case and an unknown product', async () => {
      const before = await counts();
      const refusals: [object, number, string, string?][] = [
        [couponForm({ couponCode: 'RATE0', rate: '0' }), 400, 'VALIDATION_FAILED', 'rate'],
        [couponForm({ couponCode: 'RATE1', rate: 1 }), 400, 'VALIDATION_FAILED', 'rate'],
        [couponForm({ couponCode: 'RATE3D', rate: '0.855' }), 400, 'VALIDATION_FAILED', 'rate'],
        [
          couponForm({ couponCode: 'WINDOW', validTo: '2026-11-01T00:00' }),
          400,
          'VALIDATION_FAILED',
          'validTo',
        ],
        [couponForm({ couponCode: 'cash30' }), 409, 'COUPON_CODE_TAKEN'],
        [couponForm({ couponCode: ' xmas-85 ' }), 409, 'COUPON_CODE_TAKEN'],
        [
          {
            discountType: 'GWP',
            titleChi: '贈品',
            titleEng: 'Gift',
            minSpend: '500',
            items: [{ productId: 987654 }],
          },
          422,
          'PRODUCT_NOT_FOUND',
        ],
        [
          { discountType: 'GWP', titleChi: '贈品', titleEng: 'Gift', couponCode: 'GIFTME', minSpend: '500' },
          400,
          'VALIDATION_FAILED',
          'couponCode',
        ],
        [
          couponForm({ discountType: 'CASH_COUPON', couponCode: 'CENTS', amount: '12.345' }),
          400,
          'VALIDATION_FAILED',
          'amount',
        ],
      ];
      for (const [payload, status, code, field] of refusals) {
        const response = await call('POST', '/api/admin/discounts', office.owner, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().error.code).toBe(code);
        if (field)
          expect(response.json().error.details.fields.map((f: { field: string }) => f.field)).toContain(
            field,
          );
      }
      expect(await counts()).toEqual(before);
    });

    it('keeps cash amounts to the cent, and a members-only coupon away from guests', async () => {
      const created = await call(
        'POST',
        '/api/admin/discounts',
        office.owner,
        couponForm({
          discountType: 'CASH_COUPON',
          couponCode: 'MEMBER12',
          rate: undefined,
          amount: '12.50',
          membersOnly: true,
        }),
      );
      expect(created.json()).toMatchObject({ amountCents: 1250, rate: null, membersOnly: true });
      const guest = await office.shop.app.inject({ url: '/api/coupon?couponCode=member12' });
      expect(guest.statusCode).toBe(403);
      expect(guest.json().error.code).toBe('COUPON_NOT_FOR_GUESTS');
    });

    it('lists an upcoming coupon as upcoming and refuses it until an edit opens its window', async () => {
      const created = await call(
        'POST',
        '/api/admin/discounts',
        office.owner,
        couponForm({ couponCode: 'NEWYEAR', validFrom: '2027-01-01T00:00', validTo: '2027-01-31T23:59' }),
      );
      const { discountId } = created.json();
      expect(created.json().state).toBe('upcoming');
      expect((await call('GET', '/api/admin/discounts?state=upcoming')).json().items).toEqual([
        expect.objectContaining({ couponCode: 'NEWYEAR' }),
      ]);
      const early = await office.shop.app.inject({ url: '/api/coupon?couponCode=NEWYEAR' });
      expect(early.json().error.code).toBe('COUPON_NOT_YET_VALID');

      const edited = await call(
        'PATCH',
        `/api/admin/discounts/${discountId}`,
        office.owner,
        couponForm({
          couponCode: 'NEWYEAR',
          rate: '0.7',
          validFrom: '2026-11-21T09:00',
          validTo: '2027-01-31T23:59',
        }),
      );
      expect(edited.json()).toMatchObject({ state: 'active', rate: 0.7 });
      const now = await office.shop.app.inject({ url: '/api/coupon?couponCode=NEWYEAR' });
      expect(now.json().discount.actionValue).toBe(0.7);
    });

    it('deactivates a coupon at once, and keeps a discount to its type', async () => {
      const created = await call(
        'POST',
        '/api/admin/discounts',
        office.owner,
        couponForm({ couponCode: 'SHORTLIVED' }),
      );
      const { discountId } = created.json();
      const retyped = await call(
        'PATCH',
        `/api/admin/discounts/${discountId}`,
        office.owner,
        couponForm({ discountType: 'CASH_COUPON', couponCode: 'SHORTLIVED', amount: '10' }),
      );
      expect(retyped.statusCode).toBe(409);
      expect(retyped.json().error.code).toBe('DISCOUNT_TYPE_FIXED');

      const off = await call(
        'PATCH',
        `/api/admin/discounts/${discountId}`,
        office.owner,
        couponForm({ couponCode: 'SHORTLIVED', active: false }),
      );
      expect(off.json()).toMatchObject({ state: 'inactive', active: false });
      const coupon = await office.shop.app.inject({ url: '/api/coupon?couponCode=SHORTLIVED' });
      expect(coupon.statusCode).toBe(404);
      const audit = await call('GET', `/api/admin/audit?section=discounts&entityId=${discountId}`);
      expect(audit.json().items[0]).toMatchObject({
        action: 'discount.deactivated',
        before: { active: true },
        after: { active: false },
      });
    });

    it('offers a new GWP gift and a PWP add-on on the storefront right away', async () => {
      const [gift, addOn, trigger] = productIds as [number, number, number];
      const gwp = await call('POST', '/api/admin/discounts', office.owner, {
        discountType: 'GWP',
        titleChi: '滿$1234送禮品',
        titleEng: 'Gift over HK$1,234',
        minSpend: '1234',
        items: [{ productId: gift }],
      });
      expect(gwp.statusCode).toBe(200);
      const offered = await office.shop.app.inject({ url: '/api/discount/available_gwp?price=1234' });
      expect(offered.json().map((d: { discountId: number }) => d.discountId)).toContain(
        gwp.json().discountId,
      );
      const below = await office.shop.app.inject({ url: '/api/discount/available_gwp?price=1233.99' });
      expect(below.json().map((d: { discountId: number }) => d.discountId)).not.toContain(
        gwp.json().discountId,
      );

      const pwp = await call('POST', '/api/admin/discounts', office.owner, {
        discountType: 'PWP',
        titleChi: '加$49.90換購',
        titleEng: 'Add one for HK$49.90',
        items: [{ productId: addOn, price: '49.90' }],
        triggerProductIds: [trigger],
      });
      expect(pwp.json()).toMatchObject({ items: [{ productId: addOn, priceCents: 4990, quantity: 1 }] });
      const add = await office.shop.app.inject({ url: `/api/discount/available_pwp?productId=${trigger}` });
      expect(add.json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ discountId: pwp.json().discountId })]),
      );
    });

    it('lets a read-only role look but not change', async () => {
      const reader = await staffWith(office.shop, { discounts: 'read' });
      const gwp = await call('GET', '/api/admin/discounts?type=GWP', reader.token);
      expect(gwp.statusCode).toBe(200);
      // The seed's two GWP and the one made above.
      expect(gwp.json().total).toBe(3);
      expect((await call('GET', '/api/admin/discounts', reader.token)).json().total).toBeGreaterThan(10);
      const refused = await call(
        'POST',
        '/api/admin/discounts',
        reader.token,
        couponForm({ couponCode: 'NOPE' }),
      );
      expect(refused.statusCode).toBe(403);
    });

    it('keeps several items in the order given, and a gift free whatever price the form sent', async () => {
      const [first, second, trigger] = productIds as [number, number, number];
      const pwp = await call('POST', '/api/admin/discounts', office.owner, {
        discountType: 'PWP',
        titleChi: '兩件換購',
        titleEng: 'Two add-ons',
        items: [
          { productId: second, price: '10.50', quantity: 2 },
          { productId: first, price: '20' },
        ],
        triggerProductIds: [trigger],
      });
      expect(pwp.statusCode).toBe(200);
      expect(pwp.json().items).toEqual([
        { productId: second, priceCents: 1050, quantity: 2 },
        { productId: first, priceCents: 2000, quantity: 1 },
      ]);

      const gwp = await call('POST', '/api/admin/discounts', office.owner, {
        discountType: 'GWP',
        titleChi: '滿$500送兩件',
        titleEng: 'Two gifts over HK$500',
        minSpend: '500',
        items: [{ productId: first, price: '30' }, { productId: second }],
      });
      expect(gwp.statusCode).toBe(200);
      expect(gwp.json().items).toEqual([
        { productId: first, priceCents: 0, quantity: 1 },
        { productId: second, priceCents: 0, quantity: 1 },
      ]);
    });
  });
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASH30, coupon, FREESHIP, line, NEW10, NOW, regularLine } from '../pricing/pricingFixtures.ts';
import { applyCoupon } from './applyCoupon.ts';
import { couponDiscountSchema } from './discountTypes.ts';

const member = { now: NOW, shopperLevel: 'member' } as const;
const guest = { now: NOW, shopperLevel: 'guest' } as const;

// HK$298 × 2 (regular), HK$149.50 offer of a HK$200 bundle, HK$88.80 × 1 (regular).
const mixedCart = [
  regularLine({ productId: 1, unitPrice: 29800, quantity: 2 }),
  regularLine({ productId: 2, unitPrice: 20000, discountPrice: 14950 }),
  regularLine({ productId: 3, unitPrice: 8880 }),
];

describe('applyCoupon', () => {
  it('NEW10 takes 10 % off regular-priced goods only, never offer lines', () => {
    const outcome = applyCoupon(NEW10, mixedCart, member);
    // Regular goods: 596.00 + 88.80 = 684.80; 90 % of it is 616.32; the discount is 68.48.
    expect(outcome).toMatchObject({ status: 'applied', eligibleTotal: 68480, discount: 6848 });
    // Spread in proportion: 68.48 × 596/684.80 = 59.60 and 68.48 × 88.80/684.80 = 8.88.
    expect(outcome.status === 'applied' && outcome.lineDiscounts).toEqual([5960, 0, 888]);
  });

  it('NEW10 on offer bundles alone finds nothing to discount', () => {
    const offersOnly = [regularLine({ productId: 2, unitPrice: 20000, discountPrice: 14950 })];
    expect(applyCoupon(NEW10, offersOnly, member)).toMatchObject({
      status: 'rejected',
      code: 'COUPON_NOT_APPLICABLE',
    });
  });

  describe('a first-purchase coupon (NEW10 held to the first paid order)', () => {
    const firstPurchase = coupon('NEW10', { ...NEW10.discount, firstPurchaseOnly: true });

    it('applies while the member has no paid order', () => {
      expect(applyCoupon(firstPurchase, mixedCart, { ...member, paidOrderCount: 0 })).toMatchObject({
        status: 'applied',
        discount: 6848,
      });
    });

    it('is refused after a paid order, and when the count is unknown', () => {
      for (const paidOrderCount of [1, 7, undefined]) {
        expect(applyCoupon(firstPurchase, mixedCart, { ...member, paidOrderCount })).toMatchObject({
          status: 'rejected',
          code: 'COUPON_FIRST_PURCHASE_ONLY',
        });
      }
    });

    it('leaves other coupons alone whatever the count', () => {
      expect(applyCoupon(NEW10, mixedCart, { ...member, paidOrderCount: 3 })).toMatchObject({
        status: 'applied',
      });
    });
  });

  it('CASH30 takes HK$30 off all goods, spread in proportion', () => {
    const cart = [
      regularLine({ productId: 1, unitPrice: 29800 }),
      regularLine({ productId: 2, unitPrice: 20000, discountPrice: 14950 }),
    ];
    const outcome = applyCoupon(CASH30, cart, guest);
    // 30 × 298/447.50 = 19.9776… and 30 × 149.50/447.50 = 10.0223…: the last cent goes to the first line.
    expect(outcome).toMatchObject({ status: 'applied', eligibleTotal: 44750, discount: 3000 });
    expect(outcome.status === 'applied' && outcome.lineDiscounts).toEqual([1998, 1002]);
  });

  it('never takes more than the goods it covers', () => {
    const outcome = applyCoupon(CASH30, [regularLine({ productId: 1, unitPrice: 2000 })], member);
    expect(outcome).toMatchObject({ status: 'applied', discount: 2000 });
  });

  it('skips gifts, add-ons and points redemptions', () => {
    const cart = [
      line({ kind: 'gwp', productId: 7, unitPrice: 5000 }),
      line({ kind: 'pwp', productId: 8, unitPrice: 5000, discountPrice: 1000 }),
      line({ kind: 'points', productId: 9, unitPrice: 5000, productPointId: 1, point: 2000, money: 1000 }),
    ];
    expect(applyCoupon(CASH30, cart, member)).toMatchObject({ code: 'COUPON_NOT_APPLICABLE' });
  });

  it('matches only the display products it names', () => {
    const forProduct103 = coupon('ONLY103', {
      discountType: 'CASH_COUPON',
      actionType: '-',
      actionValue: 10,
      displayProductIds: [103],
    });
    const outcome = applyCoupon(forProduct103, mixedCart, member);
    expect(outcome.status === 'applied' && outcome.lineDiscounts).toEqual([0, 0, 1000]);

    const forMissing = coupon('ELSEWHERE', {
      discountType: 'CASH_COUPON',
      actionType: '-',
      actionValue: 10,
      displayProductIds: [999],
    });
    expect(applyCoupon(forMissing, mixedCart, member)).toMatchObject({
      status: 'rejected',
      code: 'COUPON_NOT_APPLICABLE',
    });
  });

  it('lets a guest use only cash and discount coupons', () => {
    const cart = [regularLine({ productId: 1, unitPrice: 29800 })];
    expect(applyCoupon(FREESHIP, cart, guest)).toMatchObject({
      status: 'rejected',
      code: 'COUPON_NOT_FOR_GUESTS',
    });
    const gift = coupon('GIFT', { discountType: 'GIFT_COUPON', actionType: '-', actionValue: 0 });
    expect(applyCoupon(gift, cart, guest)).toMatchObject({ code: 'COUPON_NOT_FOR_GUESTS' });
    expect(applyCoupon(FREESHIP, cart, member)).toMatchObject({
      status: 'applied',
      discount: 0,
      freeDelivery: true,
    });
    expect(applyCoupon(NEW10, cart, guest)).toMatchObject({ status: 'applied', discount: 2980 });
  });

  it('checks the validity window against now, both ends inclusive', () => {
    const window = coupon('MARCH', {
      discountType: 'CASH_COUPON',
      actionType: '-',
      actionValue: 30,
      validFrom: '2025-03-01T00:00:00+08:00',
      validTo: '2025-03-31T23:59:59+08:00',
    });
    const cart = [regularLine({ productId: 1, unitPrice: 29800 })];
    const at = (iso: string) => applyCoupon(window, cart, { now: new Date(iso), shopperLevel: 'member' });
    expect(at('2025-02-28T23:59:59+08:00')).toMatchObject({ code: 'COUPON_NOT_YET_VALID' });
    expect(at('2025-03-01T00:00:00+08:00')).toMatchObject({ status: 'applied' });
    expect(at('2025-03-31T23:59:59+08:00')).toMatchObject({ status: 'applied' });
    expect(at('2025-04-01T00:00:00+08:00')).toMatchObject({ status: 'rejected', code: 'COUPON_EXPIRED' });
  });

  it('requires the minimum spend on the goods it covers', () => {
    const min500 = coupon('MIN500', {
      discountType: 'CASH_COUPON',
      actionType: '-',
      actionValue: 50,
      minimumSpend: 50000,
      regularPriceOnly: true,
    });
    // Regular goods 684.80 reach HK$500; the offer line would not count anyway.
    expect(applyCoupon(min500, mixedCart, member)).toMatchObject({ status: 'applied', discount: 5000 });
    const small = [regularLine({ productId: 1, unitPrice: 49999 })];
    expect(applyCoupon(min500, small, member)).toMatchObject({ code: 'COUPON_MIN_SPEND' });
  });

  it("rejects a '*' rate above 1 at the schema", () => {
    const result = couponDiscountSchema.safeParse({
      discountId: 1,
      discountTitle: 'bad',
      discountType: 'DISCOUNT_COUPON',
      actionType: '*',
      actionValue: 1.1,
    });
    expect(result.success).toBe(false);
  });

  it('a rate coupon takes eligible − round-half-up(eligible × rate), spread without exceeding any line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 1, max: 20 })), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 0, max: 100 }),
        (prices, percentPaid) => {
          const cart = prices.map(([unitPrice, quantity], index) =>
            regularLine({ productId: index + 1, unitPrice, quantity, inventory: 100 }),
          );
          const rate = coupon('RATE', {
            discountType: 'DISCOUNT_COUPON',
            actionType: '*',
            actionValue: percentPaid / 100,
          });
          const outcome = applyCoupon(rate, cart, member);
          const eligible = prices.reduce((sum, [unitPrice, quantity]) => sum + unitPrice * quantity, 0);
          const paid = Math.floor((eligible * percentPaid + 50) / 100);
          expect(outcome.status).toBe('applied');
          if (outcome.status !== 'applied') return;
          expect(outcome.discount).toBe(eligible - paid);
          expect(outcome.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(outcome.discount);
          outcome.lineDiscounts.forEach((discount, index) => {
            const [unitPrice = 0, quantity = 0] = prices[index] ?? [];
            expect(discount).toBeGreaterThanOrEqual(0);
            expect(discount).toBeLessThanOrEqual(unitPrice * quantity);
          });
        },
      ),
    );
  });
});

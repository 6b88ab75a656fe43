import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartLine, cartLineSchema } from '../cart/cartTypes.ts';
import { type Coupon, couponSchema } from '../coupons/discountTypes.ts';
import { type PricingContext, priceCart } from './priceCart.ts';

const productIds = fc.integer({ min: 1, max: 6 });

const lineArbitrary: fc.Arbitrary<CartLine> = fc
  .record({
    kind: fc.constantFrom('regular', 'regular', 'regular', 'gwp', 'pwp', 'giftCoupon', 'points'),
    productId: productIds,
    quantity: fc.integer({ min: 1, max: 20 }),
    unitPrice: fc.integer({ min: 0, max: 200_000 }),
    offerShare: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    inventory: fc.integer({ min: 0, max: 30 }),
    subscriptionPeriod: fc.constantFrom(null, 3, 6),
    deliveryTimes: fc.integer({ min: 1, max: 3 }),
    point: fc.integer({ min: 0, max: 5000 }),
    money: fc.integer({ min: 0, max: 10_000 }),
    discountId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  })
  .map(({ offerShare, unitPrice, point, money, discountId, ...fields }) =>
    cartLineSchema.parse({
      ...fields,
      displayProductId: fields.productId + 100,
      unitPrice,
      discountPrice: offerShare === null ? null : Math.floor((unitPrice * offerShare) / 100),
      ...(fields.kind === 'points' ? { productPointId: 1, point, money } : {}),
      ...(['gwp', 'pwp', 'giftCoupon'].includes(fields.kind) ? { discountId } : {}),
    }),
  );

const couponArbitrary: fc.Arbitrary<Coupon> = fc
  .record({
    discountType: fc.constantFrom('DISCOUNT_COUPON', 'CASH_COUPON', 'FREE_DELIVERY', 'GIFT_COUPON'),
    multiply: fc.boolean(),
    percentPaid: fc.integer({ min: 0, max: 100 }),
    cents: fc.integer({ min: 0, max: 200_000 }),
    displayProductIds: fc.uniqueArray(fc.integer({ min: 101, max: 108 }), { maxLength: 3 }),
    regularPriceOnly: fc.boolean(),
    minimumSpend: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    expired: fc.boolean(),
  })
  .map(({ multiply, percentPaid, cents, expired, ...discount }) =>
    couponSchema.parse({
      couponCode: 'PROP',
      discount: {
        discountId: 1,
        discountTitle: 'property',
        ...discount,
        actionType: multiply ? '*' : '-',
        actionValue: multiply ? percentPaid / 100 : cents / 100,
        validTo: expired ? '2025-01-01T00:00:00+08:00' : null,
      },
    }),
  );

const contextArbitrary: fc.Arbitrary<PricingContext> = fc.record({
  now: fc.constant(new Date('2025-03-15T10:00:00+08:00')),
  member: fc.record({
    level: fc.constantFrom('guest', 'member', 'vip'),
    validPoints: fc.integer({ min: 0, max: 60_000 }),
    birthdayMonth: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  }),
  coupon: fc.option(couponArbitrary, { nil: null }),
  freeDeliveryDiscount: fc.option(
    fc.constant({ discountId: 5, discountTitle: 'free', validFrom: null, validTo: null }),
    {
      nil: null,
    },
  ),
  gwpDiscounts: fc.constant([]),
  pointsToUse: fc.integer({ min: 0, max: 60_000 }),
  locationId: fc.constantFrom(6, 11, 1, 20),
});

const cartArbitrary = fc.array(lineArbitrary, { maxLength: 8 }).map((lines) => ({ lines }));

describe('priceCart properties', () => {
  it('never gives a negative or fractional amount, and its totals add up', () => {
    fc.assert(
      fc.property(cartArbitrary, contextArbitrary, (cart, context) => {
        const priced = priceCart(cart, context);
        const amounts = [
          priced.productTotalBeforeDiscount,
          priced.couponDiscount,
          priced.productTotal,
          priced.pointsUsed,
          priced.pointsCash,
          priced.shippingFee,
          priced.orderTotal,
          priced.pointsToEarn,
          ...priced.lines.flatMap((l) => [
            l.lineTotalBeforeDiscount,
            l.couponDiscount,
            l.lineTotal,
            l.listTotal,
          ]),
        ];
        for (const amount of amounts) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(priced.productTotal).toBe(sum(priced.lines.map((l) => l.lineTotal)));
        expect(priced.couponDiscount).toBe(sum(priced.lines.map((l) => l.couponDiscount)));
        expect(priced.orderTotal).toBe(priced.productTotal - priced.pointsCash + priced.shippingFee);
      }),
    );
  });

  it('never discounts more than what it discounts', () => {
    fc.assert(
      fc.property(cartArbitrary, contextArbitrary, (cart, context) => {
        const priced = priceCart(cart, context);
        priced.lines.forEach((pricedLine, index) => {
          expect(pricedLine.couponDiscount).toBeLessThanOrEqual(pricedLine.lineTotalBeforeDiscount);
          // Coupons touch only regular lines, and only regular-priced ones when the coupon says so.
          const line = cart.lines[index];
          const regularPriceOnly = context.coupon?.discount.regularPriceOnly ?? false;
          if (line?.kind !== 'regular' || (regularPriceOnly && line.discountPrice !== null)) {
            expect(pricedLine.couponDiscount).toBe(0);
          }
        });
        expect(priced.couponDiscount).toBeLessThanOrEqual(priced.productTotalBeforeDiscount);
        if (context.coupon?.discount.actionType === '-') {
          expect(priced.couponDiscount).toBeLessThanOrEqual(
            Math.round(context.coupon.discount.actionValue * 100),
          );
        }
        // Points: never more than the goods, HK$100, 20000 points or what the member holds.
        expect(priced.pointsCash).toBeLessThanOrEqual(Math.min(priced.productTotal, 10_000));
        expect(priced.pointsUsed).toBeLessThanOrEqual(Math.min(20_000, context.member.validPoints));
        expect(priced.pointsCash * 2).toBe(priced.pointsUsed);
        if (context.member.level !== 'vip') expect(priced.pointsUsed).toBe(0);
      }),
    );
  });

  it('gives the same answer when the same cart is priced twice', () => {
    fc.assert(
      fc.property(cartArbitrary, contextArbitrary, (cart, context) => {
        const copy = structuredClone(cart);
        const first = priceCart(cart, context);
        const second = priceCart(copy, { ...context, now: new Date(context.now.getTime()) });
        expect(second).toEqual(first);
        expect(cart).toEqual(copy);
      }),
    );
  });

  it('prices a cart with lines no longer on sale exactly as the cart without them, those at nothing', () => {
    const flagged = cartArbitrary.chain((cart) =>
      fc
        .array(fc.boolean(), { minLength: cart.lines.length, maxLength: cart.lines.length })
        .map((flags) => ({ lines: cart.lines.map((line, index) => ({ ...line, onSale: !flags[index] })) })),
    );
    fc.assert(
      fc.property(flagged, contextArbitrary, (cart, context) => {
        const withdrawn = (line: CartLine) =>
          line.onSale === false && (line.kind === 'regular' || line.kind === 'points');
        const priced = priceCart(cart, context);
        // Gift and add-on lines ignore the flag: they are priced as if on sale.
        const sellable = { lines: cart.lines.filter((line) => !withdrawn(line)) };
        const alone = priceCart(
          { lines: sellable.lines.map((line) => ({ ...line, onSale: true })) },
          context,
        );
        const figures = (p: typeof priced) => [
          p.productTotalBeforeDiscount,
          p.couponDiscount,
          p.productTotal,
          p.pointsCash,
          p.shippingFee,
          p.orderTotal,
          p.pointsToEarn,
          p.redemptionPoints,
          p.itemCount,
        ];
        expect(figures(priced)).toEqual(figures(alone));
        expect(priced.lines.filter((_line, index) => !withdrawn(cart.lines[index]!))).toEqual(alone.lines);
        const blocked = cart.lines.filter(withdrawn);
        for (const [index, line] of cart.lines.entries()) {
          if (withdrawn(line)) expect(priced.lines[index]?.lineTotal).toBe(0);
        }
        expect(priced.warnings.filter((warning) => warning.code === 'PRODUCT_NOT_FOR_SALE')).toEqual(
          blocked.map((line) => ({ code: 'PRODUCT_NOT_FOR_SALE', productId: line.productId })),
        );
        expect(priced.canCheckout).toBe(blocked.length === 0 && alone.canCheckout);
      }),
    );
  });

  it('charges delivery by the goods total after coupons', () => {
    fc.assert(
      fc.property(cartArbitrary, contextArbitrary, (cart, context) => {
        const priced = priceCart(cart, context);
        const freeByDiscount =
          context.freeDeliveryDiscount !== null ||
          (priced.couponResult?.status === 'applied' && priced.couponResult.discountType === 'FREE_DELIVERY');
        let expected = 25_000;
        if (context.locationId === 6) expected = priced.productTotal >= 50_000 ? 0 : 3_000;
        if (context.locationId === 11) expected = 3_000;
        if (freeByDiscount || cart.lines.length === 0) expected = 0;
        expect(priced.shippingFee).toBe(expected);
      }),
    );
  });
});

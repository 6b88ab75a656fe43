import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../pricing/priceCart.ts';
import { CASH30, context, line, NEW10, regularLine } from '../pricing/pricingFixtures.ts';
import { TEST_NOW } from '../testing/givenWhenThen.ts';
import { orderDecider } from './decide.ts';
import { orderDraftFromPricedCart, type ProductSnapshot } from './orderDraft.ts';
import { draft } from './orderFixtures.ts';

const snapshot = (productId: number): ProductSnapshot => ({
  sku: `SKU-${productId}`,
  productNameChi: `產品${productId}`,
  productNameEng: `Product ${productId}`,
  productVolume: null,
  productImage: null,
});
const products = new Map([1, 2, 3, 4].map((id) => [id, snapshot(id)]));
const shipping = draft().shipping;
const vip = { level: 'vip', validPoints: 50_000, birthdayMonth: null } as const;

const place = (order: ReturnType<typeof orderDraftFromPricedCart>) =>
  orderDecider.decide(
    {
      type: 'PlaceMemberOrder',
      data: { orderId: 1, orderNo: 'JH1', member: { kind: 'member', memberId: 42, level: 'vip' }, order },
    },
    orderDecider.initialState(),
    TEST_NOW,
  );

describe('orderDraftFromPricedCart', () => {
  it('keeps the cart’s figures, and the order decider accepts them', () => {
    const lines = [
      regularLine({ productId: 1, unitPrice: 29800, quantity: 2 }),
      regularLine({ productId: 2, unitPrice: 20000, discountPrice: 14950 }),
      line({ kind: 'points', productId: 3, unitPrice: 5000, productPointId: 9, point: 1000, money: 1000 }),
    ];
    const priced = priceCart({ lines }, context({ coupon: NEW10, member: vip, pointsToUse: 4000 }));
    const order = orderDraftFromPricedCart({ lines, priced, products, shipping });

    expect(order.totals.orderTotal).toBe(priced.orderTotal);
    expect(order.coupons).toEqual([
      {
        couponCode: 'NEW10',
        discountId: 10,
        discountTitle: 'New member 10% off',
        discountType: 'DISCOUNT_COUPON',
        discount: 5960,
      },
    ]);
    expect(order.lines.map((l) => [l.finalPrice, l.productPoint, l.discounts.length])).toEqual([
      [53640, 0, 1],
      [14950, 0, 0],
      [1000, 1000, 0],
    ]);
    expect(order.points).toEqual({ usedForCash: 4000, usedForRedemption: 1000, toEarn: priced.pointsToEarn });
    expect(place(order)).toHaveLength(1);
  });

  it('always gives a draft the decider accepts, whatever the cart', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            productId: fc.constantFrom(1, 2, 3, 4),
            unitPrice: fc.integer({ min: 1, max: 100_000 }),
            quantity: fc.integer({ min: 1, max: 5 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.constantFrom(null, NEW10, CASH30),
        fc.integer({ min: 0, max: 30_000 }),
        (fields, coupon, pointsToUse) => {
          const lines = fields.map((f) => regularLine(f));
          const priced = priceCart({ lines }, context({ coupon, member: vip, pointsToUse }));
          expect(place(orderDraftFromPricedCart({ lines, priced, products, shipping }))).toHaveLength(1);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { cartLineSchema, deliveriesOf, lineTotalBeforeDiscount } from './cartTypes.ts';

const base = { productId: 1, displayProductId: 101, quantity: 2, unitPrice: 29800, inventory: 5 };

describe('cart lines', () => {
  it('fills defaults: no offer price, no subscription, one delivery', () => {
    expect(cartLineSchema.parse({ ...base, kind: 'regular' })).toEqual({
      ...base,
      kind: 'regular',
      discountPrice: null,
      subscriptionPeriod: null,
      deliveryTimes: 1,
    });
  });

  it('a six-month subscription ships twice; otherwise as many times as chosen', () => {
    expect(deliveriesOf({ subscriptionPeriod: 6, deliveryTimes: 1 })).toBe(2);
    expect(deliveriesOf({ subscriptionPeriod: null, deliveryTimes: 1 })).toBe(1);
    expect(deliveriesOf({ subscriptionPeriod: 3, deliveryTimes: 3 })).toBe(3);
  });

  it('charges the offer price, the add-on price, nothing for gifts and the cash part of a redemption', () => {
    const parse = (fields: object) => cartLineSchema.parse({ ...base, ...fields });
    expect(lineTotalBeforeDiscount(parse({ kind: 'regular' }))).toBe(59600);
    expect(lineTotalBeforeDiscount(parse({ kind: 'regular', discountPrice: 14950 }))).toBe(29900);
    expect(lineTotalBeforeDiscount(parse({ kind: 'pwp', discountPrice: 1000 }))).toBe(2000);
    expect(lineTotalBeforeDiscount(parse({ kind: 'gwp' }))).toBe(0);
    expect(lineTotalBeforeDiscount(parse({ kind: 'giftCoupon' }))).toBe(0);
    expect(
      lineTotalBeforeDiscount(parse({ kind: 'points', productPointId: 3, point: 2000, money: 500 })),
    ).toBe(1000);
  });

  it('rejects fractional cents, zero quantities and a points line without its points', () => {
    expect(cartLineSchema.safeParse({ ...base, kind: 'regular', unitPrice: 149.5 }).success).toBe(false);
    expect(cartLineSchema.safeParse({ ...base, kind: 'regular', quantity: 0 }).success).toBe(false);
    expect(cartLineSchema.safeParse({ ...base, kind: 'points' }).success).toBe(false);
    expect(cartLineSchema.safeParse({ ...base, kind: 'bundle' }).success).toBe(false);
  });
});

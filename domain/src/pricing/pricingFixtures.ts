// Builders for the pricing tests: readable carts and coupons with the schema defaults filled in.
import { type CartLine, type CartLineInput, cartLineSchema } from '../cart/cartTypes.ts';
import {
  type AddOnDiscount,
  type AddOnDiscountInput,
  addOnDiscountSchema,
  type Coupon,
  type CouponDiscountInput,
  couponSchema,
} from '../coupons/discountTypes.ts';
import type { PricingContext } from './priceCart.ts';

type RegularLineInput = Omit<Extract<CartLineInput, { kind: 'regular' }>, 'kind'>;

export function regularLine(
  fields: Partial<RegularLineInput> & { productId: number; unitPrice: number },
): CartLine {
  return cartLineSchema.parse({
    displayProductId: fields.productId + 100,
    quantity: 1,
    inventory: 100,
    ...fields,
    kind: 'regular',
  });
}

export function line(fields: Partial<CartLineInput> & Pick<CartLineInput, 'kind'>): CartLine {
  return cartLineSchema.parse({
    productId: 1,
    displayProductId: 101,
    quantity: 1,
    unitPrice: 0,
    inventory: 100,
    ...fields,
  });
}

export function coupon(
  couponCode: string,
  discount: Partial<CouponDiscountInput> &
    Pick<CouponDiscountInput, 'discountType' | 'actionType' | 'actionValue'>,
): Coupon {
  return couponSchema.parse({
    couponCode,
    discount: { discountId: 1, discountTitle: couponCode, ...discount },
  });
}

/** NEW10: 10 % off regular-priced goods only. */
export const NEW10 = coupon('NEW10', {
  discountId: 10,
  discountTitle: 'New member 10% off',
  discountType: 'DISCOUNT_COUPON',
  actionType: '*',
  actionValue: 0.9,
  regularPriceOnly: true,
});

/** CASH30: HK$30 off. */
export const CASH30 = coupon('CASH30', {
  discountId: 30,
  discountTitle: 'HK$30 off',
  discountType: 'CASH_COUPON',
  actionType: '-',
  actionValue: 30,
});

/** FREESHIP: free delivery. */
export const FREESHIP = coupon('FREESHIP', {
  discountId: 40,
  discountTitle: 'Free delivery',
  discountType: 'FREE_DELIVERY',
  actionType: '-',
  actionValue: 0,
});

export function addOn(
  fields: Partial<AddOnDiscountInput> & Pick<AddOnDiscountInput, 'discountType'>,
): AddOnDiscount {
  return addOnDiscountSchema.parse({ discountId: 1, ...fields });
}

export const NOW = new Date('2025-03-15T10:00:00+08:00');

export function context(overrides: Partial<PricingContext> = {}): PricingContext {
  return {
    now: NOW,
    member: { level: 'member', validPoints: 0, birthdayMonth: null },
    coupon: null,
    freeDeliveryDiscount: null,
    gwpDiscounts: [],
    pointsToUse: 0,
    locationId: 6,
    ...overrides,
  };
}

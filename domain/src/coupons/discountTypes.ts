import { z } from 'zod';
import { idSchema } from '../cart/cartTypes.ts';
import { centsSchema } from '../money.ts';

/**
 * The specification's discount types and the constants that name them here:
 *
 * | specification         | constant          | effect                                                        |
 * |-----------------------|-------------------|---------------------------------------------------------------|
 * | discount coupon       | `DISCOUNT_COUPON` | a rate off the goods it covers (usually actionType '*')       |
 * | cash coupon           | `CASH_COUPON`     | a sum off the goods it covers (usually actionType '-')        |
 * | free delivery         | `FREE_DELIVERY`   | shipping fee 0                                                |
 * | gift coupon           | `GIFT_COUPON`     | gift products added as `giftCoupon` lines                     |
 * | GWP, gift with purchase | `GWP`           | a free gift once the product total reaches a threshold        |
 * | PWP, purchase with purchase | `PWP`       | an add-on at its add-on price while a trigger product is in the cart |
 *
 * The first four come with a coupon code; GWP and PWP are add-on discounts offered on the cart.
 */
export const DISCOUNT_TYPES = [
  'DISCOUNT_COUPON',
  'CASH_COUPON',
  'FREE_DELIVERY',
  'GIFT_COUPON',
  'GWP',
  'PWP',
] as const;
export const discountTypeSchema = z.enum(DISCOUNT_TYPES);
export type DiscountType = z.infer<typeof discountTypeSchema>;

export const couponDiscountTypeSchema = z.enum([
  'DISCOUNT_COUPON',
  'CASH_COUPON',
  'FREE_DELIVERY',
  'GIFT_COUPON',
]);
export type CouponDiscountType = z.infer<typeof couponDiscountTypeSchema>;

/** A guest's coupon is accepted only if it is a cash coupon or a discount coupon. */
export const GUEST_COUPON_DISCOUNT_TYPES: readonly CouponDiscountType[] = ['DISCOUNT_COUPON', 'CASH_COUPON'];

/** '*': multiply, actionValue is the rate paid (0.9 = 10 % off). '-': subtract actionValue HKD dollars. */
export const actionTypeSchema = z.enum(['*', '-']);
export type ActionType = z.infer<typeof actionTypeSchema>;

/** A validity window; both ends inclusive, either may be open. Checked against a `now` argument. */
const validityFields = {
  validFrom: z.iso.datetime({ offset: true }).nullable().default(null),
  validTo: z.iso.datetime({ offset: true }).nullable().default(null),
};
export interface ValidityWindow {
  validFrom: string | null;
  validTo: string | null;
}

export const couponDiscountSchema = z
  .object({
    discountId: idSchema,
    discountTitle: z.string(),
    discountType: couponDiscountTypeSchema,
    actionType: actionTypeSchema,
    /** The rate paid for '*' (0 to 1), HKD dollars off for '-'. */
    actionValue: z.number().finite().nonnegative(),
    /** Display products the coupon covers (the specification's displayProducts); empty means every product. */
    displayProductIds: z.array(idSchema).default([]),
    /** Only regular-priced goods count: lines with an offer price are skipped (NEW10). */
    regularPriceOnly: z.boolean().default(false),
    /**
     * A first-purchase coupon (NEW10): valid only while the shopper has no paid order. Optional (absent
     * means false) so that discounts built before the rule existed keep their type.
     */
    firstPurchaseOnly: z.boolean().optional(),
    /** Minimum spend in cents on the goods the coupon covers; null means none. */
    minimumSpend: centsSchema.nullable().default(null),
    /** Products a gift coupon grants (added by the cart as `giftCoupon` lines). */
    giftProductIds: z.array(idSchema).default([]),
    ...validityFields,
  })
  .refine((discount) => discount.actionType !== '*' || discount.actionValue <= 1, {
    message: "A '*' coupon's actionValue is the rate paid, between 0 and 1",
    path: ['actionValue'],
  });
export type CouponDiscount = z.infer<typeof couponDiscountSchema>;
export type CouponDiscountInput = z.input<typeof couponDiscountSchema>;

export const couponSchema = z.object({
  couponCode: z.string().trim().min(1),
  discount: couponDiscountSchema,
});
export type Coupon = z.infer<typeof couponSchema>;
export type CouponInput = z.input<typeof couponSchema>;

/** A shop-wide free-delivery discount (GET discount/freeDelivery). */
export const freeDeliveryDiscountSchema = z.object({
  discountId: idSchema,
  discountTitle: z.string(),
  ...validityFields,
});
export type FreeDeliveryDiscount = z.infer<typeof freeDeliveryDiscountSchema>;

/**
 * A GWP or PWP add-on discount (the specification's add-on discount: discountId, products, discountPrice,
 * condition). GWP: `productIds` are gifts, free once the product total reaches `condition`. PWP:
 * `productIds` are add-ons at `discountPrice`, offered while one of `triggerProductIds` is in the cart.
 */
export const addOnDiscountSchema = z.object({
  discountId: idSchema,
  discountTitle: z.string().default(''),
  discountType: z.enum(['GWP', 'PWP']),
  productIds: z.array(idSchema).default([]),
  /** The add-on price in cents (PWP); gifts are free. */
  discountPrice: centsSchema.default(0),
  /** The spend threshold in cents (GWP). */
  condition: centsSchema.default(0),
  triggerProductIds: z.array(idSchema).default([]),
  ...validityFields,
});
export type AddOnDiscount = z.infer<typeof addOnDiscountSchema>;
export type AddOnDiscountInput = z.input<typeof addOnDiscountSchema>;

export type Validity = 'ACTIVE' | 'NOT_YET_VALID' | 'EXPIRED';

/** Where `now` falls in a validity window (both ends inclusive). */
export function validityAt(window: ValidityWindow, now: Date): Validity {
  const time = now.getTime();
  if (window.validFrom !== null && time < Date.parse(window.validFrom)) return 'NOT_YET_VALID';
  if (window.validTo !== null && time > Date.parse(window.validTo)) return 'EXPIRED';
  return 'ACTIVE';
}

export function isActiveAt(window: ValidityWindow, now: Date): boolean {
  return validityAt(window, now) === 'ACTIVE';
}

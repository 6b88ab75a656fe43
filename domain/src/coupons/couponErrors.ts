import type { CouponFailureCode } from './applyCoupon.ts';

/** Coupons and the GWP/PWP add-on discounts: a failed look-up, or a rule the cart no longer meets. */
export type CouponErrorCode =
  | CouponFailureCode
  | 'COUPON_NOT_FOUND'
  | 'DISCOUNT_NOT_FOUND'
  | 'ADD_ON_PRODUCT_NOT_FOUND'
  | 'ADD_ON_PRODUCT_REQUIRED'
  | 'ADD_ON_QUANTITY_EXCEEDED'
  | 'GWP_NOT_ELIGIBLE'
  | 'PWP_NOT_ELIGIBLE';

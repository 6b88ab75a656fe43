import { isApiError } from '../../lib/api.ts';

/**
 * Coupon entry (spec 000 §4, §5, §8): the code is trimmed; an empty code asks the shopper to enter one; an
 * unknown or unusable code is "invalid promo code"; a guest may use cash and discount coupons only.
 */

export type CouponCodeCheck = { ok: true; code: string } | { ok: false; problem: 'empty' };

/** Trims the typed code (spaces, full-width spaces and line breaks pasted from a message included). */
export function normalizeCouponCode(raw: string): CouponCodeCheck {
  const code = raw.replace(/^[\s\u3000]+|[\s\u3000]+$/g, '');
  return code === '' ? { ok: false, problem: 'empty' } : { ok: true, code };
}

export type CouponFailure = 'empty' | 'invalid' | 'guestNotAllowed' | 'offline' | 'failed';

/** Why a code could not be applied, from the error of the coupon look-up or the set call. */
export function couponFailure(error: unknown): CouponFailure {
  if (isApiError(error)) {
    if (error.isNetworkError) return 'offline';
    if (error.code === 'COUPON_NOT_FOR_GUESTS') return 'guestNotAllowed';
    if (
      error.status === 404 ||
      error.status === 400 ||
      error.status === 422 ||
      error.code.startsWith('COUPON_')
    ) {
      return 'invalid';
    }
  }
  return 'failed';
}

/** Spec 000 §5: guests may use only cash and discount coupons. */
export function guestMayUse(discountType: string): boolean {
  return discountType === 'CASH_COUPON' || discountType === 'DISCOUNT_COUPON';
}

/**
 * The in-cart message for a coupon the cart holds but that takes nothing off, by the server's reason
 * (spec 000 §8: no suitable product in the cart).
 */
export type CouponRejection =
  | 'noSuitableProduct'
  | 'minimumSpend'
  | 'expired'
  | 'membersOnly'
  | 'notApplicable';

export function couponRejection(reason: string | null): CouponRejection {
  switch (reason) {
    case 'COUPON_NOT_APPLICABLE':
      return 'noSuitableProduct';
    case 'COUPON_MIN_SPEND':
      return 'minimumSpend';
    case 'COUPON_EXPIRED':
    case 'COUPON_NOT_YET_VALID':
      return 'expired';
    case 'COUPON_NOT_FOR_GUESTS':
      return 'membersOnly';
    default:
      return 'notApplicable';
  }
}

import type { AdminErrorCode } from './admin/adminErrors.ts';
import type { CouponErrorCode } from './coupons/couponErrors.ts';
import type { FileErrorCode } from './files/fileErrors.ts';
import type { OrderErrorCode } from './orders/orderErrors.ts';
import type { PaymentErrorCode } from './payments/paymentErrors.ts';
import type { PointsErrorCode } from './points/pointsErrors.ts';
import type { PushErrorCode } from './push/pushErrors.ts';

/** Codes any area may use for the generic cases. */
export type CommonErrorCode =
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'WRONG_EXPECTED_REVISION';

/**
 * The cart's codes. They sit here rather than in `cart/` because that folder holds the cart's API
 * contract, which its own work owns; they can move beside it without changing a caller.
 */
export type CartErrorCode =
  | 'CART_FULL'
  | 'CART_LINE_NOT_FOUND'
  | 'QUANTITY_BELOW_MINIMUM'
  | 'DELIVERY_TIMES_FIXED'
  | 'INSUFFICIENT_STOCK'
  /** Checkout: the cart has no lines, or a line the cart warns about blocks it (details.warnings). */
  | 'CART_EMPTY'
  | 'CART_NOT_CHECKOUTABLE';

export type CatalogueErrorCode = 'PRODUCT_NOT_FOUND' | 'PRODUCT_NOT_FOR_SALE';
/**
 * MEMBER_DISABLED: staff disabled the account (back office, members section); it cannot log in.
 * VERIFICATION_SERVICE_ERROR: the SMS code was never delivered, so it cannot be checked.
 */
export type MemberErrorCode =
  | 'MEMBER_NOT_FOUND'
  | 'MEMBER_DISABLED'
  | 'ADDRESS_NOT_FOUND'
  | 'ADDRESS_LIMIT_REACHED'
  | 'VERIFICATION_CODE_WRONG'
  | 'VERIFICATION_SERVICE_ERROR'
  | 'SOCIAL_ACCOUNT_LINKED';
export type FavouriteErrorCode = 'FAVOURITES_FULL';
/** Where an order goes: the checks of its destination at checkout (bff/src/orders/shippingDestination.ts). */
export type ShippingErrorCode =
  | 'LOCATION_NOT_FOUND'
  | 'COUNTRY_NOT_FOUND'
  | 'ADDRESS_INCOMPLETE'
  | 'PHONE_INVALID'
  | 'EMAIL_INVALID'
  | 'PICKUP_POINT_REQUIRED'
  | 'PICKUP_POINT_NOT_FOUND'
  | 'PICKUP_POINT_COUNTRY_MISMATCH';

/**
 * Every code a DomainError may carry. The bff's status table is keyed by this union, so a new code
 * without a status, or a status for a code that no longer exists, fails to compile.
 */
export type DomainErrorCode =
  | CommonErrorCode
  | AdminErrorCode
  | CartErrorCode
  | CatalogueErrorCode
  | CouponErrorCode
  | FavouriteErrorCode
  | FileErrorCode
  | MemberErrorCode
  | OrderErrorCode
  | PaymentErrorCode
  | PointsErrorCode
  | PushErrorCode
  | ShippingErrorCode;

/**
 * An expected business failure: the code says what went wrong ('COUPON_NOT_APPLICABLE'), never an HTTP
 * status. The bff maps codes to statuses in one place (bff/src/errors.ts).
 */
export class DomainError<Code extends DomainErrorCode = DomainErrorCode> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

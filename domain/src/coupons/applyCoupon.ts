import { type CartLine, lineTotalBeforeDiscount, type ShopperLevel } from '../cart/cartTypes.ts';
import { allocateProportionally, type Cents, multiplyRate, sumCents, toCents } from '../money.ts';
import {
  type Coupon,
  type CouponDiscount,
  GUEST_COUPON_DISCOUNT_TYPES,
  validityAt,
} from './discountTypes.ts';

/**
 * Why a coupon was not applied. COUPON_NOT_APPLICABLE is the specification's "no suitable product in the
 * cart"; COUPON_NOT_YET_VALID covers a window that has not opened yet; COUPON_FIRST_PURCHASE_ONLY is a
 * first-purchase coupon for a shopper who has already paid for an order (or whose orders are unknown).
 */
export const COUPON_FAILURE_CODES = [
  'COUPON_NOT_APPLICABLE',
  'COUPON_EXPIRED',
  'COUPON_NOT_YET_VALID',
  'COUPON_NOT_FOR_GUESTS',
  'COUPON_MIN_SPEND',
  'COUPON_FIRST_PURCHASE_ONLY',
] as const;
export type CouponFailureCode = (typeof COUPON_FAILURE_CODES)[number];

export interface CouponContext {
  now: Date;
  shopperLevel: ShopperLevel;
  /**
   * How many purchases the shopper has made: paid orders, and (the bff counts it) an unpaid order holding
   * their first-purchase coupon; a guest's by phone, if the caller knows it. Only first-purchase coupons
   * read it, and they refuse when it is unknown: an unchecked NEW10 would be usable forever.
   */
  paidOrderCount?: number;
}

/** A first-purchase coupon holds only before the shopper's first paid order. */
export function isFirstPurchase(paidOrderCount: number | undefined): boolean {
  return paidOrderCount === 0;
}

export type CouponOutcome =
  | {
      status: 'applied';
      coupon: Coupon;
      /** Cents off the goods; never more than `eligibleTotal`. */
      discount: Cents;
      /** Cents off each cart line, index for index; each at most that line's total. */
      lineDiscounts: readonly Cents[];
      /** The total of the lines the coupon covers, before the discount. */
      eligibleTotal: Cents;
      /** A free-delivery coupon makes shipping free. */
      freeDelivery: boolean;
    }
  | { status: 'rejected'; coupon: Coupon; code: CouponFailureCode };

/** Coupons discount only goods bought on their own: never gifts, add-ons or points redemptions. */
export function isCoveredBy(discount: CouponDiscount, line: CartLine): boolean {
  if (line.kind !== 'regular') return false;
  if (discount.regularPriceOnly && line.discountPrice !== null) return false;
  return (
    discount.displayProductIds.length === 0 || discount.displayProductIds.includes(line.displayProductId)
  );
}

/** The cents a discount takes off `eligibleTotal`: never more than that total, never negative. */
export function discountAmount(discount: CouponDiscount, eligibleTotal: Cents): Cents {
  switch (discount.discountType) {
    case 'FREE_DELIVERY':
    case 'GIFT_COUPON':
      return 0;
    case 'DISCOUNT_COUPON':
    case 'CASH_COUPON': {
      const off =
        discount.actionType === '*'
          ? eligibleTotal - multiplyRate(eligibleTotal, discount.actionValue)
          : toCents(discount.actionValue);
      return Math.min(Math.max(off, 0), eligibleTotal);
    }
    default: {
      const unexpected: never = discount.discountType;
      throw new Error(`Unknown coupon discount type: ${unexpected}`);
    }
  }
}

/**
 * Applies a coupon to the cart's lines. Checks run in the order a shopper can act on them: who may use
 * it (guests, first purchase), when, whether anything in the cart qualifies, then the minimum spend. A
 * rate coupon is worked out on the covered total (so 10 % off is 10 % of the sum, rounded once) and
 * spread over the covered lines in proportion, in whole cents.
 */
export function applyCoupon(
  coupon: Coupon,
  lines: readonly CartLine[],
  context: CouponContext,
): CouponOutcome {
  const { discount } = coupon;
  const reject = (code: CouponFailureCode): CouponOutcome => ({ status: 'rejected', coupon, code });

  if (context.shopperLevel === 'guest' && !GUEST_COUPON_DISCOUNT_TYPES.includes(discount.discountType)) {
    return reject('COUPON_NOT_FOR_GUESTS');
  }
  if (discount.firstPurchaseOnly && !isFirstPurchase(context.paidOrderCount)) {
    return reject('COUPON_FIRST_PURCHASE_ONLY');
  }
  const validity = validityAt(discount, context.now);
  if (validity === 'EXPIRED') return reject('COUPON_EXPIRED');
  if (validity === 'NOT_YET_VALID') return reject('COUPON_NOT_YET_VALID');

  const covered = lines.map((line) => isCoveredBy(discount, line));
  const coveredTotals = lines.map((line, index) => (covered[index] ? lineTotalBeforeDiscount(line) : 0));
  if (!covered.some(Boolean)) return reject('COUPON_NOT_APPLICABLE');

  const eligibleTotal = sumCents(coveredTotals);
  if (discount.minimumSpend !== null && eligibleTotal < discount.minimumSpend)
    return reject('COUPON_MIN_SPEND');

  const amount = discountAmount(discount, eligibleTotal);
  return {
    status: 'applied',
    coupon,
    discount: amount,
    lineDiscounts: allocateProportionally(amount, coveredTotals),
    eligibleTotal,
    freeDelivery: discount.discountType === 'FREE_DELIVERY',
  };
}

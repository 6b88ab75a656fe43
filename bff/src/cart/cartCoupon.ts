import type { Queryable } from '@shop/projections/ports/db';
import { header } from './cartChecks.ts';
import { deleteCartCoupon, setCartCoupon } from './cartRows.ts';
import {
  checkUsable,
  couponNotFound,
  findCouponByCode,
  findCouponById,
  type StoredCoupon,
} from './coupons.ts';

/** The coupon on the member's cart. */

/** A coupon by the value the storefront sends as couponId: the code (any case), else the numeric id. */
async function couponFromField(db: Queryable, value: string): Promise<StoredCoupon> {
  const byCode = await findCouponByCode(db, value);
  if (byCode) return byCode;
  const trimmed = value.trim();
  const byId = /^\d{1,9}$/.test(trimmed) ? await findCouponById(db, Number(trimmed)) : null;
  if (!byId) throw couponNotFound(trimmed);
  return byId;
}

/**
 * Puts a coupon on the cart. An unknown, switched-off, expired or not-yet-valid code is refused (404). A
 * coupon that covers nothing in the cart yet is kept: the cart shows it as not applicable, with the reason.
 */
export async function setCoupon(
  tx: Queryable,
  memberId: number,
  input: { couponId: string },
  now: Date,
): Promise<StoredCoupon> {
  const { profile } = await header(tx, memberId);
  const stored = await couponFromField(tx, input.couponId);
  checkUsable(stored, now, profile.level);
  await setCartCoupon(tx, memberId, stored.couponId, now);
  return stored;
}

export async function removeCoupon(tx: Queryable, memberId: number) {
  await deleteCartCoupon(tx, memberId);
}

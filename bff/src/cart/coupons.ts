import type { ShopperLevel } from '@shop/domain/cart/cartTypes';
import {
  type Coupon,
  couponDiscountTypeSchema,
  GUEST_COUPON_DISCOUNT_TYPES,
  validityAt,
} from '@shop/domain/coupons/discountTypes';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';

/**
 * Coupons (the discounts a shopper enters a code for), read from the discounts tables into the pricing
 * engine's types; the offers that apply by themselves are in automaticOffers.ts. Discount titles are the
 * Chinese ones (the active catalogue is always the Chinese one); the English title travels beside them.
 */

/** A coupon as the database holds it, in the engine's shape plus what the API shows besides. */
export interface StoredCoupon {
  couponId: number;
  coupon: Coupon;
  discountTitleEng: string;
  /** Limited to members by the back office, whatever its type allows guests. */
  membersOnly: boolean;
  /** Gift-coupon gifts with their quantities. */
  giftItems: { productId: number; quantity: number }[];
}

interface CouponRow {
  coupon_id: number;
  coupon_code: string;
  coupon_status: number;
  discount_id: number;
  title_chi: string;
  title_eng: string;
  discount_type: string;
  action_type: '*' | '-';
  action_value: string | number;
  regular_price_only: boolean;
  first_purchase_only: boolean;
  members_only: boolean;
  min_spend_cents: number;
  valid_from: Date | string | null;
  valid_to: Date | string | null;
  display_product_ids: number[];
  discount_status: number;
  gift_items: { productId: number; quantity: number }[] | null;
}

const COUPON_SELECT = `
  select c.coupon_id, c.coupon_code, c.status as coupon_status, d.discount_id, d.title_chi, d.title_eng,
    d.discount_type, d.action_type, d.action_value, d.regular_price_only, d.first_purchase_only, d.members_only,
    d.min_spend_cents,
    d.valid_from,
    d.valid_to, d.display_product_ids, d.status as discount_status,
    (select json_agg(json_build_object('productId', i.product_id, 'quantity', i.quantity)
                     order by i.sort_order, i.product_id)
     from discount_items i where i.discount_id = d.discount_id) as gift_items
  from coupons c join discounts d on d.discount_id = c.discount_id`;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

function toStoredCoupon(row: CouponRow): StoredCoupon | null {
  if (row.coupon_status !== 1 || row.discount_status !== 1) return null;
  const type = couponDiscountTypeSchema.safeParse(row.discount_type);
  if (!type.success) return null;
  const giftItems = row.gift_items ?? [];
  return {
    couponId: row.coupon_id,
    discountTitleEng: row.title_eng,
    membersOnly: row.members_only,
    giftItems: type.data === 'GIFT_COUPON' ? giftItems : [],
    coupon: {
      couponCode: row.coupon_code,
      discount: {
        discountId: row.discount_id,
        discountTitle: row.title_chi,
        discountType: type.data,
        actionType: row.action_type,
        actionValue: Number(row.action_value),
        displayProductIds: row.display_product_ids ?? [],
        regularPriceOnly: row.regular_price_only,
        ...(row.first_purchase_only ? { firstPurchaseOnly: true } : {}),
        minimumSpend: row.min_spend_cents > 0 ? row.min_spend_cents : null,
        giftProductIds: type.data === 'GIFT_COUPON' ? giftItems.map((item) => item.productId) : [],
        validFrom: iso(row.valid_from),
        validTo: iso(row.valid_to),
      },
    },
  };
}

/** A coupon by its code (trimmed, any case), or null when no usable coupon has it. */
export async function findCouponByCode(db: Queryable, code: string): Promise<StoredCoupon | null> {
  const { rows } = await db.query<CouponRow>(`${COUPON_SELECT} where c.coupon_code = upper(btrim($1))`, [
    code,
  ]);
  return rows[0] ? toStoredCoupon(rows[0]) : null;
}

export async function findCouponById(db: Queryable, couponId: number): Promise<StoredCoupon | null> {
  const { rows } = await db.query<CouponRow>(`${COUPON_SELECT} where c.coupon_id = $1`, [couponId]);
  return rows[0] ? toStoredCoupon(rows[0]) : null;
}

/** The coupons handed to a member that can be used now, oldest first. */
export async function memberWalletCoupons(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<StoredCoupon[]> {
  const { rows } = await db.query<CouponRow>(
    `${COUPON_SELECT} join member_coupons mc on mc.coupon_id = c.coupon_id
     where mc.member_id = $1 order by mc.assigned_at, c.coupon_id`,
    [memberId],
  );
  return rows
    .map(toStoredCoupon)
    .filter((stored): stored is StoredCoupon => stored !== null)
    .filter((stored) => validityAt(stored.coupon.discount, now) === 'ACTIVE');
}

export const couponNotFound = (code: string) =>
  new DomainError('COUPON_NOT_FOUND', '優惠碼無效', { couponCode: code });

/**
 * The coupon a shopper typed, checked for use now: unknown, switched off, expired or not yet valid codes
 * are refused (404), and a guest may use only cash and discount coupons (403). Whether the cart holds
 * goods it covers is the pricing engine's answer, not a refusal here.
 */
export async function usableCoupon(
  db: Queryable,
  code: string,
  now: Date,
  shopperLevel: ShopperLevel,
): Promise<StoredCoupon> {
  const stored = await findCouponByCode(db, code);
  if (!stored) throw couponNotFound(code.trim());
  checkUsable(stored, now, shopperLevel);
  return stored;
}

export function checkUsable(stored: StoredCoupon, now: Date, shopperLevel: ShopperLevel): void {
  const { discount, couponCode } = stored.coupon;
  const validity = validityAt(discount, now);
  if (validity === 'EXPIRED')
    throw new DomainError('COUPON_EXPIRED', '優惠碼已過期', { couponCode, validTo: discount.validTo });
  if (validity === 'NOT_YET_VALID')
    throw new DomainError('COUPON_NOT_YET_VALID', '優惠碼尚未生效', {
      couponCode,
      validFrom: discount.validFrom,
    });
  if (shopperLevel === 'guest' && !guestMayUse(stored))
    throw new DomainError('COUPON_NOT_FOR_GUESTS', '此優惠碼只供會員使用，請先登入', {
      couponCode,
      discountType: discount.discountType,
    });
}

/** Guests may use cash and discount coupons, unless the back office limited the coupon to members. */
export function guestMayUse(stored: StoredCoupon): boolean {
  return GUEST_COUPON_DISCOUNT_TYPES.includes(stored.coupon.discount.discountType) && !stored.membersOnly;
}

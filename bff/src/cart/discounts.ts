import type { ShopperLevel } from '@shop/domain/cart/cartTypes';
import {
  type AddOnDiscount,
  type Coupon,
  couponDiscountTypeSchema,
  type FreeDeliveryDiscount,
  GUEST_COUPON_DISCOUNT_TYPES,
  validityAt,
} from '@shop/domain/coupons/discountTypes';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';

/**
 * Coupons and the discounts that apply by themselves (GWP, PWP, a site-wide free delivery), read from the
 * discounts tables into the pricing engine's types. Discount titles are the Chinese ones (the active
 * catalogue is always the Chinese one); the English title travels beside them.
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

/** An add-on discount as the engine sees it, plus each item's own add-on price and stock count. */
export interface StoredAddOn {
  discount: AddOnDiscount;
  discountTitleEng: string;
  actionValue: number;
  items: { productId: number; priceCents: number; quantity: number }[];
}

export interface AutoDiscounts {
  gwp: StoredAddOn[];
  pwp: StoredAddOn[];
  freeDelivery: FreeDeliveryDiscount | null;
}

interface AutoRow {
  discount_id: number;
  title_chi: string;
  title_eng: string;
  discount_type: 'GWP' | 'PWP' | 'FREE_DELIVERY';
  action_value: string | number;
  min_spend_cents: number;
  valid_from: Date | string | null;
  valid_to: Date | string | null;
  items: { productId: number; priceCents: number; quantity: number }[] | null;
  triggers: number[] | null;
}

/**
 * The discounts that apply without a code and are active at `now`: GWP and PWP add-ons and a site-wide free
 * delivery. PWP trigger products are read only for `cartProductIds` (a PWP is offered when one of them is
 * in the cart), so a shelf-wide trigger list is never shipped around.
 */
export async function loadAutoDiscounts(
  db: Queryable,
  now: Date,
  cartProductIds: readonly number[],
): Promise<AutoDiscounts> {
  const { rows } = await db.query<AutoRow>(
    `select d.discount_id, d.title_chi, d.title_eng, d.discount_type, d.action_value, d.min_spend_cents,
       d.valid_from,
       d.valid_to,
       (select json_agg(json_build_object('productId', i.product_id, 'priceCents', i.add_on_price_cents,
                                          'quantity', i.quantity) order by i.sort_order, i.product_id)
        from discount_items i where i.discount_id = d.discount_id) as items,
       array(select t.product_id from discount_trigger_products t
             where t.discount_id = d.discount_id and t.product_id = any ($2::int[])
             order by t.product_id) as triggers
     from discounts d
     where d.discount_type in ('GWP', 'PWP', 'FREE_DELIVERY') and d.status = 1 and not d.requires_coupon
       and (d.valid_from is null or d.valid_from <= $1) and (d.valid_to is null or d.valid_to >= $1)
     order by d.min_spend_cents, d.discount_id`,
    [now, [...new Set(cartProductIds)]],
  );
  const result: AutoDiscounts = { gwp: [], pwp: [], freeDelivery: null };
  for (const row of rows) {
    const window = { validFrom: iso(row.valid_from), validTo: iso(row.valid_to) };
    if (row.discount_type === 'FREE_DELIVERY') {
      result.freeDelivery ??= { discountId: row.discount_id, discountTitle: row.title_chi, ...window };
      continue;
    }
    const items = row.items ?? [];
    const addOn: StoredAddOn = {
      discountTitleEng: row.title_eng,
      actionValue: Number(row.action_value),
      items,
      discount: {
        discountId: row.discount_id,
        discountTitle: row.title_chi,
        discountType: row.discount_type,
        productIds: items.map((item) => item.productId),
        discountPrice: items[0]?.priceCents ?? 0,
        condition: row.discount_type === 'GWP' ? row.min_spend_cents : 0,
        triggerProductIds: row.triggers ?? [],
        ...window,
      },
    };
    (row.discount_type === 'GWP' ? result.gwp : result.pwp).push(addOn);
  }
  return result;
}

/** One active add-on discount by id (its PWP triggers read for `cartProductIds`), or null. */
export async function findAutoAddOn(
  db: Queryable,
  discountId: number,
  now: Date,
  cartProductIds: readonly number[],
): Promise<StoredAddOn | null> {
  const auto = await loadAutoDiscounts(db, now, cartProductIds);
  return [...auto.gwp, ...auto.pwp].find((addOn) => addOn.discount.discountId === discountId) ?? null;
}

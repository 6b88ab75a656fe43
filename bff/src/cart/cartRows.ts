import type { ShopperLevel } from '@shop/domain/cart/cartTypes';
import { HONG_KONG_LOCATION_ID } from '@shop/domain/shipping/shippingFee';
import type { Queryable } from '@shop/projections/ports/db';

/**
 * The member's cart as the database holds it: its lines, its coupon and its header (the shopper's level and
 * location), read and written in SQL. The browser's own cart store is web/src/features/cart/cartStore.ts.
 */

/** The kinds of line a member's cart stores; gift-coupon gifts follow the coupon and are not stored. */
export type StoredLineKind = 'regular' | 'points' | 'gwp' | 'pwp';

/** A line of a cart before pricing: what the member put in, or what a guest's browser sent. */
export interface LineSource {
  /** The stored line's id; null for lines a guest sent and for gift-coupon gifts. */
  cartLineId: number | null;
  productId: number;
  kind: StoredLineKind | 'giftCoupon';
  quantity: number;
  deliveryTimes: number;
  discountId: number | null;
  productPointId: number | null;
}

export async function cartLines(db: Queryable, memberId: number): Promise<LineSource[]> {
  const { rows } = await db.query<LineSource>(
    `select cart_line_id as "cartLineId", product_id as "productId", kind, quantity,
       delivery_times as "deliveryTimes", discount_id as "discountId", product_point_id as "productPointId"
     from cart_lines where member_id = $1 order by cart_line_id`,
    [memberId],
  );
  return rows.map((row) => ({ ...row, cartLineId: Number(row.cartLineId) }));
}

export async function insertLine(
  tx: Queryable,
  memberId: number,
  line: Omit<LineSource, 'cartLineId'> & { kind: StoredLineKind },
  now: Date,
): Promise<void> {
  await tx.query(
    `insert into cart_lines (member_id, product_id, kind, quantity, delivery_times, discount_id,
       product_point_id, added_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      memberId,
      line.productId,
      line.kind,
      line.quantity,
      line.deliveryTimes,
      line.discountId,
      line.productPointId,
      now,
    ],
  );
}

export async function updateLine(
  tx: Queryable,
  cartLineId: number,
  fields: { quantity?: number; deliveryTimes?: number; productPointId?: number },
): Promise<void> {
  await tx.query(
    `update cart_lines set quantity = coalesce($2, quantity), delivery_times = coalesce($3, delivery_times),
       product_point_id = coalesce($4, product_point_id)
     where cart_line_id = $1`,
    [cartLineId, fields.quantity ?? null, fields.deliveryTimes ?? null, fields.productPointId ?? null],
  );
}

export async function deleteLines(tx: Queryable, cartLineIds: readonly number[]): Promise<void> {
  await tx.query('delete from cart_lines where cart_line_id = any ($1::bigint[])', [cartLineIds]);
}

export async function emptyCart(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('delete from cart_lines where member_id = $1', [memberId]);
  await tx.query('delete from cart_coupons where member_id = $1', [memberId]);
}

export async function setCartCoupon(tx: Queryable, memberId: number, couponId: number, now: Date) {
  await tx.query(
    `insert into cart_coupons (member_id, coupon_id, set_at) values ($1, $2, $3)
     on conflict (member_id) do update set coupon_id = excluded.coupon_id, set_at = excluded.set_at`,
    [memberId, couponId, now],
  );
}

export async function deleteCartCoupon(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('delete from cart_coupons where member_id = $1', [memberId]);
}

/** What pricing needs to know about the shopper. */
export interface ShopperProfile {
  level: ShopperLevel;
  validPoints: number;
  birthdayMonth: number | null;
  /** Where the cart would ship: the default address's country, else Hong Kong. */
  locationId: number;
  /**
   * Purchases in the orders read model: paid orders not cancelled, and the unpaid one holding the buyer's
   * first-purchase coupon (orders/firstPurchaseClaim.ts). A first-purchase coupon (NEW10) needs 0. A guest's
   * cart counts 0 until the order names a phone; placement counts that phone's.
   */
  paidOrderCount: number;
}

/** A member's profile and the coupon on their cart. */
export interface MemberCartHeader {
  profile: ShopperProfile;
  couponId: number | null;
}

export const GUEST_PROFILE: ShopperProfile = {
  level: 'guest',
  validPoints: 0,
  birthdayMonth: null,
  locationId: HONG_KONG_LOCATION_ID,
  paidOrderCount: 0,
};

/**
 * SQL: the orders-read-model row `order` counts as a purchase of `buyer` (a first_purchase_claims key):
 * paid and not cancelled, or the unpaid order holding the buyer's first-purchase coupon
 * (orders/firstPurchaseClaim.ts). A first-purchase coupon needs none.
 */
const countsAsPurchase = (order: string, buyer: string) =>
  `${order}.status not in ('canceled', 'deleted')
   and (${order}.paid_at is not null
        or ${order}.order_id = (select c.order_id from first_purchase_claims c where c.buyer = ${buyer}))`;

/**
 * The member's level, points (the memberPoints read model), default delivery country and cart coupon, in
 * one statement; null for an unknown member.
 */
export async function memberCartHeader(db: Queryable, memberId: number): Promise<MemberCartHeader | null> {
  const { rows } = await db.query<{
    member_level_id: number;
    birthday_month: number | null;
    valid_points: number | null;
    country_id: number | null;
    coupon_id: number | null;
    paid_orders: number;
  }>(
    `select m.member_level_id, m.birthday_month, mp.valid_points,
       (select count(*)::int from orders o where o.member_id = m.member_id
          and ${countsAsPurchase('o', `'member:' || m.member_id`)}) as paid_orders,
       (select a.country_id from member_addresses a where a.member_id = m.member_id and a.is_default) as country_id,
       (select cc.coupon_id from cart_coupons cc where cc.member_id = m.member_id) as coupon_id
     from members m left join member_points mp on mp.member_id = m.member_id
     where m.member_id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    couponId: row.coupon_id,
    profile: {
      level: row.member_level_id === 2 ? 'vip' : 'member',
      validPoints: Math.max(row.valid_points ?? 0, 0),
      birthdayMonth: row.birthday_month,
      locationId: row.country_id ?? HONG_KONG_LOCATION_ID,
      paidOrderCount: row.paid_orders,
    },
  };
}

/** Serialises one member's cart and favourite writes across connections and bff replicas. */
export async function lockMember(tx: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await tx.query('select 1 from members where member_id = $1 for update', [memberId]);
  return rows.length > 0;
}

/** A guest's purchases (as a member's `paidOrderCount` counts them), by the phone they order with (digits). */
export async function purchaseCountOfPhone(db: Queryable, phone: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from orders o where o.member_id is null
       and regexp_replace(o.guest_phone, '[^0-9]', '', 'g') = $1 and ${countsAsPurchase('o', `'phone:' || $1`)}`,
    [phone.replace(/\D/g, '')],
  );
  return rows[0]?.count ?? 0;
}

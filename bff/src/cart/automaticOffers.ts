import type { AddOnDiscount, FreeDeliveryDiscount } from '@shop/domain/coupons/discountTypes';
import type { Queryable } from '@shop/projections/ports/db';

/**
 * The offers that apply without a code (GWP, PWP, a site-wide free delivery; routes/discount/ shows them),
 * read from the discounts tables into the pricing engine's types. Coupons are in coupons.ts.
 */

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

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

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

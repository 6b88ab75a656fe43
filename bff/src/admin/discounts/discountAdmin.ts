import type {
  DiscountDetail,
  DiscountForm,
  DiscountListItem,
  DiscountState,
  discountListQuerySchema,
} from '@shop/domain/admin/discounts';
import type { ListPage } from '@shop/domain/admin/listing';
import type { DiscountType } from '@shop/domain/coupons/discountTypes';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import type { z } from 'zod';
import type { AdminChange } from '../audit.ts';
import { containing, listPage } from '../listing.ts';

/**
 * The discounts section's SQL: a discount row, its one coupon code (the back office keeps one code per
 * discount), its items (gifts or add-ons) and PWP trigger products. The cart reads the same tables on every
 * request (bff/src/cart/coupons.ts and automaticOffers.ts keep no cache), so a save shows on the shopper's next request.
 */

type DiscountListQuery = z.infer<typeof discountListQuerySchema>;

interface DiscountRow {
  discount_id: number;
  title_chi: string;
  title_eng: string;
  discount_type: DiscountType;
  action_type: '*' | '-';
  action_value: string | number;
  coupon_code: string | null;
  min_spend_cents: number;
  valid_from: Date | string | null;
  valid_to: Date | string | null;
  status: number;
  members_only: boolean;
  first_purchase_only: boolean;
  created_at: Date | string;
  state: DiscountState;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The discount's code: its first live coupon (a code switched off on edit stays reserved, unlisted). */
const CODE = `(select c.coupon_code from coupons c where c.discount_id = d.discount_id and c.status = 1
  order by c.coupon_id limit 1)`;

/**
 * `$1` is now, joined as `at.now` so that every query using these columns (a page and its count) names it
 * and Postgres knows its type.
 */
const AT_NOW = 'cross join (select $1::timestamptz as now) at';
const STATE = `case when d.status <> 1 then 'inactive'
  when d.valid_from is not null and d.valid_from > at.now then 'upcoming'
  when d.valid_to is not null and d.valid_to < at.now then 'expired' else 'active' end`;

const LIST_COLUMNS = `d.discount_id, d.title_chi, d.title_eng, d.discount_type, d.action_type, d.action_value,
  ${CODE} as coupon_code, d.min_spend_cents, d.valid_from, d.valid_to, d.status, d.members_only,
  d.first_purchase_only, d.created_at, ${STATE} as state`;

function toListItem(row: DiscountRow): DiscountListItem {
  const value = Number(row.action_value);
  return {
    discountId: Number(row.discount_id),
    titleChi: row.title_chi,
    titleEng: row.title_eng,
    discountType: row.discount_type,
    couponCode: row.coupon_code,
    rate: row.action_type === '*' ? value : null,
    amountCents: row.action_type === '-' && value > 0 ? Math.round(value * 100) : null,
    minSpendCents: row.min_spend_cents,
    validFrom: iso(row.valid_from),
    validTo: iso(row.valid_to),
    state: row.state,
    membersOnly: row.members_only,
    firstPurchaseOnly: row.first_purchase_only,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function listDiscounts(
  db: Queryable,
  query: DiscountListQuery,
  now: Date,
): Promise<ListPage<DiscountListItem>> {
  const params: unknown[] = [now];
  const where: string[] = [];
  if (query.state) {
    params.push(query.state);
    where.push(`${STATE} = $${params.length}`);
  }
  if (query.type) {
    params.push(query.type);
    where.push(`d.discount_type = $${params.length}`);
  }
  if (query.q) {
    params.push(containing(query.q));
    const n = params.length;
    where.push(`(d.title_chi ilike $${n} or d.title_eng ilike $${n} or exists (
      select 1 from coupons c where c.discount_id = d.discount_id and c.coupon_code ilike $${n}))`);
  }
  return listPage(db, query, {
    select: LIST_COLUMNS,
    from: `discounts d ${AT_NOW}${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`,
    params,
    columns: {
      createdAt: 'd.created_at',
      validFrom: 'd.valid_from',
      validTo: 'd.valid_to',
      title: 'd.title_chi',
      couponCode: CODE,
    },
    tieBreak: 'd.discount_id',
    toItem: toListItem,
  });
}

const notFound = () => new DomainError('NOT_FOUND', '找不到此優惠 No such discount.');

export async function discountDetail(
  db: Queryable,
  discountId: number,
  now: Date,
  forUpdate = false,
): Promise<DiscountDetail> {
  const { rows } = await db.query<
    DiscountRow & {
      regular_price_only: boolean;
      display_product_ids: number[];
      items: { productId: number; priceCents: number; quantity: number }[] | null;
      triggers: number[];
    }
  >(
    `select ${LIST_COLUMNS}, d.regular_price_only, d.display_product_ids,
       (select json_agg(json_build_object('productId', i.product_id, 'priceCents', i.add_on_price_cents,
                                          'quantity', i.quantity) order by i.sort_order, i.product_id)
        from discount_items i where i.discount_id = d.discount_id) as items,
       array(select t.product_id from discount_trigger_products t where t.discount_id = d.discount_id
             order by t.product_id) as triggers
     from discounts d ${AT_NOW} where d.discount_id = $2${forUpdate ? ' for update of d' : ''}`,
    [now, discountId],
  );
  const row = rows[0];
  if (!row) throw notFound();
  return {
    ...toListItem(row),
    regularPriceOnly: row.regular_price_only,
    displayProductIds: row.display_product_ids.map(Number),
    items: row.items ?? [],
    triggerProductIds: row.triggers.map(Number),
    active: row.status === 1,
  };
}

/** Refuses product ids the catalogue does not hold: 422 with the missing ids, nothing written. */
async function assertProductsExist(tx: Queryable, form: DiscountForm): Promise<void> {
  const productIds = [...new Set([...form.items.map((item) => item.productId), ...form.triggerProductIds])];
  const { rows: products } = await tx.query<{ id: number }>(
    'select product_id as id from products where product_id = any ($1::int[])',
    [productIds],
  );
  const { rows: displays } = await tx.query<{ id: number }>(
    'select display_product_id as id from display_products where display_product_id = any ($1::int[])',
    [form.displayProductIds],
  );
  const missing = (wanted: readonly number[], found: { id: number }[]) =>
    wanted.filter((id) => !found.some((row) => Number(row.id) === id));
  const missingProducts = missing(productIds, products);
  const missingDisplays = missing(form.displayProductIds, displays);
  if (missingProducts.length > 0 || missingDisplays.length > 0) {
    throw new DomainError(
      'NAMED_PRODUCT_NOT_FOUND',
      `沒有此產品 No such product: ${[...missingProducts, ...missingDisplays].join(', ')}`,
      { productIds: missingProducts, displayProductIds: missingDisplays },
    );
  }
}

/** How the form's type becomes the stored action: a rate paid ('*') or HKD dollars off ('-', 0 for the rest). */
function actionOf(form: DiscountForm): { type: '*' | '-'; value: number } {
  if (form.discountType === 'DISCOUNT_COUPON') return { type: '*', value: form.rate ?? 0 };
  if (form.discountType === 'CASH_COUPON') return { type: '-', value: (form.amount ?? 0) / 100 };
  return { type: '-', value: 0 };
}

const codeTaken = (code: string) =>
  new DomainError('COUPON_CODE_TAKEN', `優惠碼 ${code} 已被使用 This coupon code is taken.`, {
    fields: [{ field: 'couponCode', message: 'This coupon code is taken.' }],
  });

async function writeParts(tx: Queryable, discountId: number, form: DiscountForm): Promise<void> {
  await tx.query('delete from discount_items where discount_id = $1', [discountId]);
  await tx.query('delete from discount_trigger_products where discount_id = $1', [discountId]);
  if (form.items.length > 0) {
    await tx.query(
      `insert into discount_items (discount_id, product_id, add_on_price_cents, quantity, sort_order)
       select $1, i.product_id, i.price, i.quantity, i.n - 1
       from unnest($2::int[], $3::int[], $4::int[]) with ordinality as i (product_id, price, quantity, n)`,
      [
        discountId,
        form.items.map((item) => item.productId),
        // Gifts are free whatever the form says; only a PWP add-on has a price.
        form.items.map((item) => (form.discountType === 'PWP' ? item.price : 0)),
        form.items.map((item) => item.quantity),
      ],
    );
  }
  if (form.discountType === 'PWP' && form.triggerProductIds.length > 0) {
    await tx.query(
      `insert into discount_trigger_products (discount_id, product_id)
       select $1, unnest($2::int[]) on conflict do nothing`,
      [discountId, form.triggerProductIds],
    );
  }
}

/** Gives the discount `code` (or takes its code away), keeping the code unique in any case. */
async function writeCode(tx: Queryable, discountId: number, code: string | null): Promise<void> {
  const { rows: current } = await tx.query<{ coupon_id: number; coupon_code: string }>(
    `select coupon_id, coupon_code from coupons where discount_id = $1 and status = 1
     order by coupon_id limit 1 for update`,
    [discountId],
  );
  const existing = current[0];
  if (existing?.coupon_code === code) return;
  if (code === null) {
    // Orders and member wallets may name the old coupon: switch it off rather than delete it.
    await tx.query('update coupons set status = 0 where coupon_id = $1', [existing!.coupon_id]);
    return;
  }
  const { rows: holder } = await tx.query<{ coupon_id: number; discount_id: number }>(
    'select coupon_id, discount_id from coupons where coupon_code = $1',
    [code],
  );
  if (holder[0] && holder[0].discount_id !== discountId) throw codeTaken(code);
  if (existing) await tx.query('update coupons set status = 0 where coupon_id = $1', [existing.coupon_id]);
  if (holder[0]) {
    await tx.query('update coupons set status = 1 where coupon_id = $1', [holder[0].coupon_id]);
  } else {
    // Two staff saving the same new code at once: the unique index decides, the loser gets the 409.
    await tx
      .query('insert into coupons (coupon_code, discount_id) values ($1, $2)', [code, discountId])
      .catch((error: unknown) => {
        throw (error as { code?: string }).code === '23505' ? codeTaken(code) : error;
      });
  }
}

const discountValues = (form: DiscountForm) => {
  const action = actionOf(form);
  return [
    form.titleChi,
    form.titleEng,
    form.discountType,
    action.type,
    action.value,
    form.regularPriceOnly,
    form.firstPurchaseOnly,
    form.membersOnly,
    form.minSpend,
    form.validFrom,
    form.validTo,
    form.displayProductIds,
    form.couponCode !== null,
    form.active ? 1 : 0,
  ];
};

export async function createDiscount(
  tx: Queryable,
  form: DiscountForm,
  now: Date,
): Promise<{ result: DiscountDetail; change: AdminChange }> {
  await assertProductsExist(tx, form);
  if (form.couponCode !== null) {
    const { rows } = await tx.query('select 1 from coupons where coupon_code = $1', [form.couponCode]);
    if (rows.length > 0) throw codeTaken(form.couponCode);
  }
  const { rows } = await tx.query<{ discount_id: number }>(
    `insert into discounts (title_chi, title_eng, discount_type, action_type, action_value, regular_price_only,
       first_purchase_only, members_only, min_spend_cents, valid_from, valid_to, display_product_ids,
       requires_coupon, status, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning discount_id`,
    [...discountValues(form), now],
  );
  const discountId = Number(rows[0]!.discount_id);
  await writeParts(tx, discountId, form);
  if (form.couponCode !== null) await writeCode(tx, discountId, form.couponCode);
  const created = await discountDetail(tx, discountId, now);
  return {
    result: created,
    change: {
      section: 'discounts',
      action: 'discount.created',
      entityId: discountId,
      before: null,
      after: created,
    },
  };
}

/**
 * Replaces a discount with the form. The type stays what it was created as: orders and carts already name
 * the discount by its type, so a different kind of offer is a new discount.
 */
export async function updateDiscount(
  tx: Queryable,
  discountId: number,
  form: DiscountForm,
  now: Date,
): Promise<{ result: DiscountDetail; change: AdminChange }> {
  const before = await discountDetail(tx, discountId, now, true);
  if (before.discountType !== form.discountType) {
    throw new DomainError('DISCOUNT_TYPE_FIXED', '優惠類型不可更改 A discount keeps its type.');
  }
  await assertProductsExist(tx, form);
  await tx.query(
    `update discounts set title_chi = $1, title_eng = $2, discount_type = $3, action_type = $4,
       action_value = $5, regular_price_only = $6, first_purchase_only = $7, members_only = $8,
       min_spend_cents = $9, valid_from = $10, valid_to = $11, display_product_ids = $12,
       requires_coupon = $13, status = $14
     where discount_id = $15`,
    [...discountValues(form), discountId],
  );
  await writeParts(tx, discountId, form);
  if (form.couponCode !== before.couponCode) await writeCode(tx, discountId, form.couponCode);
  const after = await discountDetail(tx, discountId, now);
  const action = before.active && !after.active ? 'discount.deactivated' : 'discount.updated';
  return { result: after, change: { section: 'discounts', action, entityId: discountId, before, after } };
}

import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import type { BulkPriceLine, PRICE_SORTS, PriceRow } from '@shop/domain/admin/products';
import { DomainError } from '@shop/domain/errors';
import { percentOf } from '@shop/domain/money';
import type { Queryable } from '@shop/projections/ports/db';
import type { AdminChange } from '../audit.ts';
import { containing, listPage } from '../listing.ts';
import { syncShownPrice } from '../products/productAdmin.ts';

/**
 * The prices section: every option's original price, selling (discount) price and points prices, one
 * price edit at a time, and a sale of N % off on many options at once (previewed, then applied). Carts
 * and orders read prices when they price, so a change applies to the next cart priced.
 */

type Sort = (typeof PRICE_SORTS)[number];

interface PriceDbRow {
  product_id: number;
  display_product_id: number;
  sku: string;
  name_chi: string;
  name_eng: string;
  volume: string;
  price_cents: number;
  discount_price_cents: number | null;
  points: { point: number; moneyCents: number }[] | null;
}

const PRICE_COLUMNS = `p.product_id, p.display_product_id, p.sku, p.name_chi, p.name_eng, p.volume, p.price_cents,
  p.discount_price_cents,
  (select json_agg(json_build_object('point', pp.point, 'moneyCents', pp.money_cents) order by pp.point desc)
   from product_points pp where pp.product_id = p.product_id) as points`;

const toPriceRow = (row: PriceDbRow): PriceRow => ({
  productId: row.product_id,
  displayProductId: row.display_product_id,
  sku: row.sku,
  nameChi: row.name_chi,
  nameEng: row.name_eng,
  volume: row.volume,
  priceCents: row.price_cents,
  discountPriceCents: row.discount_price_cents,
  points: row.points ?? [],
});

export function listPrices(
  db: Queryable,
  query: ListQuery<Sort> & { productId?: number | undefined },
): Promise<ListPage<PriceRow>> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.q) {
    params.push(containing(query.q));
    where.push(
      `(p.sku ilike $${params.length} or p.name_chi ilike $${params.length} or p.name_eng ilike $${params.length})`,
    );
  }
  if (query.productId !== undefined) {
    params.push(query.productId);
    where.push(`p.product_id = $${params.length}`);
  }
  return listPage<PriceDbRow, PriceRow, Sort>(db, query, {
    select: PRICE_COLUMNS,
    from: `products p${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`,
    params,
    columns: {
      name: 'p.name_chi',
      sku: 'p.sku',
      price: 'p.price_cents',
      discountPrice: 'coalesce(p.discount_price_cents, p.price_cents)',
    },
    tieBreak: 'p.product_id',
    toItem: toPriceRow,
  });
}

async function priceOf(tx: Queryable, productId: number): Promise<PriceRow> {
  const { rows } = await tx.query<PriceDbRow>(
    `select ${PRICE_COLUMNS} from products p where p.product_id = $1 for update`,
    [productId],
  );
  if (!rows[0]) throw new DomainError('NOT_FOUND', '找不到此產品選項 No such product option.');
  return toPriceRow(rows[0]);
}

const pricesOf = (row: PriceRow) => ({
  priceCents: row.priceCents,
  discountPriceCents: row.discountPriceCents,
});

export async function editPrice(
  tx: Queryable,
  productId: number,
  input: { price: number; discountPrice: number | null },
): Promise<{ result: PriceRow; change: AdminChange | null }> {
  const before = await priceOf(tx, productId);
  if (before.priceCents === input.price && before.discountPriceCents === input.discountPrice) {
    return { result: before, change: null };
  }
  await tx.query('update products set price_cents = $2, discount_price_cents = $3 where product_id = $1', [
    productId,
    input.price,
    input.discountPrice,
  ]);
  await syncShownPrice(tx, before.displayProductId);
  // The row is locked since `before` was read: only the two prices written here changed.
  const after: PriceRow = { ...before, priceCents: input.price, discountPriceCents: input.discountPrice };
  return {
    result: after,
    change: {
      section: 'prices',
      action: 'price.changed',
      entityId: productId,
      before: pricesOf(before),
      after: pricesOf(after),
    },
  };
}

/**
 * N % off the original price of each chosen option (the amount off rounded half-up to the cent). A preview
 * changes nothing; applying writes every line, recorded as one audit row holding each option's prices
 * before and after.
 */
export async function bulkDiscount(
  tx: Queryable,
  input: { productIds: number[]; percentOff: number; apply: boolean },
): Promise<{
  result: { applied: boolean; percentOff: number; lines: BulkPriceLine[] };
  change: AdminChange | null;
}> {
  const { rows } = await tx.query<PriceDbRow>(
    `select ${PRICE_COLUMNS} from products p where p.product_id = any ($1::int[]) order by p.product_id
     ${input.apply ? 'for update' : ''}`,
    [input.productIds],
  );
  const missing = input.productIds.filter((id) => !rows.some((row) => row.product_id === id));
  if (missing.length > 0) {
    throw new DomainError('NOT_FOUND', `找不到產品選項 No such product options: ${missing.join(', ')}`, {
      productIds: missing,
    });
  }
  const lines: BulkPriceLine[] = rows.map((row) => ({
    productId: row.product_id,
    sku: row.sku,
    priceCents: row.price_cents,
    discountPriceCentsBefore: row.discount_price_cents,
    discountPriceCentsAfter: row.price_cents - percentOf(row.price_cents, input.percentOff),
  }));
  const result = { applied: input.apply, percentOff: input.percentOff, lines };
  if (!input.apply) return { result, change: null };
  await tx.query(
    `update products p set discount_price_cents = n.cents
     from unnest($1::int[], $2::int[]) as n (product_id, cents) where p.product_id = n.product_id`,
    [lines.map((line) => line.productId), lines.map((line) => line.discountPriceCentsAfter)],
  );
  for (const displayProductId of new Set(rows.map((row) => row.display_product_id))) {
    await syncShownPrice(tx, displayProductId);
  }
  return {
    result,
    change: {
      section: 'prices',
      action: 'prices.discounted',
      entityId: null,
      before: lines.map((line) => ({
        productId: line.productId,
        discountPriceCents: line.discountPriceCentsBefore,
      })),
      after: lines.map((line) => ({
        productId: line.productId,
        discountPriceCents: line.discountPriceCentsAfter,
      })),
    },
  };
}

import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import type { INVENTORY_SORTS, InventoryRow, StockAdjustmentRow } from '@shop/domain/admin/products';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import { SHOWN_STATUS } from '../../catalogue/displayProducts.ts';
import type { AdminChange } from '../audit.ts';
import { containing, listPage } from '../listing.ts';

/**
 * The inventory section: stock levels of every option (a `products` row), the low-stock list, and
 * adjustments with a reason. Stock is the same column orders reserve from (orders/stock.ts), so an
 * adjustment is one conditional update: it adds or takes stock relative to what is there at that moment,
 * after any order's reservation, and never leaves less than zero.
 */

type Sort = (typeof INVENTORY_SORTS)[number];

interface InventoryDbRow {
  product_id: number;
  display_product_id: number;
  sku: string;
  name_chi: string;
  name_eng: string;
  volume: string;
  inventory: number;
  status: number;
}

export function listInventory(
  db: Queryable,
  query: ListQuery<Sort> & { lowStock?: number | undefined; productId?: number | undefined },
): Promise<ListPage<InventoryRow>> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.q) {
    params.push(containing(query.q));
    where.push(`(p.sku ilike $1 or p.name_chi ilike $1 or p.name_eng ilike $1)`);
  }
  if (query.productId !== undefined) {
    params.push(query.productId);
    where.push(`p.product_id = $${params.length}`);
  }
  if (query.lowStock !== undefined) {
    params.push(query.lowStock);
    where.push(`p.inventory <= $${params.length}`);
  }
  return listPage<InventoryDbRow, InventoryRow, Sort>(db, query, {
    select: `p.product_id, p.display_product_id, p.sku, p.name_chi, p.name_eng, p.volume, p.inventory, dp.status`,
    from: `products p join display_products dp using (display_product_id)${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`,
    params,
    columns: { stock: 'p.inventory', sku: 'p.sku', name: 'p.name_chi', productId: 'p.product_id' },
    tieBreak: 'p.product_id',
    toItem: (row) => ({
      productId: row.product_id,
      displayProductId: row.display_product_id,
      sku: row.sku,
      nameChi: row.name_chi,
      nameEng: row.name_eng,
      volume: row.volume,
      inventory: row.inventory,
      onSale: row.status === SHOWN_STATUS,
    }),
  });
}

export async function recordStockAdjustment(
  tx: Queryable,
  adjustment: {
    productId: number;
    change: number;
    stockAfter: number;
    reason: string;
    staffId: number;
    at: Date;
  },
): Promise<number> {
  const { rows } = await tx.query<{ adjustment_id: number | string }>(
    `insert into inventory_adjustments (product_id, change, stock_after, reason, staff_id, at)
     values ($1, $2, $3, $4, $5, $6) returning adjustment_id`,
    [
      adjustment.productId,
      adjustment.change,
      adjustment.stockAfter,
      adjustment.reason,
      adjustment.staffId,
      adjustment.at,
    ],
  );
  return Number(rows[0]!.adjustment_id);
}

export interface AdjustmentResult {
  adjustmentId: number;
  productId: number;
  sku: string;
  change: number;
  stockBefore: number;
  stockAfter: number;
  reason: string;
}

/**
 * Adds `change` (negative: takes) to an option's stock. The update's own condition refuses a change that
 * would go below zero, so an order reserving the same stock a moment earlier can never be undone by it.
 */
export async function adjustStock(
  tx: Queryable,
  productId: number,
  input: { change: number; reason: string },
  staff: { staffId: number },
  at: Date,
): Promise<{ result: AdjustmentResult; change: AdminChange }> {
  const { rows } = await tx.query<{ sku: string; inventory: number }>(
    `update products set inventory = inventory + $2
     where product_id = $1 and inventory + $2 >= 0
     returning sku, inventory`,
    [productId, input.change],
  );
  const updated = rows[0];
  if (!updated) {
    const { rows: current } = await tx.query<{ inventory: number }>(
      'select inventory from products where product_id = $1',
      [productId],
    );
    if (!current[0]) throw new DomainError('NOT_FOUND', '找不到此產品選項 No such product option.');
    throw new DomainError(
      'STOCK_BELOW_ZERO',
      `存貨不可少於 0：現有 ${current[0].inventory} Stock cannot go below 0: ${current[0].inventory} left.`,
      {
        inventory: current[0].inventory,
        fields: [{ field: 'change', message: `Only ${current[0].inventory} in stock` }],
      },
    );
  }
  const stockAfter = updated.inventory;
  const adjustmentId = await recordStockAdjustment(tx, {
    productId,
    change: input.change,
    stockAfter,
    reason: input.reason,
    staffId: staff.staffId,
    at,
  });
  const result: AdjustmentResult = {
    adjustmentId,
    productId,
    sku: updated.sku,
    change: input.change,
    stockBefore: stockAfter - input.change,
    stockAfter,
    reason: input.reason,
  };
  return {
    result,
    change: {
      section: 'inventory',
      action: 'stock.adjusted',
      entityId: productId,
      before: { inventory: result.stockBefore },
      after: { inventory: stockAfter, change: input.change, reason: input.reason },
    },
  };
}

export const ADJUSTMENT_SORTS = ['at'] as const;

interface AdjustmentDbRow {
  adjustment_id: number | string;
  product_id: number;
  sku: string;
  change: number;
  stock_after: number;
  reason: string;
  staff_name: string;
  at: Date | string;
}

/** The stock history, newest first, of one option or of all. */
export function listAdjustments(
  db: Queryable,
  query: ListQuery<(typeof ADJUSTMENT_SORTS)[number]> & { productId?: number | undefined },
): Promise<ListPage<StockAdjustmentRow>> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.productId !== undefined) {
    params.push(query.productId);
    where.push(`a.product_id = $${params.length}`);
  }
  if (query.q) {
    params.push(containing(query.q));
    where.push(`(p.sku ilike $${params.length} or a.reason ilike $${params.length})`);
  }
  return listPage<AdjustmentDbRow, StockAdjustmentRow, 'at'>(db, query, {
    select:
      'a.adjustment_id, a.product_id, p.sku, a.change, a.stock_after, a.reason, s.display_name as staff_name, a.at',
    from: `inventory_adjustments a join products p using (product_id) join staff s using (staff_id)${
      where.length > 0 ? ` where ${where.join(' and ')}` : ''
    }`,
    params,
    columns: { at: 'a.at' },
    tieBreak: 'a.adjustment_id',
    toItem: (row) => ({
      adjustmentId: Number(row.adjustment_id),
      productId: row.product_id,
      sku: row.sku,
      change: row.change,
      stockAfter: row.stock_after,
      reason: row.reason,
      staffName: row.staff_name,
      at: new Date(row.at).toISOString(),
    }),
  });
}

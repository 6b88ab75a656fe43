import type { Queryable } from '@shop/projections/ports/db';

/** Stock of the products an order takes or gives back, by product. */
export interface StockLine {
  productId: number;
  quantity: number;
}

export interface Shortage {
  productId: number;
  /** What is left now. */
  inventory: number;
  requiredNum: number;
}

/** One line per product, quantities summed, in product-id order (the order rows are locked in). */
export function stockByProduct(lines: readonly StockLine[]): StockLine[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return [...totals]
    .map(([productId, quantity]) => ({ productId, quantity }))
    .sort((a, b) => a.productId - b.productId);
}

/**
 * Takes the stock of an order inside the caller's transaction, or takes nothing and answers what is short.
 * The rows are locked in product-id order, so two buyers of the same products wait for each other instead
 * of deadlocking; the update's condition (and the table's `inventory >= 0` check) makes overselling
 * impossible even if a caller skipped the lock. On a shortage the caller rolls back: nothing was taken.
 */
export async function reserveStock(tx: Queryable, lines: readonly StockLine[]): Promise<Shortage[]> {
  const wanted = stockByProduct(lines);
  const ids = wanted.map((line) => line.productId);
  const { rows } = await tx.query<{ product_id: number; inventory: number }>(
    `select product_id, inventory from products where product_id = any ($1::int[])
     order by product_id for update`,
    [ids],
  );
  const inventory = new Map(rows.map((row) => [row.product_id, row.inventory]));
  const shortages = wanted
    .filter((line) => (inventory.get(line.productId) ?? 0) < line.quantity)
    .map((line) => ({
      productId: line.productId,
      inventory: inventory.get(line.productId) ?? 0,
      requiredNum: line.quantity,
    }));
  if (shortages.length > 0) return shortages;
  const updated = await tx.query(
    `update products p set inventory = p.inventory - w.quantity
     from unnest($1::int[], $2::int[]) as w(product_id, quantity)
     where p.product_id = w.product_id and p.inventory >= w.quantity`,
    [ids, wanted.map((line) => line.quantity)],
  );
  if (updated.rowCount !== wanted.length)
    throw new Error(`Stock changed under a row lock: ${updated.rowCount} of ${wanted.length} lines taken`);
  return [];
}

/**
 * Puts an order's stock back on the shelf: the `releasedStock` of its `OrderCanceled` event. Every path that
 * cancels an order (payment window, payment failure, staff) calls this in the transaction that appends the
 * cancellation, so the stock comes back exactly once.
 */
export async function releaseStock(tx: Queryable, releasedStock: readonly StockLine[]): Promise<void> {
  const lines = stockByProduct(releasedStock);
  if (lines.length === 0) return;
  await tx.query(
    `update products p set inventory = p.inventory + w.quantity
     from unnest($1::int[], $2::int[]) as w(product_id, quantity)
     where p.product_id = w.product_id`,
    [lines.map((line) => line.productId), lines.map((line) => line.quantity)],
  );
}

/** Stock at or below this many items shows the exact number left (specification 000 §4, §9). */
export const EXACT_STOCK_THRESHOLD = 10;
/** Stock above EXACT_STOCK_THRESHOLD up to this many items shows only "a few left". */
export const FEW_LEFT_THRESHOLD = 300;

export type StockDisplay = 'soldOut' | { exact: number } | 'fewLeft' | 'inStock';

/**
 * How the product page talks about stock: 0 sold out (quantity, pay and cart buttons hidden), 1–10 the
 * exact number, 11–300 only "a few left", above 300 "in stock".
 */
export function stockDisplay(inventory: number): StockDisplay {
  const items = Number.isFinite(inventory) ? Math.floor(inventory) : 0;
  if (items <= 0) return 'soldOut';
  if (items <= EXACT_STOCK_THRESHOLD) return { exact: items };
  if (items <= FEW_LEFT_THRESHOLD) return 'fewLeft';
  return 'inStock';
}

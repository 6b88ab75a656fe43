import { toCents } from '../money.ts';

/** Prices closer than this (HK$0.10) are shown as one price (specification 000 §9). */
export const PRICE_RANGE_MIN_SPREAD_CENTS = 10;

export type PriceRange = { kind: 'single'; price: number } | { kind: 'range'; min: number; max: number };

/**
 * A display product's price range, from the API's minPrice and maxPrice (HKD dollars): one price when they
 * differ by less than HK$0.10, else the range. The comparison is made in whole cents so 0.1 of float
 * error (e.g. 0.3 - 0.2) cannot flip the result.
 */
export function priceRange(min: number, max: number): PriceRange {
  const [low, high] = min <= max ? [min, max] : [max, min];
  if (toCents(high) - toCents(low) < PRICE_RANGE_MIN_SPREAD_CENTS) return { kind: 'single', price: low };
  return { kind: 'range', min: low, max: high };
}

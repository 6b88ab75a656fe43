import type { ShopperLevel } from '../cart/cartTypes.ts';
import type { Cents } from '../money.ts';

/** 200 points are worth HK$1, so one point is half a cent: points are spent in pairs (1 cent each). */
export const POINTS_PER_DOLLAR = 200;
export const POINTS_PER_CENT = 2;
/** No more than 20000 points (HK$100) may go into one order. */
export const MAX_POINTS_PER_ORDER = 20_000;
export const MAX_POINTS_CASH_PER_ORDER: Cents = 10_000;
/** HK$1 spent earns 1 point; twice as many in the member's birthday month. */
export const CENTS_PER_EARNED_POINT = 100;
export const BIRTHDAY_MONTH_MULTIPLIER = 2;

/** Only VIP members hold and spend points. */
export function canUsePoints(level: ShopperLevel): boolean {
  return level === 'vip';
}

/** The cash value of points, in cents (an odd last point is worth nothing on its own). */
export function pointsToCash(points: number): Cents {
  return Math.floor(Math.max(points, 0) / POINTS_PER_CENT);
}

/**
 * The most points a shopper may turn into cash on an order: the smaller of 200 × the total in dollars
 * (2 points per cent), the points they hold and 20000, and never more than HK$100. Rounded down to an even
 * number so the points buy whole cents.
 */
export function usablePoints(input: {
  shopperLevel: ShopperLevel;
  validPoints: number;
  total: Cents;
}): number {
  if (!canUsePoints(input.shopperLevel)) return 0;
  const limit = Math.min(
    input.total * POINTS_PER_CENT,
    Math.floor(input.validPoints),
    MAX_POINTS_PER_ORDER,
    MAX_POINTS_CASH_PER_ORDER * POINTS_PER_CENT,
  );
  const nonNegative = Math.max(limit, 0);
  return nonNegative - (nonNegative % POINTS_PER_CENT);
}

/** The points actually spent for a request: the request clamped to what is usable, as whole cents. */
export function redeemPoints(requested: number, usable: number): { pointsUsed: number; pointsCash: Cents } {
  const clamped = Math.max(Math.min(Math.floor(requested), usable), 0);
  const pointsUsed = clamped - (clamped % POINTS_PER_CENT);
  return { pointsUsed, pointsCash: pointsToCash(pointsUsed) };
}

/** Points earned for `spent` cents: 1 per whole HK$1, doubled when `month` is the birthday month. */
export function pointsEarned(spent: Cents, input: { month: number; birthdayMonth?: number | null }): number {
  const base = Math.floor(Math.max(spent, 0) / CENTS_PER_EARNED_POINT);
  return input.birthdayMonth != null && input.month === input.birthdayMonth
    ? base * BIRTHDAY_MONTH_MULTIPLIER
    : base;
}

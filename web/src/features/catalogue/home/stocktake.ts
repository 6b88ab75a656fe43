/**
 * The year-end stocktake notice (spec 000 §2): stocktake from 20/12/2024 to 3/1/2025, orders of that period
 * ship after 6/1/2025, and the pop-up shows only before 6 January 2025, Hong Kong time (UTC+8).
 */
export const STOCKTAKE_NOTICE_ENDS_AT = Date.UTC(2025, 0, 5, 16, 0, 0);

export function isStocktakeNoticeDue(now: number): boolean {
  return Number.isFinite(now) && now < STOCKTAKE_NOTICE_ENDS_AT;
}

/** The notice is confirmed once per visit (tab), not on every return to the home page. */
export const STOCKTAKE_CONFIRMED_KEY = 'shop.stocktakeNotice.confirmed';

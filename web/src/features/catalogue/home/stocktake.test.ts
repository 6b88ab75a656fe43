import { describe, expect, it } from 'vitest';
import { isStocktakeNoticeDue } from './stocktake.ts';

describe('stocktake notice window', () => {
  it('shows during the stocktake and until the end of 5 January 2025, Hong Kong time', () => {
    expect(isStocktakeNoticeDue(Date.parse('2024-12-20T10:00:00+08:00'))).toBe(true);
    expect(isStocktakeNoticeDue(Date.parse('2025-01-03T23:00:00+08:00'))).toBe(true);
    expect(isStocktakeNoticeDue(Date.parse('2025-01-05T23:59:59+08:00'))).toBe(true);
  });

  it('stops at midnight of 6 January 2025 in Hong Kong (16:00 UTC the day before)', () => {
    expect(isStocktakeNoticeDue(Date.parse('2025-01-05T15:59:59.999Z'))).toBe(true);
    expect(isStocktakeNoticeDue(Date.parse('2025-01-05T16:00:00Z'))).toBe(false);
    expect(isStocktakeNoticeDue(Date.parse('2025-01-06T00:00:00+08:00'))).toBe(false);
  });

  it('does not show today or for an unreadable time', () => {
    expect(isStocktakeNoticeDue(Date.parse('2026-11-21T12:00:00+08:00'))).toBe(false);
    expect(isStocktakeNoticeDue(Number.NaN)).toBe(false);
  });
});

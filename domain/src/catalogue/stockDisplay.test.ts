import { describe, expect, it } from 'vitest';
import { stockDisplay } from './stockDisplay.ts';

describe('stockDisplay', () => {
  it('0 (or less) is sold out', () => {
    expect(stockDisplay(0)).toBe('soldOut');
    expect(stockDisplay(-3)).toBe('soldOut');
    expect(stockDisplay(Number.NaN)).toBe('soldOut');
  });

  it('1 to 10 shows the exact number left', () => {
    expect(stockDisplay(1)).toEqual({ exact: 1 });
    expect(stockDisplay(7)).toEqual({ exact: 7 });
    expect(stockDisplay(10)).toEqual({ exact: 10 });
  });

  it('11 to 300 shows only a few left', () => {
    expect(stockDisplay(11)).toBe('fewLeft');
    expect(stockDisplay(150)).toBe('fewLeft');
    expect(stockDisplay(300)).toBe('fewLeft');
  });

  it('above 300 is in stock', () => {
    expect(stockDisplay(301)).toBe('inStock');
    expect(stockDisplay(5000)).toBe('inStock');
  });
});

import { describe, expect, it } from 'vitest';
import { priceRange } from './priceRange.ts';

describe('priceRange', () => {
  it('equal prices are one price', () => {
    expect(priceRange(298, 298)).toEqual({ kind: 'single', price: 298 });
  });

  it('prices less than HK$0.10 apart are one price (the lower)', () => {
    expect(priceRange(149.5, 149.59)).toEqual({ kind: 'single', price: 149.5 });
    expect(priceRange(0.2, 0.29)).toEqual({ kind: 'single', price: 0.2 });
  });

  it('prices HK$0.10 or more apart are a range, even where float subtraction says 0.09999…', () => {
    // 0.3 - 0.2 is 0.09999999999999998 in floating point; in cents it is exactly 10.
    expect(priceRange(0.2, 0.3)).toEqual({ kind: 'range', min: 0.2, max: 0.3 });
    expect(priceRange(149.5, 149.6)).toEqual({ kind: 'range', min: 149.5, max: 149.6 });
    expect(priceRange(98, 298)).toEqual({ kind: 'range', min: 98, max: 298 });
  });

  it('reads swapped bounds the right way round', () => {
    expect(priceRange(298, 98)).toEqual({ kind: 'range', min: 98, max: 298 });
  });
});

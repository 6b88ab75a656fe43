import { describe, expect, it } from 'vitest';
import { buildCatalogue, discountedDollars, roundToEight, stockBand } from './catalogue.ts';
import { buildMarketing } from './marketing.ts';

describe('demo catalogue', () => {
  it('prices like a Hong Kong shelf', () => {
    expect(discountedDollars(298, 0.8)).toBe(238);
    expect(discountedDollars(128, 0.9)).toBe(118);
    expect(discountedDollars(38, 0.8)).toBeLessThan(38);
    expect(roundToEight(298 * 1.45)).toBe(428);
  });

  it('bands stock at 0, 10 and 300', () => {
    expect([0, 1, 10, 11, 300, 301].map(stockBand)).toEqual([
      'sold-out',
      'exact',
      'exact',
      'few-left',
      'few-left',
      'in-stock',
    ]);
  });

  it('is the same shop every time for the same seed time', () => {
    const now = new Date('2026-03-15T02:00:00Z');
    const a = buildCatalogue(now, buildMarketing(now).eventBySlug);
    const b = buildCatalogue(now, buildMarketing(now).eventBySlug);
    expect(a.products.map((p) => [p.sku, p.inventory, p.priceCents])).toEqual(
      b.products.map((p) => [p.sku, p.inventory, p.priceCents]),
    );
    expect(a.files.map((f) => f.body)).toEqual(b.files.map((f) => f.body));
    expect(a.rasterDrawings).toEqual(b.rasterDrawings);
    expect(new Set(a.products.map((p) => p.sku)).size).toBe(a.products.length);
    for (const product of a.products) {
      if (product.discountPriceCents !== null)
        expect(product.discountPriceCents).toBeLessThan(product.priceCents);
    }
  });
});

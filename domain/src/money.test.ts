import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateProportionally,
  dollarsAsCentsSchema,
  formatHkd,
  multiplyRate,
  percentOf,
  toCents,
  toDollars,
} from './money.ts';

describe('toCents', () => {
  it('reads API dollar amounts', () => {
    expect(toCents(298)).toBe(29800);
    expect(toCents(149.5)).toBe(14950);
    expect(toCents(0)).toBe(0);
    expect(toCents(0.07)).toBe(7);
  });

  it('has no float drift', () => {
    // 0.1 + 0.2 is 0.30000000000000004 as a float; as money it is 30 cents.
    expect(toCents(0.1 + 0.2)).toBe(30);
    // 1.15 * 100 is 114.99999999999999 as a float.
    expect(toCents(1.15)).toBe(115);
  });

  it('rounds half-up to the cent, reading the decimal as written', () => {
    expect(toCents(149.995)).toBe(15000);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.004)).toBe(100);
    expect(toCents(0.015)).toBe(2);
    expect(toCents(-1.005)).toBe(-101);
  });

  it('rejects what is not an amount', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(1e30)).toThrow(RangeError);
  });

  it('parses API numbers through the schema', () => {
    expect(dollarsAsCentsSchema.parse(149.5)).toBe(14950);
    expect(dollarsAsCentsSchema.safeParse(-1).success).toBe(false);
  });

  it('round-trips every whole-cent amount through dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(toDollars(cents))).toBe(cents);
      }),
    );
  });
});

describe('toDollars', () => {
  it('gives JSON numbers as the API carries them', () => {
    expect(toDollars(29800)).toBe(298);
    expect(toDollars(14950)).toBe(149.5);
    expect(toDollars(7)).toBe(0.07);
    expect(() => toDollars(1.5)).toThrow(RangeError);
  });
});

describe('formatHkd', () => {
  it('shows HK$ with grouping and two decimals', () => {
    expect(formatHkd(123450)).toBe('HK$1,234.50');
    expect(formatHkd(123450, 'zh-HK')).toBe('HK$1,234.50');
    expect(formatHkd(123450, 'en-HK')).toBe('HK$1,234.50');
    expect(formatHkd(0)).toBe('HK$0.00');
    expect(formatHkd(5)).toBe('HK$0.05');
    expect(formatHkd(100_000_000)).toBe('HK$1,000,000.00');
    expect(formatHkd(-123450)).toBe('-HK$1,234.50');
  });

  it('keeps a leading HK$ where a locale would put the symbol elsewhere', () => {
    expect(formatHkd(123450, 'de-DE')).toBe('HK$1.234,50');
  });
});

describe('multiplyRate and percentOf', () => {
  it('rounds half-up exactly', () => {
    expect(multiplyRate(14950, 0.9)).toBe(13455);
    expect(multiplyRate(5, 0.9)).toBe(5); // 4.5 → 5
    // 15 * 0.7 is 10.499999999999998 as a float; exactly it is 10.5 → 11.
    expect(multiplyRate(15, 0.7)).toBe(11);
    expect(multiplyRate(68480, 0.9)).toBe(61632);
    expect(multiplyRate(1000, 0)).toBe(0);
    expect(multiplyRate(1000, 1)).toBe(1000);
  });

  it('takes percentages', () => {
    expect(percentOf(1999, 10)).toBe(200); // 199.9
    expect(percentOf(5, 10)).toBe(1); // 0.5
    expect(percentOf(29800, 12.5)).toBe(3725);
  });

  it('matches integer arithmetic for two-decimal rates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 100 }), (cents, hundredths) => {
        const expected = Math.floor((cents * hundredths + 50) / 100);
        expect(multiplyRate(cents, hundredths / 100)).toBe(expected);
      }),
    );
  });
});

describe('allocateProportionally', () => {
  it('splits by largest remainder, earlier first on ties', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(6848, [59600, 0, 8880])).toEqual([5960, 0, 888]);
    // 3000 × 29800 / 38680 = 2311.27…, 3000 × 8880 / 38680 = 688.72…: the cent left goes to the second.
    expect(allocateProportionally(3000, [29800, 8880])).toEqual([2311, 689]);
    expect(allocateProportionally(0, [0, 0])).toEqual([0, 0]);
  });

  it('adds up to the total and never gives a share above its weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e8 }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const weightSum = weights.reduce((a, b) => a + b, 0);
          const total = Math.floor(weightSum * fraction);
          const shares = allocateProportionally(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[index] ?? 0);
          });
        },
      ),
    );
  });
});

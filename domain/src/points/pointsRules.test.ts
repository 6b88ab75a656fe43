import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsEarned, pointsToCash, redeemPoints, usablePoints } from './pointsRules.ts';

describe('usablePoints', () => {
  it('is capped at 20000 points, which is HK$100', () => {
    // HK$500 of goods allows 200 × 500 = 100000 points; the member holds 30000; the cap is 20000.
    const usable = usablePoints({ shopperLevel: 'vip', validPoints: 30000, total: 50000 });
    expect(usable).toBe(20000);
    expect(pointsToCash(usable)).toBe(10000);
  });

  it('is limited by 200 points per dollar of the total', () => {
    // HK$60.00 → 12000 points.
    expect(usablePoints({ shopperLevel: 'vip', validPoints: 50000, total: 6000 })).toBe(12000);
    // HK$0.05 → 10 points.
    expect(usablePoints({ shopperLevel: 'vip', validPoints: 50000, total: 5 })).toBe(10);
  });

  it('is limited by the points held, in whole cents', () => {
    expect(usablePoints({ shopperLevel: 'vip', validPoints: 1234, total: 100000 })).toBe(1234);
    expect(usablePoints({ shopperLevel: 'vip', validPoints: 1235, total: 100000 })).toBe(1234);
  });

  it('is zero for guests and ordinary members', () => {
    expect(usablePoints({ shopperLevel: 'member', validPoints: 30000, total: 50000 })).toBe(0);
    expect(usablePoints({ shopperLevel: 'guest', validPoints: 30000, total: 50000 })).toBe(0);
  });

  it('never buys more than the total or HK$100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100000 }),
        fc.integer({ min: 0, max: 1e7 }),
        (validPoints, total) => {
          const usable = usablePoints({ shopperLevel: 'vip', validPoints, total });
          expect(usable).toBeLessThanOrEqual(Math.min(validPoints, 20000));
          expect(usable % 2).toBe(0);
          expect(pointsToCash(usable)).toBeLessThanOrEqual(Math.min(total, 10000));
        },
      ),
    );
  });
});

describe('redeemPoints', () => {
  it('clamps the request to what is usable', () => {
    expect(redeemPoints(25000, 20000)).toEqual({ pointsUsed: 20000, pointsCash: 10000 });
    expect(redeemPoints(401, 20000)).toEqual({ pointsUsed: 400, pointsCash: 200 });
    expect(redeemPoints(0, 20000)).toEqual({ pointsUsed: 0, pointsCash: 0 });
  });
});

describe('pointsEarned', () => {
  it('gives 1 point per whole HK$1, twice in the birthday month', () => {
    expect(pointsEarned(12345, { month: 3, birthdayMonth: 5 })).toBe(123);
    expect(pointsEarned(12345, { month: 5, birthdayMonth: 5 })).toBe(246);
    expect(pointsEarned(12345, { month: 5, birthdayMonth: null })).toBe(123);
    expect(pointsEarned(99, { month: 5 })).toBe(0);
  });
});

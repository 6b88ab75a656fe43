import { describe, expect, it } from 'vitest';
import { hongKongDate, hongKongIso, hongKongMonth, hongKongWallClock } from './hongKong.ts';

describe('the Hong Kong clock (UTC+8 all year)', () => {
  it('a day and a month start at 16:00 UTC the day before', () => {
    expect(hongKongDate(new Date('2025-03-31T15:59:59Z'))).toBe('2025-03-31');
    expect(hongKongDate(new Date('2025-03-31T16:00:00Z'))).toBe('2025-04-01');
    expect(hongKongMonth(new Date('2025-03-31T15:59:59Z'))).toBe(3);
    expect(hongKongMonth(new Date('2025-03-31T16:00:00Z'))).toBe(4);
    expect(hongKongMonth(new Date('2024-12-31T16:00:00Z'))).toBe(1);
  });

  it('the wall clock in summer is the same offset (no daylight saving)', () => {
    expect(hongKongWallClock(new Date('2026-07-01T01:30:00Z'))).toBe('2026-07-01T09:30:00.000');
  });

  it('a wall time, with or without seconds, or a date, names its instant', () => {
    const instant = (local: string) => new Date(hongKongIso(local)).toISOString();
    expect(hongKongIso('2026-12-01T09:00')).toBe('2026-12-01T09:00:00+08:00');
    expect(instant('2026-12-01T09:00')).toBe('2026-12-01T01:00:00.000Z');
    expect(instant('2026-12-01T09:00:30')).toBe('2026-12-01T01:00:30.000Z');
    expect(instant('2026-12-01')).toBe('2026-11-30T16:00:00.000Z');
  });

  it('reading back a wall clock gives the instant again', () => {
    const instant = new Date('2026-02-28T20:15:00.000Z');
    expect(new Date(hongKongIso(hongKongWallClock(instant))).getTime()).toBe(instant.getTime());
  });
});

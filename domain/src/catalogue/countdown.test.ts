import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown.ts';

const now = new Date('2026-11-21T10:00:00+08:00');

describe('countdownParts', () => {
  it('splits the time left into days, hours and minutes', () => {
    // 2 days 3 hours 4 minutes later.
    expect(countdownParts('2026-11-23T13:04:00+08:00', now)).toEqual({ days: 2, hours: 3, minutes: 4 });
    expect(countdownParts(new Date('2026-11-21T11:00:00+08:00'), now)).toEqual({
      days: 0,
      hours: 1,
      minutes: 0,
    });
  });

  it('rounds a part minute up, so a running countdown never reads all zeros', () => {
    expect(countdownParts('2026-11-21T10:00:30+08:00', now)).toEqual({ days: 0, hours: 0, minutes: 1 });
    // 59 minutes 30 seconds is shown as 1 hour.
    expect(countdownParts('2026-11-21T10:59:30+08:00', now)).toEqual({ days: 0, hours: 1, minutes: 0 });
    // 23:59:01 left is shown as 1 day.
    expect(countdownParts('2026-11-22T09:59:01+08:00', now)).toEqual({ days: 1, hours: 0, minutes: 0 });
  });

  it('is null at zero and after', () => {
    expect(countdownParts('2026-11-21T10:00:00+08:00', now)).toBeNull();
    expect(countdownParts('2026-11-20T10:00:00+08:00', now)).toBeNull();
  });

  it('is null for an unreadable end date', () => {
    expect(countdownParts('not a date', now)).toBeNull();
  });

  it('accepts epoch milliseconds', () => {
    expect(countdownParts(now.getTime() + 90 * 60_000, now.getTime())).toEqual({
      days: 0,
      hours: 1,
      minutes: 30,
    });
  });
});

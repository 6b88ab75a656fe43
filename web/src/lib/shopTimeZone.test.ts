import { hongKongWallClock } from '@shop/domain/time/hongKong';
import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE } from './intl.tsx';

/** The parts of a date and time as Intl reads them in the shop's time zone: '2026-12-01T09:30'. */
function inShopTimeZone(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

describe('the web formats dates on the clock the domain keeps', () => {
  it('SHOP_TIME_ZONE reads every instant as domain/src/time/hongKong.ts does, in winter and summer', () => {
    for (const iso of ['2026-01-15T15:59:00Z', '2026-01-15T16:00:00Z', '2026-07-01T01:30:00Z']) {
      const instant = new Date(iso);
      expect(inShopTimeZone(instant)).toBe(hongKongWallClock(instant).slice(0, 16));
    }
  });
});

/**
 * The shop's clock. Hong Kong keeps UTC+8 all year (no daylight saving since 1979), so local dates and times
 * need no time-zone data: every Hong Kong date, month and wall time in the shop is computed here.
 */

const HONG_KONG_OFFSET = '+08:00';
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Hong Kong wall clock at `instant`, ISO without a zone: '2026-12-01T09:00:00.000'. */
export function hongKongWallClock(instant: Date): string {
  return new Date(instant.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 23);
}

/** The Hong Kong calendar date at `instant`: '2026-12-01'. */
export function hongKongDate(instant: Date): string {
  return hongKongWallClock(instant).slice(0, 10);
}

/** The Hong Kong calendar month (1-12) at `instant`. */
export function hongKongMonth(instant: Date): number {
  return Number(hongKongWallClock(instant).slice(5, 7));
}

/**
 * A Hong Kong wall time ('2026-12-01', '2026-12-01T09:00', with seconds or not) as an ISO instant with its
 * offset: '2026-12-01T09:00:00+08:00'. Text only: whoever parses it decides what a malformed one means.
 */
export function hongKongIso(local: string): string {
  const time = local.length === 10 ? `${local}T00:00:00` : local.length === 16 ? `${local}:00` : local;
  return `${time}${HONG_KONG_OFFSET}`;
}

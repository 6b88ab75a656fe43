export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE_MS = 60_000;

/**
 * What a flash-sale or marketing-event countdown shows at `now`: days, hours and minutes left, or null
 * once the end is reached (the countdown hides at zero). Minutes are rounded up, so a running countdown
 * never reads 0 days 0 hours 0 minutes: with 30 seconds left it shows 1 minute, and it hides at the end.
 * An unreadable end date gives null (nothing to count down to).
 */
export function countdownParts(endDate: Date | string | number, now: Date | number): CountdownParts | null {
  const end = endDate instanceof Date ? endDate.getTime() : new Date(endDate).getTime();
  const at = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(end) || !Number.isFinite(at)) return null;
  const left = end - at;
  if (left <= 0) return null;
  const totalMinutes = Math.ceil(left / MINUTE_MS);
  return {
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor((totalMinutes % (24 * 60)) / 60),
    minutes: totalMinutes % 60,
  };
}

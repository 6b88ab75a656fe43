import type { Db } from '@shop/projections/ports/db';

/** At most `max` requests per fixed window of `windowMs`, counted per key. */
export interface RateLimit {
  name: string;
  max: number;
  windowMs: number;
}

export type LimitCheck = { allowed: true } | { allowed: false; limit: string; retryAfterSeconds: number };

/**
 * Counts one request against each limit in order and stops at the first one it exceeds, so a request
 * refused by a narrow limit (its address) does not use up a wider one (the whole shop's). One upsert per
 * limit: two replicas counting the same key at once both see each other's hit.
 */
export async function countRequest(
  db: Pick<Db, 'query'>,
  checks: readonly { limit: RateLimit; key: string }[],
  now: Date,
): Promise<LimitCheck> {
  await db.query('delete from rate_limits where window_end <= $1', [now]);
  for (const { limit, key } of checks) {
    const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
    const { rows } = await db.query<{ hits: number }>(
      `insert into rate_limits (limit_name, key, window_start, window_end, hits) values ($1, $2, $3, $4, 1)
       on conflict (limit_name, key, window_start) do update set hits = rate_limits.hits + 1
       returning hits`,
      [limit.name, key, new Date(start), new Date(start + limit.windowMs)],
    );
    if (Number(rows[0]?.hits) > limit.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((start + limit.windowMs - now.getTime()) / 1000));
      return { allowed: false, limit: limit.name, retryAfterSeconds };
    }
  }
  return { allowed: true };
}

/**
 * Takes back one counted request (the current window's) of `limit` for `key`: for limits that count only
 * the requests that turned out a certain way, each request is counted before it runs (so parallel requests
 * cannot slip past the limit together) and forgiven once it turned out otherwise.
 */
export async function forgiveRequest(
  db: Pick<Db, 'query'>,
  { limit, key }: { limit: RateLimit; key: string },
  now: Date,
): Promise<void> {
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  // One statement, so a hit counted meanwhile is neither lost nor taken back twice (hits stay above 0).
  await db.query(
    `with dropped as (
       delete from rate_limits where limit_name = $1 and key = $2 and window_start = $3 and hits = 1
     )
     update rate_limits set hits = hits - 1
     where limit_name = $1 and key = $2 and window_start = $3 and hits > 1`,
    [limit.name, key, new Date(start)],
  );
}

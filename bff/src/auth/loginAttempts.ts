import type { Db } from '@shop/projections/ports/db';

/** Failed logins allowed in the window, per login name and per client address. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
/** Higher than per name: many phones share an address behind a carrier's NAT. */
export const MAX_FAILURES_PER_IP = 30;
const KEEP_MS = 24 * 60 * 60 * 1000;

export type AttemptStart =
  | { allowed: true; attemptId: number }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Records the attempt as pending, then counts pending and failed attempts in the window for the name and for
 * the address, this one included. Counting after inserting means two replicas racing for the last allowed
 * try both see each other and neither goes over the limit.
 */
export async function beginLoginAttempt(
  db: Db,
  key: { username: string; ip: string },
  now: Date,
): Promise<AttemptStart> {
  await db.query('delete from login_attempts where attempted_at < $1', [new Date(now.getTime() - KEEP_MS)]);
  const inserted = await db.query<{ attempt_id: number }>(
    `insert into login_attempts (username, ip, attempted_at, outcome) values ($1, $2, $3, 'pending')
     returning attempt_id`,
    [key.username, key.ip, now],
  );
  const attemptId = Number(inserted.rows[0]?.attempt_id);
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const { rows } = await db.query<{
    by_name: number | string;
    by_ip: number | string;
    oldest: Date | string | null;
  }>(
    `select
       count(*) filter (where username = $1) as by_name,
       count(*) filter (where ip = $2) as by_ip,
       min(attempted_at) as oldest
     from login_attempts
     where (username = $1 or ip = $2) and attempted_at > $3 and outcome in ('pending', 'failed')`,
    [key.username, key.ip, since],
  );
  const counts = rows[0];
  const byName = Number(counts?.by_name ?? 0);
  const byIp = Number(counts?.by_ip ?? 0);
  if (byName <= MAX_FAILURES_PER_USERNAME && byIp <= MAX_FAILURES_PER_IP) return { allowed: true, attemptId };

  await db.query(`update login_attempts set outcome = 'refused' where attempt_id = $1`, [attemptId]);
  const oldest = counts?.oldest ? new Date(counts.oldest).getTime() : now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds };
}

export async function finishLoginAttempt(db: Db, attemptId: number, succeeded: boolean): Promise<void> {
  await db.query('update login_attempts set outcome = $2 where attempt_id = $1', [
    attemptId,
    succeeded ? 'succeeded' : 'failed',
  ]);
}

/** After a password reset: the phone's owner proved it, so its failures no longer lock it. */
export async function clearLoginFailures(db: Pick<Db, 'query'>, username: string): Promise<void> {
  await db.query(
    `update login_attempts set outcome = 'cleared' where username = $1 and outcome in ('pending', 'failed')`,
    [username],
  );
}

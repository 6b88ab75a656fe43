import type { Db } from '@shop/projections/ports/db';

/**
 * Failed logins are limited per (login name, client address) pair, so a stranger guessing a phone's password
 * slows down only their own tries and the owner still logs in from their own address. Two looser ceilings
 * stop what the pair limit cannot: a phone guessed from many addresses, and one address guessing many phones.
 */
export const PAIR_WINDOW_MS = 60 * 60 * 1000;
/** Failures a pair may make at full speed; each further try waits a delay that doubles. */
export const FREE_FAILURES_PER_PAIR = 5;
export const FIRST_DELAY_MS = 30 * 1000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** Across every address: distributed guessing of one phone (it also locks the owner out, so it is loose). */
export const MAX_FAILURES_PER_USERNAME = 20;
export const USERNAME_WINDOW_MS = 60 * 60 * 1000;
/** Higher than per name: many phones share an address behind a carrier's NAT. */
export const MAX_FAILURES_PER_IP = 30;
export const IP_WINDOW_MS = 15 * 60 * 1000;
const KEEP_MS = 24 * 60 * 60 * 1000;

export type AttemptStart =
  | { allowed: true; attemptId: number }
  | { allowed: false; retryAfterSeconds: number };

/** The wait before the next try of a pair that has `failures` failures (and pending tries) behind it. */
export function pairDelayMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_PAIR) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES_PER_PAIR));
}

const time = (value: Date | string | null | undefined): number | null =>
  value ? new Date(value).getTime() : null;

/**
 * Records the attempt as pending, then counts the pending and failed attempts before it. Counting after
 * inserting means two replicas racing for the last allowed try both see each other and neither goes over.
 */
export async function beginLoginAttempt(
  db: Db,
  key: { username: string; ip: string },
  now: Date,
): Promise<AttemptStart> {
  const at = now.getTime();
  await db.query('delete from login_attempts where attempted_at < $1', [new Date(at - KEEP_MS)]);
  const inserted = await db.query<{ attempt_id: number }>(
    `insert into login_attempts (username, ip, attempted_at, outcome) values ($1, $2, $3, 'pending')
     returning attempt_id`,
    [key.username, key.ip, now],
  );
  const attemptId = Number(inserted.rows[0]?.attempt_id);
  const { rows } = await db.query<{
    by_pair: number | string;
    latest_by_pair: Date | string | null;
    by_name: number | string;
    oldest_by_name: Date | string | null;
    by_ip: number | string;
    oldest_by_ip: Date | string | null;
  }>(
    `select
       count(*) filter (where pair and attempted_at > $4) as by_pair,
       max(attempted_at) filter (where pair and attempted_at > $4) as latest_by_pair,
       count(*) filter (where username = $1 and attempted_at > $5) as by_name,
       min(attempted_at) filter (where username = $1 and attempted_at > $5) as oldest_by_name,
       count(*) filter (where ip = $2 and attempted_at > $6) as by_ip,
       min(attempted_at) filter (where ip = $2 and attempted_at > $6) as oldest_by_ip
     from (select *, username = $1 and ip = $2 as pair from login_attempts
           where (username = $1 or ip = $2) and attempt_id <> $3 and outcome in ('pending', 'failed')) earlier`,
    [
      key.username,
      key.ip,
      attemptId,
      new Date(at - PAIR_WINDOW_MS),
      new Date(at - USERNAME_WINDOW_MS),
      new Date(at - IP_WINDOW_MS),
    ],
  );
  const earlier = rows[0];
  const waits: number[] = [];
  const pairWait = pairDelayMs(Number(earlier?.by_pair ?? 0));
  const latestByPair = time(earlier?.latest_by_pair);
  if (pairWait > 0 && latestByPair !== null && latestByPair + pairWait > at)
    waits.push(latestByPair + pairWait);
  const oldestByName = time(earlier?.oldest_by_name);
  if (Number(earlier?.by_name ?? 0) >= MAX_FAILURES_PER_USERNAME && oldestByName !== null)
    waits.push(oldestByName + USERNAME_WINDOW_MS);
  const oldestByIp = time(earlier?.oldest_by_ip);
  if (Number(earlier?.by_ip ?? 0) >= MAX_FAILURES_PER_IP && oldestByIp !== null)
    waits.push(oldestByIp + IP_WINDOW_MS);
  if (waits.length === 0) return { allowed: true, attemptId };

  await db.query(`update login_attempts set outcome = 'refused' where attempt_id = $1`, [attemptId]);
  const retryAfterSeconds = Math.max(1, Math.ceil((Math.max(...waits) - at) / 1000));
  return { allowed: false, retryAfterSeconds };
}

/** A success also forgives the pair's earlier failures: the owner's own typos do not slow their next login. */
export async function finishLoginAttempt(db: Db, attemptId: number, succeeded: boolean): Promise<void> {
  await db.query('update login_attempts set outcome = $2 where attempt_id = $1', [
    attemptId,
    succeeded ? 'succeeded' : 'failed',
  ]);
  if (succeeded)
    await db.query(
      `update login_attempts set outcome = 'cleared'
       where outcome = 'failed' and (username, ip) = (select username, ip from login_attempts where attempt_id = $1)`,
      [attemptId],
    );
}

/** After a password reset: the phone's owner proved it, so its failures no longer lock it. */
export async function clearLoginFailures(db: Pick<Db, 'query'>, username: string): Promise<void> {
  await db.query(
    `update login_attempts set outcome = 'cleared' where username = $1 and outcome in ('pending', 'failed')`,
    [username],
  );
}

import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db, Queryable } from '@shop/projections/ports/db';
import { SmsDeliveryError, type SmsSender } from '../adapters/sms/smsSender.ts';
import { countRequest, type RateLimit } from '../limits/rateLimits.ts';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const RESEND_INTERVAL_MS = 60 * 1000;
/** Wrong tries a code allows; at this count it is dead, even for the right code. */
export const MAX_WRONG_TRIES = 5;

export interface PhoneTarget {
  locationId: number;
  /** Local number, digits only. */
  phone: string;
  callingCode: string;
}

export type SendOutcome =
  | { sent: true }
  | { sent: false; reason: 'TOO_SOON' | 'BUDGET_SPENT'; retryAfterSeconds: number }
  | { sent: false; reason: 'DELIVERY_FAILED' };

function hashCode(locationId: number, phone: string, code: string): string {
  return createHash('sha256').update(`${locationId}:${phone}:${code}`).digest('hex');
}

/**
 * Sends a new 6-digit code, replacing the phone's previous one, at most once per 60 seconds per phone. The
 * 60-second rule is one conditional upsert, so two replicas cannot both send. A send the gateway refused
 * does not count: the phone may ask again at once. `budget` caps the SMS the whole shop sends: counted here,
 * for a code about to go, so requests refused for anything else (a bad number, too soon) never spend it.
 */
export async function sendVerificationCode(
  deps: { db: Db; sms: SmsSender; now: Date; shopName: string; budget: RateLimit },
  target: PhoneTarget,
): Promise<SendOutcome> {
  const { db, sms, now } = deps;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = hashCode(target.locationId, target.phone, code);
  const stored = await db.query(
    `insert into verification_codes (location_id, phone, code_hash, sent_at, expires_at)
     values ($1, $2, $3, $4, $5)
     on conflict (location_id, phone) do update
       set code_hash = excluded.code_hash, sent_at = excluded.sent_at, expires_at = excluded.expires_at,
           failed_attempts = 0, consumed_at = null, delivery_failed = false
       where verification_codes.sent_at <= $6 or verification_codes.delivery_failed
     returning phone`,
    [
      target.locationId,
      target.phone,
      codeHash,
      now,
      new Date(now.getTime() + CODE_LIFETIME_MS),
      new Date(now.getTime() - RESEND_INTERVAL_MS),
    ],
  );
  if (stored.rows.length === 0) {
    const { rows } = await db.query<{ sent_at: Date | string }>(
      'select sent_at from verification_codes where location_id = $1 and phone = $2',
      [target.locationId, target.phone],
    );
    const sentAt = rows[0] ? new Date(rows[0].sent_at).getTime() : now.getTime();
    const wait = Math.ceil((sentAt + RESEND_INTERVAL_MS - now.getTime()) / 1000);
    return { sent: false, reason: 'TOO_SOON', retryAfterSeconds: Math.min(60, Math.max(1, wait)) };
  }

  const budget = await countRequest(db, [{ limit: deps.budget, key: '*' }], now);
  if (!budget.allowed) {
    await markUndelivered(db, target, codeHash);
    return { sent: false, reason: 'BUDGET_SPENT', retryAfterSeconds: budget.retryAfterSeconds };
  }
  try {
    await sms.send({
      to: `${target.callingCode}${target.phone}`,
      text: `【${deps.shopName}】你的驗證碼是 ${code}，10分鐘內有效。請勿向任何人透露。`,
      code,
    });
    return { sent: true };
  } catch (error) {
    if (!(error instanceof SmsDeliveryError)) throw error;
    await markUndelivered(db, target, codeHash);
    return { sent: false, reason: 'DELIVERY_FAILED' };
  }
}

/** A code that never went out: it cannot be used, and the phone may ask again at once. */
async function markUndelivered(db: Queryable, target: PhoneTarget, codeHash: string): Promise<void> {
  await db.query(
    `update verification_codes set delivery_failed = true
     where location_id = $1 and phone = $2 and code_hash = $3`,
    [target.locationId, target.phone, codeHash],
  );
}

/**
 * OK: the code is right. NONE: no live code for the phone (never sent, or already used). WRONG: counted.
 * DEAD: too many wrong tries. EXPIRED: older than 10 minutes. UNDELIVERED: the gateway refused the SMS.
 */
export type CodeCheck = 'OK' | 'NONE' | 'WRONG' | 'DEAD' | 'EXPIRED' | 'UNDELIVERED';

/**
 * Checks a code inside the caller's transaction, locking the phone's row. A wrong code counts a try (the
 * caller must commit for it to stick). With `consume`, a right code is used up: commit with the change it
 * authorised, or roll back to keep it.
 */
export async function checkVerificationCode(
  tx: Queryable,
  input: { locationId: number; phone: string; code: string },
  now: Date,
  options: { consume: boolean },
): Promise<CodeCheck> {
  const { rows } = await tx.query<{
    code_hash: string;
    expires_at: Date | string;
    failed_attempts: number;
    consumed_at: Date | string | null;
    delivery_failed: boolean;
  }>(
    `select code_hash, expires_at, failed_attempts, consumed_at, delivery_failed
     from verification_codes where location_id = $1 and phone = $2 for update`,
    [input.locationId, input.phone],
  );
  const row = rows[0];
  if (!row || row.consumed_at !== null) return 'NONE';
  if (row.delivery_failed) return 'UNDELIVERED';
  if (row.failed_attempts >= MAX_WRONG_TRIES) return 'DEAD';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'EXPIRED';

  const given = Buffer.from(hashCode(input.locationId, input.phone, input.code), 'hex');
  const expected = Buffer.from(row.code_hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    await tx.query(
      `update verification_codes set failed_attempts = failed_attempts + 1
       where location_id = $1 and phone = $2`,
      [input.locationId, input.phone],
    );
    return 'WRONG';
  }
  if (options.consume) {
    await tx.query('update verification_codes set consumed_at = $3 where location_id = $1 and phone = $2', [
      input.locationId,
      input.phone,
      now,
    ]);
  }
  return 'OK';
}

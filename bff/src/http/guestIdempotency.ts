import type { Db, Queryable } from '@shop/projections/ports/db';
import { HttpError } from '../errors.ts';
import { IDEMPOTENCY_KEY_RETENTION_MS, type WriteOutcome } from './idempotency.ts';

/**
 * The guest's side of `idempotentWrite`: a guest has no member row, so the key is scoped to the phone the
 * guest orders with, and a transaction-scoped advisory lock on that phone plays the member row lock's part
 * (two copies of one write racing each other apply it once: the second waits and gets the first's answer).
 * A failed write stores nothing, so it may be retried with the same key.
 */
export interface GuestWriteRequest {
  phone: string;
  key: string | null;
  fingerprint: string;
  now: Date;
}

export async function idempotentGuestWrite<T>(
  db: Db,
  request: GuestWriteRequest,
  write: (tx: Queryable) => Promise<T>,
): Promise<WriteOutcome<T>> {
  return db.transaction(async (tx) => {
    const since = new Date(request.now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS);
    if (request.key !== null) {
      await tx.query(`select pg_advisory_xact_lock(hashtextextended('guest-key:' || $1, 0))`, [
        request.phone,
      ]);
      const { rows } = await tx.query<{ request_fingerprint: string; status_code: number; response: T }>(
        `select request_fingerprint, status_code, response from guest_idempotency_keys
         where phone = $1 and idempotency_key = $2 and created_at >= $3`,
        [request.phone, request.key, since],
      );
      const stored = rows[0];
      if (stored) {
        if (stored.request_fingerprint !== request.fingerprint)
          throw new HttpError(
            422,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was already used for a different request.',
          );
        return { statusCode: stored.status_code, body: stored.response, replayed: true };
      }
    }
    const body = await write(tx);
    if (request.key !== null) {
      await tx.query(
        `delete from guest_idempotency_keys where phone = $1 and (created_at < $2 or idempotency_key = $3)`,
        [request.phone, since, request.key],
      );
      await tx.query(
        `insert into guest_idempotency_keys
           (phone, idempotency_key, request_fingerprint, status_code, response, created_at)
         values ($1, $2, $3, 200, $4::jsonb, $5)`,
        [request.phone, request.key, request.fingerprint, JSON.stringify(body), request.now],
      );
    }
    return { statusCode: 200, body, replayed: false };
  });
}

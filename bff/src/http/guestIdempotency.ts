import type { Db, Queryable } from '@shop/projections/ports/db';
import { onceInTransaction, type WriteOutcome } from './idempotency.ts';

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
    if (request.key !== null)
      await tx.query(`select pg_advisory_xact_lock(hashtextextended('guest-key:' || $1, 0))`, [
        request.phone,
      ]);
    return onceInTransaction(tx, { kind: 'guest', phone: request.phone }, request, write);
  });
}

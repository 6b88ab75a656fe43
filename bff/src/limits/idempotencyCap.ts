import type { Queryable } from '@shop/projections/ports/db';

/**
 * Stored answers of idempotent writes kept per member (each up to ~14 KB, for 7 days). The outbox replays
 * a write within minutes of sending it, so the newest 100 cover any honest client; without a cap, one
 * member writing with fresh keys in a loop could fill the database.
 */
export const MAX_STORED_ANSWERS_PER_MEMBER = 100;

/** Keeps the member's newest answers, `kept` (just stored) among them, and deletes the rest. */
export async function dropOldestAnswers(tx: Queryable, memberId: number, kept: string): Promise<void> {
  await tx.query(
    `delete from member_idempotency_keys where member_id = $1 and idempotency_key in (
       select idempotency_key from member_idempotency_keys
       where member_id = $1 and idempotency_key <> $2
       order by created_at desc
       offset $3)`,
    [memberId, kept, MAX_STORED_ANSWERS_PER_MEMBER - 1],
  );
}

import type { OrderBuyer } from '@shop/domain/orders/orderEvents';
import type { Db, Queryable } from '@shop/projections/ports/db';
import { idempotentGuestWrite } from '../http/guestIdempotency.ts';
import { idempotentWrite, type WriteOutcome } from '../http/idempotency.ts';

/**
 * A placement's Idempotency-Key: a member's key is theirs (member_idempotency_keys, under the member's row
 * lock); a guest's is scoped to the phone the order names (guest_idempotency_keys, under an advisory lock).
 */
export type PlacementBuyer = { kind: 'member'; memberId: number } | Extract<OrderBuyer, { kind: 'guest' }>;

export interface PlacementRequest {
  key: string | null;
  fingerprint: string;
}

/** Runs `write` once per buyer and key, in one transaction with the key and its answer. */
export function oncePerKey<T>(
  db: Db,
  buyer: PlacementBuyer,
  request: PlacementRequest & { now: Date },
  write: (tx: Queryable) => Promise<T>,
): Promise<WriteOutcome<T>> {
  return buyer.kind === 'member'
    ? idempotentWrite(db, { memberId: buyer.memberId, ...request }, write)
    : idempotentGuestWrite(db, { phone: buyer.phone, ...request }, write);
}

/** Forgets the key of a placement undone after its commit (KurrentDB), so the same key may try again. */
export async function forgetPlacementKey(
  tx: Queryable,
  buyer: PlacementBuyer,
  key: string | null,
): Promise<void> {
  if (key === null) return;
  if (buyer.kind === 'member')
    await tx.query('delete from member_idempotency_keys where member_id = $1 and idempotency_key = $2', [
      buyer.memberId,
      key,
    ]);
  else
    await tx.query('delete from guest_idempotency_keys where phone = $1 and idempotency_key = $2', [
      buyer.phone,
      key,
    ]);
}

import { createHash } from 'node:crypto';
import type { Db, Queryable } from '@shop/projections/ports/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lockMember } from '../cart/cartRows.ts';
import { HttpError } from '../errors.ts';
import { dropOldestAnswers } from '../limits/idempotencyCap.ts';
import { idempotencyKeyHeader } from './fields.ts';

/**
 * Member writes (cart, favourites) with a client mutation id. The browser's outbox may send a write again
 * after a lost answer; with an `Idempotency-Key` header the write is applied once per member and key. The
 * key is stored with the answer in the same transaction as the write, after the member's row is locked, so
 * two copies of one write racing each other apply it once: the second waits for the first and gets its
 * answer. A failed write stores nothing (it changed nothing), so it may be retried with the same key.
 */

/** How long a key is remembered. The outbox replays within minutes; a week leaves room for a phone left offline. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export interface WriteOutcome<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

export interface WriteRequest {
  memberId: number;
  key: string | null;
  fingerprint: string;
  now: Date;
}

/** The Idempotency-Key header, or null; a malformed one is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const parsed = idempotencyKeyHeader.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success)
    throw new HttpError(400, 'VALIDATION_FAILED', 'Idempotency-Key must be 1 to 200 printable characters.');
  return parsed.data;
}

/** The request a key was first used for: method, route and a hash of the parsed body and query. */
export function fingerprintOf(request: FastifyRequest): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ body: request.body ?? null, query: request.query ?? null }))
    .digest('base64url');
  return `${request.method} ${request.routeOptions.url ?? request.url} ${hash}`;
}

export function writeRequestOf(request: FastifyRequest, memberId: number, now: Date): WriteRequest {
  return { memberId, key: idempotencyKeyOf(request), fingerprint: fingerprintOf(request), now };
}

/**
 * Whose keys: a member's (`member_idempotency_keys`), or a guest's, scoped to the phone the guest orders
 * with (`guest_idempotency_keys`). The table and column names are these constants, never input.
 */
export type KeyOwner = { kind: 'member'; memberId: number } | { kind: 'guest'; phone: string };

const KEY_TABLES = {
  member: { table: 'member_idempotency_keys', owner: 'member_id' },
  guest: { table: 'guest_idempotency_keys', owner: 'phone' },
} as const;

const ownerValue = (owner: KeyOwner) => (owner.kind === 'member' ? owner.memberId : owner.phone);

/**
 * Runs `write` once per (owner, key) inside `tx`, which the caller has made exclusive for the owner (the
 * member's row lock, a guest phone's advisory lock): the stored answer of an earlier run with the same key
 * and request, a 422 for the same key with another request, or the write's answer stored with the key.
 */
export async function onceInTransaction<T>(
  tx: Queryable,
  owner: KeyOwner,
  request: { key: string | null; fingerprint: string; now: Date },
  write: (tx: Queryable) => Promise<T>,
): Promise<WriteOutcome<T>> {
  const { table, owner: column } = KEY_TABLES[owner.kind];
  const since = new Date(request.now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS);
  if (request.key !== null) {
    const { rows } = await tx.query<{ request_fingerprint: string; status_code: number; response: T }>(
      `select request_fingerprint, status_code, response from ${table}
       where ${column} = $1 and idempotency_key = $2 and created_at >= $3`,
      [ownerValue(owner), request.key, since],
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
    // One statement: the owner's expired answers go, and the answer is stored under the key, replacing an
    // expired answer of the same key (a live one was answered above; the owner's lock keeps it so).
    await tx.query(
      `with expired as (
         delete from ${table} where ${column} = $1 and created_at < $2 and idempotency_key <> $3
       )
       insert into ${table} (${column}, idempotency_key, request_fingerprint, status_code, response, created_at)
       values ($1, $3, $4, 200, $5::jsonb, $6)
       on conflict (${column}, idempotency_key) do update set request_fingerprint = excluded.request_fingerprint,
         status_code = excluded.status_code, response = excluded.response, created_at = excluded.created_at`,
      [ownerValue(owner), since, request.key, request.fingerprint, JSON.stringify(body), request.now],
    );
    if (owner.kind === 'member') await dropOldestAnswers(tx, owner.memberId, request.key);
  }
  return { statusCode: 200, body, replayed: false };
}

/** Runs `write` once per (member, key) in one transaction with the member's row locked. */
export async function idempotentWrite<T>(
  db: Db,
  request: WriteRequest,
  write: (tx: Queryable) => Promise<T>,
): Promise<WriteOutcome<T>> {
  return db.transaction(async (tx) => {
    if (!(await lockMember(tx, request.memberId)))
      throw new HttpError(404, 'MEMBER_NOT_FOUND', 'Member not found.');
    return onceInTransaction(tx, { kind: 'member', memberId: request.memberId }, request, write);
  });
}

/** Sends a write's outcome; a replay says so in `Idempotent-Replayed`. */
export function sendOutcome<T>(reply: FastifyReply, outcome: WriteOutcome<T>): FastifyReply {
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(outcome.statusCode).send(outcome.body);
}

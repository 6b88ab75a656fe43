import type { StoredOutboxEntry, StoredOutboxError } from './db.ts';

/**
 * The outbox's decisions, free of IndexedDB and fetch so they are tested on their own: which change goes
 * next, and what an attempt's outcome means for the change and for the rest of the queue.
 */

/** A member's changes in the order they were made: `seq` (auto-increment across tabs), then time. */
export function inOrder(entries: readonly StoredOutboxEntry[]): StoredOutboxEntry[] {
  return [...entries].sort(
    (a, b) =>
      (a.seq ?? Number.MAX_SAFE_INTEGER) - (b.seq ?? Number.MAX_SAFE_INTEGER) || a.createdAt - b.createdAt,
  );
}

/** The member's changes still to send, oldest first. Failed ones wait for the shopper, not for a retry. */
export function pendingFor(entries: readonly StoredOutboxEntry[], memberId: string): StoredOutboxEntry[] {
  return inOrder(entries.filter((entry) => entry.memberId === memberId && entry.status === 'pending'));
}

export function nextToSend(
  entries: readonly StoredOutboxEntry[],
  memberId: string,
): StoredOutboxEntry | null {
  return pendingFor(entries, memberId)[0] ?? null;
}

export type AttemptOutcome = { ok: true } | { ok: false; error: StoredOutboxError };

/**
 * - `sent`: the server has the change (first time, or a replay of the same key): drop it, go on.
 * - `retryLater`: no answer, the server failed, or the session is gone or refused: keep it and stop, so no
 *   later change overtakes it; the next reconnect, start or visible tab tries again.
 * - `conflict`: the server understood and refused (stock gone, line gone, coupon expired …): trying again
 *   cannot help, so the change is marked failed for the shopper to see, and the queue goes on.
 */
export type ReplayDecision = 'sent' | 'retryLater' | 'conflict';

const RETRYABLE_STATUSES = new Set([408, 425, 429]);

export function replayDecision(outcome: AttemptOutcome): ReplayDecision {
  if (outcome.ok) return 'sent';
  const { status, code } = outcome.error;
  if (status === 0 || code === 'NETWORK_ERROR') return 'retryLater';
  if (status === 401 || code === 'UNAUTHENTICATED') return 'retryLater';
  if (status >= 500 || RETRYABLE_STATUSES.has(status)) return 'retryLater';
  return 'conflict';
}

/** What the shopper can be told about a refused change: the codes the screens know how to explain. */
export function conflictCode(error: StoredOutboxError | null): string {
  return error?.code ?? 'UNKNOWN';
}

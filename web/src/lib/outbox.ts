import type { StoredOutboxEntry, StoredOutboxError } from './db.ts';
import { nextToSend, replayDecision } from './outboxRules.ts';

/**
 * The outbox of member changes (cart lines, favourites). Every such change is written here first, with a
 * mutation id, and then sent in order with the id as its Idempotency-Key, so a change made offline, or one
 * whose answer was lost, reaches the server exactly once, after the changes made before it. A change the
 * server refuses (stock gone …) is kept as failed until the shopper has seen it.
 *
 * The queue is drained by one tab at a time (Web Locks where the browser has them); the key makes a
 * second send of the same change harmless anyway. This module knows nothing of carts: the features give it
 * requests and read back what became of them.
 */

export type OutboxEntry = StoredOutboxEntry;
export type OutboxRequest = StoredOutboxEntry['request'];

export interface OutboxStorage {
  add(entry: OutboxEntry): Promise<OutboxEntry>;
  all(): Promise<OutboxEntry[]>;
  update(mutationId: string, changes: Partial<OutboxEntry>): Promise<void>;
  remove(mutationId: string): Promise<void>;
  /** Drops a member's entries (logout): they can no longer be sent with that member's token. */
  removeMember(memberId: string): Promise<void>;
}

export type OutboxEvent =
  | { type: 'changed' }
  | { type: 'sent'; entry: OutboxEntry; answer: unknown }
  | { type: 'conflict'; entry: OutboxEntry; error: StoredOutboxError };

export interface FlushReport {
  sent: string[];
  conflicts: string[];
  /** True when a change is still waiting (no connection, server failure, no session). */
  stopped: boolean;
}

export interface OutboxDeps {
  storage: OutboxStorage;
  /** Sends one change; rejects with something carrying code/status (ApiError) when it fails. */
  send(request: OutboxRequest, idempotencyKey: string): Promise<unknown>;
  /** The member whose changes may be sent now (the session's), or null. */
  memberId(): string | null;
  now?: () => number;
  newId?: () => string;
  /** Runs the drain under a lock shared by every tab. */
  withLock?: <T>(run: () => Promise<T>) => Promise<T>;
  /** Tells other tabs that the queue changed. */
  announce?: () => void;
}

export interface Outbox {
  enqueue(input: {
    memberId: string;
    kind: string;
    change: unknown;
    request: OutboxRequest;
  }): Promise<OutboxEntry>;
  /** Every entry of a member, oldest first (pending and failed). */
  entries(memberId: string): Promise<OutboxEntry[]>;
  flush(): Promise<FlushReport>;
  /** The shopper has seen a failed change: forget it. */
  dismiss(mutationId: string): Promise<void>;
  clearMember(memberId: string): Promise<void>;
  subscribe(listener: (event: OutboxEvent) => void): () => void;
  /** Another tab changed the queue. */
  changedElsewhere(): void;
}

/** An error as the outbox keeps it: the API's code, message, status and details. */
export function toOutboxError(error: unknown): StoredOutboxError {
  if (typeof error === 'object' && error !== null && 'code' in error && 'status' in error) {
    const { code, status, message, details } = error as {
      code: unknown;
      status: unknown;
      message?: unknown;
      details?: unknown;
    };
    return {
      code: typeof code === 'string' ? code : 'UNKNOWN',
      status: typeof status === 'number' ? status : 0,
      message: typeof message === 'string' ? message : '',
      details: typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : null,
    };
  }
  // Anything else never reached the server's judgement: treat it like a lost connection.
  return {
    code: 'NETWORK_ERROR',
    status: 0,
    message: error instanceof Error ? error.message : String(error),
    details: null,
  };
}

export function newMutationId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const listeners = new Set<(event: OutboxEvent) => void>();
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? newMutationId;
  const withLock = deps.withLock ?? ((run) => run());
  let running: Promise<FlushReport> | null = null;
  let again = false;

  const emit = (event: OutboxEvent) => {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.error('outbox listener failed', error);
      }
    }
  };
  const changed = () => {
    emit({ type: 'changed' });
    deps.announce?.();
  };

  async function drain(report: FlushReport): Promise<void> {
    for (;;) {
      const memberId = deps.memberId();
      if (!memberId) {
        report.stopped = (await deps.storage.all()).some((entry) => entry.status === 'pending');
        return;
      }
      const next = nextToSend(await deps.storage.all(), memberId);
      if (!next) return;
      let answer: unknown;
      let error: StoredOutboxError | null = null;
      try {
        answer = await deps.send(next.request, next.mutationId);
      } catch (cause) {
        error = toOutboxError(cause);
      }
      const decision = replayDecision(error ? { ok: false, error } : { ok: true });
      if (decision === 'sent') {
        await deps.storage.remove(next.mutationId);
        report.sent.push(next.mutationId);
        emit({ type: 'sent', entry: next, answer });
        changed();
        continue;
      }
      const failure = error as StoredOutboxError;
      if (decision === 'retryLater') {
        await deps.storage.update(next.mutationId, { attempts: next.attempts + 1, lastError: failure });
        report.stopped = true;
        changed();
        return;
      }
      await deps.storage.update(next.mutationId, {
        status: 'failed',
        attempts: next.attempts + 1,
        lastError: failure,
      });
      report.conflicts.push(next.mutationId);
      emit({ type: 'conflict', entry: { ...next, status: 'failed', lastError: failure }, error: failure });
      changed();
    }
  }

  return {
    async enqueue({ memberId, kind, change, request }) {
      const entry = await deps.storage.add({
        mutationId: newId(),
        memberId,
        kind,
        change,
        request,
        createdAt: now(),
        status: 'pending',
        attempts: 0,
        lastError: null,
      });
      changed();
      return entry;
    },
    async entries(memberId) {
      const all = await deps.storage.all();
      return all
        .filter((entry) => entry.memberId === memberId)
        .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0) || a.createdAt - b.createdAt);
    },
    flush() {
      if (running) {
        again = true;
        return running;
      }
      const report: FlushReport = { sent: [], conflicts: [], stopped: false };
      running = (async () => {
        do {
          again = false;
          report.stopped = false;
          await withLock(() => drain(report));
          // Someone asked again meanwhile (back online, a new change): they expect a fresh attempt.
        } while (again);
        return report;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    async dismiss(mutationId) {
      await deps.storage.remove(mutationId);
      changed();
    },
    async clearMember(memberId) {
      await deps.storage.removeMember(memberId);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    changedElsewhere() {
      emit({ type: 'changed' });
    },
  };
}

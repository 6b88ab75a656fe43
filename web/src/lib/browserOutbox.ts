import { api } from './api.ts';
import { shopDb } from './db.ts';
import { createOutbox, type Outbox, type OutboxStorage } from './outbox.ts';
import { currentSession } from './session.ts';

/**
 * The outbox of this tab, on IndexedDB, sending through the API client with the session's token. It is
 * drained at start, when the connection comes back, when the tab becomes visible again, and after every
 * change. Other tabs hear about changes on a BroadcastChannel.
 */

const CHANNEL = 'shop-outbox';
const LOCK = 'shop-outbox';

function dexieStorage(): OutboxStorage {
  const table = () => shopDb().outbox;
  return {
    async add(entry) {
      const seq = await table().add(entry);
      return { ...entry, seq };
    },
    all: () => table().toArray(),
    async update(mutationId, changes) {
      await table().where('mutationId').equals(mutationId).modify(changes);
    },
    async remove(mutationId) {
      await table().where('mutationId').equals(mutationId).delete();
    },
    async removeMember(memberId) {
      await table().where('memberId').equals(memberId).delete();
    },
  };
}

async function lockAcrossTabs<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return await navigator.locks.request(LOCK, run);
  return run();
}

let outbox: Outbox | null = null;
let started = false;

export function browserOutbox(): Outbox {
  if (outbox) return outbox;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  const created = createOutbox({
    storage: dexieStorage(),
    send: (request, idempotencyKey) =>
      api.request(request.path, {
        method: request.method,
        ...(request.body === undefined ? {} : { body: request.body }),
        ...(request.query ? { query: request.query } : {}),
        auth: 'required',
        headers: { 'idempotency-key': idempotencyKey },
      }),
    memberId: () => currentSession()?.member_id ?? null,
    withLock: lockAcrossTabs,
    announce: () => channel?.postMessage('changed'),
  });
  channel?.addEventListener('message', () => created.changedElsewhere());
  outbox = created;
  return created;
}

/** Drains the outbox now and whenever the shop comes back (online, visible tab). Idempotent. */
export function startOutbox(): Outbox {
  const box = browserOutbox();
  if (started) return box;
  started = true;
  const flush = () => {
    void box.flush().catch((error: unknown) => console.warn('outbox flush failed', error));
  };
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') flush();
  });
  flush();
  return box;
}

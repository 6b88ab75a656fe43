import type { Db, Queryable } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { createPostgresEventStore } from '../adapters/eventStore/postgresEventStore.ts';

/**
 * The Postgres event store seen from inside one transaction: `runStreamCommand` reads the stream and
 * appends through the caller's transaction, so a second command on the same stream sees the first one's
 * events, and on PGlite (one connection, queued while a transaction is open) the read does not wait for the
 * transaction it is part of. Subscribers find the events on their next poll, after the commit.
 */
export function eventStoreInTransaction(tx: Queryable): EventStore {
  const db: Db = {
    kind: 'postgres',
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (fn) => fn(tx),
    listen: () => Promise.reject(new Error('A transaction cannot listen for notifications')),
    close: async () => {},
  };
  return createPostgresEventStore(db);
}

/**
 * The store a command run inside `tx` uses: on Postgres the transaction's own view (its reads see the
 * transaction's writes, its appends commit with it); KurrentDB cannot join a transaction, so the store itself.
 */
export function eventStoreWithin(eventStore: EventStore, tx: Queryable): EventStore {
  return eventStore.kind === 'postgres' ? eventStoreInTransaction(tx) : eventStore;
}

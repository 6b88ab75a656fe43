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
    close: async () => {},
  };
  return createPostgresEventStore(db);
}

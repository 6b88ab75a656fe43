import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { createPostgresEventStore, type PostgresEventStoreOptions } from './postgresEventStore.ts';

export interface OpenEventStoreOptions extends PostgresEventStoreOptions {
  /** The Db the Postgres store lives in (migration 0001 applied); also used when a KurrentDB URL is given. */
  db: Db;
  /** `kurrentdb://host:2113?tls=false`: use KurrentDB instead of the events table. Empty means unset. */
  eventStoreUrl?: string | undefined;
}

/**
 * KurrentDB when a URL is given (production), else the Postgres store on the shop's own database. The
 * KurrentDB client (gRPC, about 13 MB) is loaded only when it is used.
 */
export async function openEventStore({
  db,
  eventStoreUrl,
  ...options
}: OpenEventStoreOptions): Promise<EventStore> {
  if (eventStoreUrl) {
    const { createKurrentDbEventStore } = await import('./kurrentDbEventStore.ts');
    return createKurrentDbEventStore(eventStoreUrl);
  }
  return createPostgresEventStore(db, options);
}

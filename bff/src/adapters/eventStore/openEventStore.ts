import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { createKurrentDbEventStore } from './kurrentDbEventStore.ts';
import { createPostgresEventStore, type PostgresEventStoreOptions } from './postgresEventStore.ts';

export interface OpenEventStoreOptions extends PostgresEventStoreOptions {
  /** The Db the Postgres store lives in (migration 0001 applied); also used when a KurrentDB URL is given. */
  db: Db;
  /** `kurrentdb://host:2113?tls=false`: use KurrentDB instead of the events table. Empty means unset. */
  eventStoreUrl?: string | undefined;
}

/** KurrentDB when a URL is given (production), else the Postgres store on the shop's own database. */
export function openEventStore({ db, eventStoreUrl, ...options }: OpenEventStoreOptions): EventStore {
  if (eventStoreUrl) return createKurrentDbEventStore(eventStoreUrl);
  return createPostgresEventStore(db, options);
}

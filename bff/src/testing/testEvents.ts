import { comparePositions, type GlobalPosition, type NewEvent } from '@shop/domain/events';
import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { createPostgresEventStore } from '../adapters/eventStore/postgresEventStore.ts';
import { migrate } from '../db/migrate.ts';
import type { TestDatabase } from '../db/testDatabases.ts';

export async function openStore(
  leg: TestDatabase,
): Promise<{ db: Db; store: EventStore; close(): Promise<void> }> {
  const db = await leg.open();
  await migrate(db);
  const store = createPostgresEventStore(db, { pollIntervalMs: 50 });
  return {
    db,
    store,
    async close() {
      await store.close();
      await db.close();
    },
  };
}

export function event(
  type: string,
  data: Record<string, unknown>,
  occurredAt = '2026-03-01T10:00:00.000Z',
): NewEvent {
  return {
    type,
    schemaVersion: 1,
    data,
    metadata: {
      correlationId: 'corr-projection-test',
      causationId: 'cause-projection-test',
      actor: { kind: 'system', id: 'projection-test' },
      occurredAt,
    },
  };
}

export async function rows<Row = Record<string, unknown>>(db: Db, sql: string): Promise<Row[]> {
  return (await db.query<Row>(sql)).rows;
}

/**
 * Waits until readers of the global order can see `position`. A writer of the shop (any process) whose
 * transaction is still open keeps newer events out of sight for a moment (by design: the read horizon,
 * adapters/eventStore/readHorizon.ts); tests that count "everything" wait for their own last append first.
 */
export async function untilVisible(
  store: EventStore,
  position: GlobalPosition,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const head = await store.headPosition();
    if (head && comparePositions(head, position) >= 0) return;
    if (Date.now() > deadline)
      throw new Error(`Position ${position.commit}/${position.prepare} never became visible`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The part of a shop a test waits on: its event store and its running read models. */
interface ProjectingShop {
  eventStore: EventStore;
  projections: { waitFor(position: GlobalPosition, options?: { timeoutMs?: number }): Promise<void> };
}

/**
 * Waits until every read model has applied the last event of each stream. The store's head is not enough:
 * it is the last event visible in the global order, and another writer's open transaction (the read
 * horizon) can keep this test's own appends out of it for a moment (a footprint taken then misses their rows).
 */
export async function projectedThrough(
  shop: ProjectingShop,
  streamIds: readonly string[],
  timeoutMs = 15_000,
): Promise<void> {
  let last: GlobalPosition | null = await shop.eventStore.headPosition();
  for (const streamId of streamIds) {
    const position = (await shop.eventStore.readStream(streamId)).at(-1)?.position;
    if (position && (!last || comparePositions(position, last) > 0)) last = position;
  }
  // A read model reaches a position only once it is visible: the wait covers both.
  if (last) await shop.projections.waitFor(last, { timeoutMs });
}

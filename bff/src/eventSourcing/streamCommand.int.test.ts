import type { Decider } from '@shop/domain/decider';
import { DomainError } from '@shop/domain/errors';
import type { EventMetadata } from '@shop/domain/events';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '../adapters/eventStore/postgresEventStore.ts';
import { migrate } from '../db/migrate.ts';
import { testDatabases } from '../db/testDatabases.ts';
import { MAX_APPEND_ATTEMPTS, runStreamCommand } from './streamCommand.ts';

/** A counter that may never pass a limit: small enough to see every rule of the runner. */
type Added = { type: 'Added'; data: { by: number } };
type Add = { by: number; limit: number };
const counter: Decider<Add, Added, number> = {
  initialState: () => 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command, total) => {
    if (command.by === 0) return [];
    if (total + command.by > command.limit) throw new DomainError('CONFLICT', 'over the limit');
    return [{ type: 'Added', data: { by: command.by } }];
  },
};
const codec = {
  encode: (event: Added, metadata: EventMetadata) => ({ ...event, schemaVersion: 1, metadata }),
  decode: (recorded: { type: string; data: unknown }) => ({ type: 'Added', data: recorded.data }) as Added,
};
const metadata: EventMetadata = {
  correlationId: 'c-1',
  causationId: 'c-1',
  actor: { kind: 'system', id: 'test' },
  occurredAt: '2026-11-24T10:00:00.000Z',
};
const now = new Date('2026-11-24T10:00:00Z');
const addInput = (eventStore: EventStore, by: number, limit: number) => ({
  eventStore,
  decider: counter,
  codec,
  streamId: 'counter-1',
  command: { by, limit },
  metadata,
  now,
});
const add = (eventStore: EventStore, by: number, limit = 100) =>
  runStreamCommand(addInput(eventStore, by, limit));

describe.each(testDatabases())('runStreamCommand on $name', (leg) => {
  async function withStore(test: (eventStore: EventStore) => Promise<void>) {
    const db = await leg.open();
    try {
      await migrate(db);
      const eventStore = createPostgresEventStore(db, { pollIntervalMs: 50 });
      await test(eventStore);
      await eventStore.close();
    } finally {
      await db.close();
    }
  }

  it('decides on the folded stream and appends after its last revision', () =>
    withStore(async (eventStore) => {
      await add(eventStore, 5);
      const second = await add(eventStore, 7);
      expect(second.state).toBe(12);
      expect(second.appended?.nextExpectedRevision).toBe(1n);
      expect((await eventStore.readStream('counter-1')).map((event) => event.data)).toEqual([
        { by: 5 },
        { by: 7 },
      ]);
    }));

  it('appends nothing when the decider decides nothing', () =>
    withStore(async (eventStore) => {
      await add(eventStore, 5);
      expect(await add(eventStore, 0)).toMatchObject({ events: [], state: 5, appended: null });
      expect(await eventStore.readStream('counter-1')).toHaveLength(1);
    }));

  it('decides again on what another writer appended meanwhile, so the rule holds under races', () =>
    withStore(async (eventStore) => {
      // Ten writers each add 10 under a limit of 50: exactly five may win, whatever the interleaving.
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => add(eventStore, 10, 50)));
      const refusals = results.filter((result) => result.status === 'rejected');
      const stream = await eventStore.readStream('counter-1');
      expect(stream.reduce((total, event) => total + (event.data as { by: number }).by, 0)).toBe(50);
      expect(stream).toHaveLength(5);
      // Losers are refused by the rule or, past the retry bound, by the conflict: never half-written.
      expect(refusals).toHaveLength(5);
    }));

  it('decides a new stream without reading it, and reads it after all when it was not new', () =>
    withStore(async (eventStore) => {
      let reads = 0;
      const counting: EventStore = {
        ...eventStore,
        readStream: (streamId, options) => {
          reads++;
          return eventStore.readStream(streamId, options);
        },
      };
      const addToNew = (by: number) => runStreamCommand({ ...addInput(counting, by, 12), newStream: true });
      expect(await addToNew(5)).toMatchObject({ state: 5, appended: { nextExpectedRevision: 0n } });
      expect(reads).toBe(0);
      // Not new any more: the blind append at no_stream is refused, then the stream is read and the limit holds.
      await expect(addToNew(10)).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(reads).toBe(1);
      expect(await addToNew(7)).toMatchObject({ state: 12, appended: { nextExpectedRevision: 1n } });
      expect((await eventStore.readStream('counter-1')).map((event) => event.data)).toEqual([
        { by: 5 },
        { by: 7 },
      ]);
    }));

  it('reports the conflict after MAX_APPEND_ATTEMPTS when the stream keeps moving', () =>
    withStore(async (eventStore) => {
      let appends = 0;
      const racing: EventStore = {
        ...eventStore,
        async append(streamId, events, options) {
          appends++;
          // Someone else always gets there first.
          await eventStore.append(streamId, [codec.encode({ type: 'Added', data: { by: 1 } }, metadata)], {
            expectedRevision: 'any',
          });
          return eventStore.append(streamId, events, options);
        },
      };
      await expect(add(racing, 1)).rejects.toMatchObject({ code: 'WRONG_EXPECTED_REVISION' });
      expect(appends).toBe(MAX_APPEND_ATTEMPTS);
    }));
});

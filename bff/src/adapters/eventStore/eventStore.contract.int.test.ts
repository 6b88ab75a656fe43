import { randomUUID } from 'node:crypto';
import {
  comparePositions,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
  START,
} from '@shop/domain/events';
import type { Db, Queryable } from '@shop/projections/ports/db';
import { type EventStore, WrongExpectedRevisionError } from '@shop/projections/ports/eventStore';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { openPglite } from '../../db/pglite.ts';
import { openPostgres } from '../../db/postgres.ts';
import { openIsolatedPostgres } from '../../db/testDatabases.ts';
import { untilVisible } from '../../testing/testEvents.ts';
import { createKurrentDbEventStore } from './kurrentDbEventStore.ts';
import { createPostgresEventStore } from './postgresEventStore.ts';
import { CorruptEventError } from './storedEvent.ts';

// One contract, every adapter. PGlite always; Postgres with DATABASE_URL; KurrentDB with EVENTSTORE_URL.
const DATABASE_URL = process.env.DATABASE_URL;
const EVENTSTORE_URL = process.env.EVENTSTORE_URL;

interface OpenedStore {
  store: EventStore;
  db: Db | null;
  close(): Promise<void>;
}

interface Leg {
  name: string;
  skipReason: string | null;
  open(): Promise<OpenedStore>;
}

async function openPostgresFamily(db: Db): Promise<OpenedStore> {
  await migrate(db);
  const store = createPostgresEventStore(db, { pollIntervalMs: 50 });
  return {
    store,
    db,
    async close() {
      await store.close();
      await db.close();
    },
  };
}

const legs: Leg[] = [
  { name: 'pglite', skipReason: null, open: async () => openPostgresFamily(await openPglite()) },
  {
    name: 'postgres',
    skipReason: DATABASE_URL ? null : 'DATABASE_URL is not set',
    open: async () => openPostgresFamily(await openIsolatedPostgres(DATABASE_URL ?? '')),
  },
  {
    name: 'kurrentdb',
    skipReason: EVENTSTORE_URL ? null : 'EVENTSTORE_URL is not set',
    open: async () => {
      const store = createKurrentDbEventStore(EVENTSTORE_URL ?? '');
      return { store, db: null, close: () => store.close() };
    },
  },
];

process.stderr.write(
  `\n[event-store contract] legs:\n${legs
    .map((leg) => `  ${leg.name.padEnd(10)} ${leg.skipReason ? `SKIPPED (${leg.skipReason})` : 'RUNS'}`)
    .join('\n')}\n` +
    `  out-of-order commit test ${DATABASE_URL ? 'RUNS on Postgres' : 'SKIPPED (needs DATABASE_URL: PGlite has one connection)'}\n\n`,
);

// ---------------------------------------------------------------------------------------------------------

const uniqueStream = (prefix: string) => `${prefix}-${randomUUID().slice(0, 13)}`;

function newEvent(type: string, data: Record<string, unknown>, actorId = 'contract-test'): NewEvent {
  return {
    type,
    schemaVersion: 1,
    data,
    metadata: {
      correlationId: `corr-${actorId}`,
      causationId: `cause-${actorId}`,
      actor: { kind: 'system', id: actorId },
      occurredAt: '2026-03-01T10:00:00.000+08:00',
    },
  };
}

async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** Reads the whole global order after `after` (other writers may share a KurrentDB). */
async function readEverything(
  store: EventStore,
  after: GlobalPosition,
  batch = 500,
): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  let position = after;
  for (;;) {
    const page = await store.readAll(position, batch);
    all.push(...page);
    const last = page.at(-1);
    if (!last || page.length < batch) return all;
    position = last.position;
  }
}

const ofStreams = (events: RecordedEvent[], streams: string[]) =>
  events.filter((event) => streams.includes(event.streamId));

const summary = (events: RecordedEvent[]) => events.map((e) => `${e.streamId}#${e.streamRevision}:${e.type}`);

// ---------------------------------------------------------------------------------------------------------

for (const leg of legs) {
  describe.skipIf(leg.skipReason !== null)(
    `event store contract on ${leg.name}${leg.skipReason ? ` — SKIPPED: ${leg.skipReason}` : ''}`,
    () => {
      let opened: OpenedStore;
      let store: EventStore;
      beforeAll(async () => {
        opened = await leg.open();
        store = opened.store;
      });
      afterAll(async () => {
        await opened?.close();
      });

      it('appends to a new stream, then to the existing one', async () => {
        const stream = uniqueStream('order');
        const first = await store.append(stream, [newEvent('OrderPlaced', { orderId: 1 })], {
          expectedRevision: 'no_stream',
        });
        expect(first.nextExpectedRevision).toBe(0n);

        const second = await store.append(
          stream,
          [newEvent('PaymentConfirmed', { amount: 29800 }), newEvent('OrderShipped', { carrier: 'SF' })],
          { expectedRevision: 0n },
        );
        expect(second.nextExpectedRevision).toBe(2n);
        expect(comparePositions(second.position, first.position)).toBeGreaterThan(0);

        const third = await store.append(stream, [newEvent('OrderDelivered', {})], {
          expectedRevision: 'any',
        });
        expect(third.nextExpectedRevision).toBe(3n);

        const events = await store.readStream(stream);
        expect(summary(events)).toEqual([
          `${stream}#0:OrderPlaced`,
          `${stream}#1:PaymentConfirmed`,
          `${stream}#2:OrderShipped`,
          `${stream}#3:OrderDelivered`,
        ]);
        // The append's position is the place of its last event in the global order (read-your-writes).
        expect(events[2]?.position).toEqual(second.position);
        expect(events[3]?.position).toEqual(third.position);
      });

      it('rejects a wrong expected revision and writes nothing', async () => {
        const stream = uniqueStream('order');
        const missing = uniqueStream('order');
        const before = (await store.headPosition()) ?? START;
        await store.append(stream, [newEvent('OrderPlaced', { n: 0 }), newEvent('OrderPaid', { n: 1 })], {
          expectedRevision: 'no_stream',
        });

        const stale = store.append(stream, [newEvent('OrderCancelled', {})], { expectedRevision: 0n });
        await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(stale).rejects.toMatchObject({ streamId: stream, expected: 0n, actual: 1n });
        await expect(
          store.append(stream, [newEvent('OrderPlaced', {})], { expectedRevision: 'no_stream' }),
        ).rejects.toMatchObject({ code: 'WRONG_EXPECTED_REVISION', actual: 1n });
        await expect(
          store.append(missing, [newEvent('OrderPaid', {})], { expectedRevision: 4n }),
        ).rejects.toMatchObject({ code: 'WRONG_EXPECTED_REVISION', actual: 'no_stream' });

        expect(summary(await store.readStream(stream))).toEqual([
          `${stream}#0:OrderPlaced`,
          `${stream}#1:OrderPaid`,
        ]);
        expect(await store.readStream(missing)).toEqual([]);
        const written = await eventually(async () => {
          const seen = ofStreams(await readEverything(store, before), [stream, missing]);
          expect(seen).toHaveLength(2);
          return seen;
        });
        expect(summary(written)).toEqual([`${stream}#0:OrderPlaced`, `${stream}#1:OrderPaid`]);
      });

      it('reads a stream back in order with its data and metadata', async () => {
        const stream = uniqueStream('points');
        for (let n = 0; n < 5; n += 1) {
          await store.append(stream, [newEvent('PointsEarned', { n, memberId: 7 }, `actor-${n}`)], {
            expectedRevision: n === 0 ? 'no_stream' : BigInt(n - 1),
          });
        }
        // Then one append of 8: revisions 10 and 11 must come after 9, not after 1.
        const batch = Array.from({ length: 8 }, (_, k) =>
          newEvent('PointsEarned', { n: 5 + k, memberId: 7 }),
        );
        await store.append(stream, batch, { expectedRevision: 4n });
        const events = await store.readStream(stream);
        const all = Array.from({ length: 13 }, (_, n) => n);
        expect(events.map((e) => e.streamRevision)).toEqual(all.map(BigInt));
        expect(events.map((e) => e.data)).toEqual(all.map((n) => ({ n, memberId: 7 })));
        expect(events[3]).toMatchObject({
          streamId: stream,
          type: 'PointsEarned',
          schemaVersion: 1,
          metadata: {
            correlationId: 'corr-actor-3',
            causationId: 'cause-actor-3',
            actor: { kind: 'system', id: 'actor-3' },
            occurredAt: '2026-03-01T10:00:00.000+08:00',
          },
        });
        expect(new Set(events.map((e) => e.eventId)).size).toBe(13);
        for (let i = 1; i < events.length; i += 1) {
          expect(comparePositions(events[i]!.position, events[i - 1]!.position)).toBeGreaterThan(0);
        }
      });

      it('reads the global order in batches from a checkpoint: no duplicates, no gaps', async () => {
        const checkpoint = (await store.headPosition()) ?? START;
        const streams = [uniqueStream('a'), uniqueStream('b'), uniqueStream('c')];
        const expected: string[] = [];
        const revisions = new Map<string, bigint>();
        // 3 streams, interleaved appends of 1 to 3 events: 14 events in all.
        const plan = [1, 3, 2, 1, 1, 3, 2, 1];
        for (const [i, count] of plan.entries()) {
          const stream = streams[i % streams.length]!;
          const revision = revisions.get(stream);
          const events = Array.from({ length: count }, (_, k) => newEvent(`Happened${i}_${k}`, { i, k }));
          const result = await store.append(stream, events, { expectedRevision: revision ?? 'no_stream' });
          revisions.set(stream, result.nextExpectedRevision);
          const firstRevision = result.nextExpectedRevision - BigInt(count) + 1n;
          events.forEach((event, k) => {
            expected.push(`${stream}#${firstRevision + BigInt(k)}:${event.type}`);
          });
        }
        expect(expected).toHaveLength(14);

        // Wait until every event is visible (a Postgres reader waits for older transactions to finish).
        const oneRead = await eventually(async () => {
          const all = await readEverything(store, checkpoint);
          expect(ofStreams(all, streams)).toHaveLength(14);
          return all;
        });
        expect(summary(ofStreams(oneRead, streams))).toEqual(expected);

        for (const batchSize of [1, 3, 5, 14]) {
          const batched: RecordedEvent[] = [];
          let position = checkpoint;
          for (;;) {
            const page = await store.readAll(position, batchSize);
            expect(page.length).toBeLessThanOrEqual(batchSize);
            if (page.length === 0) break;
            for (const event of page) expect(comparePositions(event.position, position)).toBeGreaterThan(0);
            batched.push(...page);
            position = page.at(-1)!.position;
            if (ofStreams(batched, streams).length >= 14) break;
          }
          const mine = ofStreams(batched, streams);
          expect(new Set(mine.map((e) => e.eventId)).size).toBe(mine.length);
          expect(summary(mine)).toEqual(expected);
          // The batches, laid end to end, are exactly the one long read: nothing skipped between batches.
          expect(batched.map((e) => e.eventId)).toEqual(
            oneRead.slice(0, batched.length).map((e) => e.eventId),
          );
        }

        // Reading after the last event returns nothing of ours.
        const lastOfMine = ofStreams(oneRead, streams).at(-1)!;
        expect(ofStreams(await readEverything(store, lastOfMine.position), streams)).toEqual([]);
        expect(
          comparePositions((await store.headPosition()) ?? START, lastOfMine.position),
        ).toBeGreaterThanOrEqual(0);
      });

      it('lets exactly one of several concurrent appends with the same expected revision win', async () => {
        const stream = uniqueStream('stock');
        await store.append(stream, [newEvent('StockReceived', { quantity: 1 })], {
          expectedRevision: 'no_stream',
        });
        const contenders = Array.from({ length: 6 }, (_, i) =>
          store.append(stream, [newEvent('StockReserved', { buyer: i }), newEvent('Noted', { buyer: i })], {
            expectedRevision: 0n,
          }),
        );
        const outcomes = await Promise.allSettled(contenders);
        const won = outcomes.filter((o) => o.status === 'fulfilled');
        const lost = outcomes.filter((o) => o.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(5);
        for (const outcome of lost) expect(outcome.reason).toBeInstanceOf(WrongExpectedRevisionError);

        const events = await store.readStream(stream);
        expect(events.map((e) => e.type)).toEqual(['StockReceived', 'StockReserved', 'Noted']);
        expect(events[1]?.data).toEqual(events[2]?.data);

        // The same race on a stream that does not exist yet.
        const fresh = uniqueStream('stock');
        const creations = await Promise.allSettled(
          Array.from({ length: 4 }, (_, i) =>
            store.append(fresh, [newEvent('StockReceived', { by: i })], { expectedRevision: 'no_stream' }),
          ),
        );
        expect(creations.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        expect(await store.readStream(fresh)).toHaveLength(1);
      });

      it('delivers every event to a subscriber once, in order, then new appends, and stops cleanly', async () => {
        const checkpoint = (await store.headPosition()) ?? START;
        const streams = [uniqueStream('sub-a'), uniqueStream('sub-b')];
        await store.append(streams[0]!, [newEvent('First', { n: 1 }), newEvent('Second', { n: 2 })], {
          expectedRevision: 'no_stream',
        });
        await store.append(streams[1]!, [newEvent('Third', { n: 3 })], { expectedRevision: 'no_stream' });

        const received: RecordedEvent[] = [];
        const errors: unknown[] = [];
        const subscription = store.subscribe(
          checkpoint,
          async (event) => {
            received.push(event);
          },
          { batchSize: 2, onError: (error) => errors.push(error) },
        );
        try {
          await eventually(async () => expect(ofStreams(received, streams)).toHaveLength(3));

          await store.append(streams[1]!, [newEvent('Fourth', { n: 4 })], { expectedRevision: 0n });
          await store.append(streams[0]!, [newEvent('Fifth', { n: 5 }), newEvent('Sixth', { n: 6 })], {
            expectedRevision: 1n,
          });
          await eventually(async () => expect(ofStreams(received, streams)).toHaveLength(6));
        } finally {
          await subscription.stop();
        }
        expect(ofStreams(received, streams).map((e) => e.type)).toEqual([
          'First',
          'Second',
          'Third',
          'Fourth',
          'Fifth',
          'Sixth',
        ]);
        expect(new Set(received.map((e) => e.eventId)).size).toBe(received.length);
        for (let i = 1; i < received.length; i += 1) {
          expect(comparePositions(received[i]!.position, received[i - 1]!.position)).toBeGreaterThan(0);
        }
        expect(errors).toEqual([]);

        // Stopped means stopped: a later append is not delivered.
        const countAtStop = received.length;
        await store.append(streams[0]!, [newEvent('AfterStop', {})], { expectedRevision: 3n });
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(received).toHaveLength(countAtStop);
      });
    },
  );
}

// ---------------------------------------------------------------------------------------------------------
// What only the Postgres adapter promises: appends inside a caller's transaction, loud failure on garbage.

for (const leg of legs.filter((l) => l.name !== 'kurrentdb')) {
  describe.skipIf(leg.skipReason !== null)(
    `Postgres event store specifics on ${leg.name}${leg.skipReason ? ` — SKIPPED: ${leg.skipReason}` : ''}`,
    () => {
      let opened: OpenedStore;
      let db: Db;
      let store: EventStore;
      beforeAll(async () => {
        opened = await leg.open();
        db = opened.db!;
        store = opened.store;
      });
      afterAll(async () => {
        await opened?.close();
      });

      it('appends inside the caller transaction: rolled back with it, committed with it', async () => {
        const stream = uniqueStream('order');
        await expect(
          db.transaction(async (tx) => {
            await store.append(stream, [newEvent('OrderPlaced', {})], { expectedRevision: 'no_stream', tx });
            await tx.query('select 1');
            throw new Error('stock update failed');
          }),
        ).rejects.toThrow('stock update failed');
        expect(await store.readStream(stream)).toEqual([]);

        const result = await db.transaction(async (tx) =>
          store.append(stream, [newEvent('OrderPlaced', {})], { expectedRevision: 'no_stream', tx }),
        );
        expect(result.nextExpectedRevision).toBe(0n);
        expect(summary(await store.readStream(stream))).toEqual([`${stream}#0:OrderPlaced`]);
      });

      it('reads a stream inside the caller transaction, its own appends included', async () => {
        const stream = uniqueStream('order');
        await store.append(stream, [newEvent('OrderPlaced', {})], { expectedRevision: 'no_stream' });
        // On PGlite a read beside the open transaction would wait for it to end: read through it.
        const seen = await db.transaction(async (tx) => {
          await store.append(stream, [newEvent('PaymentRequested', {})], { expectedRevision: 0n, tx });
          return summary(await store.readStream(stream, { tx }));
        });
        expect(seen).toEqual([`${stream}#0:OrderPlaced`, `${stream}#1:PaymentRequested`]);
      });

      it('orders positions as numbers, also across a change in digit count', async () => {
        const checkpoint = (await store.headPosition()) ?? START;
        await db.query(
          "select setval('events_global_position_seq', greatest((select max(global_position) from events), 995))",
        );
        const stream = uniqueStream('digits');
        const events = Array.from({ length: 12 }, (_, n) => newEvent('Counted', { n }));
        const result = await store.append(stream, events, { expectedRevision: 'no_stream' });
        expect(result.position.prepare).toBeGreaterThanOrEqual(1007n);
        // A transaction open anywhere on the server (another suite) hides newer events for a moment.
        await untilVisible(store, result.position);
        for (const batchSize of [5, 100]) {
          const read: RecordedEvent[] = [];
          let position = checkpoint;
          for (;;) {
            const page = await store.readAll(position, batchSize);
            if (page.length === 0) break;
            read.push(...page);
            position = page.at(-1)!.position;
          }
          const mine = ofStreams(read, [stream]);
          expect(mine.map((e) => (e.data as { n: number }).n)).toEqual(events.map((_, n) => n));
          expect(mine.map((e) => e.streamRevision)).toEqual(events.map((_, n) => BigInt(n)));
          for (let i = 1; i < mine.length; i += 1) {
            expect(mine[i]!.position.prepare).toBe(mine[i - 1]!.position.prepare + 1n);
          }
        }
        expect(await store.headPosition()).toEqual(result.position);
      });

      it('fails loudly on a stored event that is not well formed', async () => {
        const stream = uniqueStream('garbage');
        await db.query('insert into streams (stream_id, revision) values ($1, 0)', [stream]);
        await db.query(
          `insert into events (stream_id, stream_revision, type, schema_version, data, metadata)
           values ($1, 0, 'OrderPlaced', 1, '[1,2]', '{"actor":"nobody"}')`,
          [stream],
        );
        await expect(store.readStream(stream)).rejects.toBeInstanceOf(CorruptEventError);
        await expect(store.readStream(stream)).rejects.toThrow(/metadata|data/);
        await db.query('delete from events where stream_id = $1', [stream]);
      });

      it('refuses to append an event it could not read back', async () => {
        const stream = uniqueStream('order');
        const bad = { ...newEvent('OrderPlaced', {}), metadata: { actor: 'nobody' } } as unknown as NewEvent;
        await expect(store.append(stream, [bad], { expectedRevision: 'no_stream' })).rejects.toThrow(
          /invalid/,
        );
        await expect(store.append(stream, [], { expectedRevision: 'no_stream' })).rejects.toThrow(
          /no events/,
        );
        expect(await store.readStream(stream)).toEqual([]);
      });
    },
  );
}

// ---------------------------------------------------------------------------------------------------------
// Two transactions committing out of position order. Needs two connections, so real Postgres only.

describe.skipIf(!DATABASE_URL)(
  `global order with transactions committing out of order (real Postgres)${DATABASE_URL ? '' : ' — SKIPPED: DATABASE_URL is not set'}`,
  () => {
    let db: Db;
    let store: EventStore;
    beforeAll(async () => {
      db = await openIsolatedPostgres(DATABASE_URL ?? '');
      await migrate(db);
      store = createPostgresEventStore(db, { pollIntervalMs: 50 });
    });
    afterAll(async () => {
      await store?.close();
      await db?.close();
    });

    it('never moves a reader or subscriber past an event whose transaction commits late', async () => {
      const checkpoint = (await store.headPosition()) ?? START;
      const streamA = uniqueStream('late');
      const streamB = uniqueStream('early');

      const received: RecordedEvent[] = [];
      const subscription = store.subscribe(checkpoint, async (event) => {
        received.push(event);
      });

      let releaseA!: () => void;
      const aMayCommit = new Promise<void>((resolve) => {
        releaseA = resolve;
      });
      let aAppended!: (position: GlobalPosition) => void;
      const aHasAppended = new Promise<GlobalPosition>((resolve) => {
        aAppended = resolve;
      });
      const transactionA = db.transaction(async (tx) => {
        const result = await store.append(streamA, [newEvent('LateEvent', { who: 'A' })], {
          expectedRevision: 'no_stream',
          tx,
        });
        aAppended(result.position);
        await aMayCommit;
      });

      try {
        const positionA = await aHasAppended;
        const resultB = await store.append(streamB, [newEvent('EarlyEvent', { who: 'B' })], {
          expectedRevision: 'no_stream',
        });
        // The trap: B took a later bigserial and committed first; a plain position reader would see it now.
        expect(resultB.position.prepare).toBeGreaterThan(positionA.prepare);
        const committed = await db.query<{ stream_id: string }>(
          'select stream_id from events where global_position > $1 order by global_position',
          [String(checkpoint.prepare)],
        );
        expect(committed.rows.map((r) => r.stream_id)).toEqual([streamB]);

        // The store does not: while A is open, nothing after the checkpoint is readable or delivered.
        expect(await store.readAll(checkpoint, 100)).toEqual([]);
        expect(await store.headPosition()).toEqual(checkpoint.commit < 0n ? null : checkpoint);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(received).toEqual([]);
      } finally {
        releaseA();
        await transactionA;
      }

      const both = await eventually(async () => {
        const events = await store.readAll(checkpoint, 100);
        expect(events).toHaveLength(2);
        return events;
      });
      expect(both.map((e) => e.streamId)).toEqual([streamA, streamB]);
      await eventually(async () => expect(received).toHaveLength(2));
      await subscription.stop();
      expect(received.map((e) => e.streamId)).toEqual([streamA, streamB]);
      expect(received.map((e) => e.eventId)).toEqual(both.map((e) => e.eventId));
    });

    /**
     * Runs a shop transaction (db.transaction) that does `first`, stays open while `meanwhile` runs, then does
     * `last` and commits; resolves once it has.
     */
    async function whileOpen(
      first: (tx: Queryable) => Promise<unknown>,
      meanwhile: () => Promise<void>,
      last: (tx: Queryable) => Promise<unknown>,
    ): Promise<void> {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let ready!: () => void;
      const started = new Promise<void>((resolve) => {
        ready = resolve;
      });
      const done = db.transaction(async (tx) => {
        await first(tx);
        ready();
        await released;
        await last(tx);
      });
      try {
        await started;
        await meanwhile();
      } finally {
        release();
        await done;
      }
    }

    /** The streams of the events `reader` reads after `checkpoint`, once there are `count` of them. */
    const streamsAfter = async (checkpoint: GlobalPosition, count: number, reader = store) =>
      eventually(async () => {
        const read = await reader.readAll(checkpoint, 100);
        expect(read).toHaveLength(count);
        return read.map((event) => event.streamId);
      });
    const appendNew = (stream: string, tx?: Queryable) =>
      store.append(stream, [newEvent('Appended', {})], { expectedRevision: 'no_stream', tx });

    /**
     * A shop transaction takes its id first (a stock reservation does this) and appends after another append
     * has committed: `reader` reads neither until the first commits, then both in commit order.
     */
    async function expectHeldBehindIdFirstWriter(reader: EventStore): Promise<void> {
      const checkpoint = (await reader.headPosition()) ?? START;
      const [late, early] = [uniqueStream('late'), uniqueStream('early')];
      await whileOpen(
        (tx) => tx.query('select pg_current_xact_id()'),
        async () => {
          await appendNew(early);
          expect(await reader.readAll(checkpoint, 100)).toEqual([]);
        },
        (tx) => appendNew(late, tx),
      );
      expect(await streamsAfter(checkpoint, 2, reader)).toEqual([late, early]);
    }

    it('holds readers behind a shop transaction that took its id before it appends', () =>
      expectHeldBehindIdFirstWriter(store));

    it('is not held back by a shop transaction without an id yet: its id and events will come after', async () => {
      const checkpoint = (await store.headPosition()) ?? START;
      const [first, second] = [uniqueStream('first'), uniqueStream('second')];
      await whileOpen(
        (tx) => tx.query('select 1'),
        async () => {
          await appendNew(first);
          expect((await store.readAll(checkpoint, 100)).map((event) => event.streamId)).toEqual([first]);
        },
        (tx) => appendNew(second, tx),
      );
      expect(await streamsAfter(checkpoint, 2)).toEqual([first, second]);
    });

    it('is not held back by a transaction of anyone else on the server, however long it stays open', async () => {
      const checkpoint = (await store.headPosition()) ?? START;
      const outsider = new pg.Client({ connectionString: DATABASE_URL });
      await outsider.connect();
      try {
        // Another application's (or another schema's) transaction with an id, open across the append.
        await outsider.query('begin');
        await outsider.query('select pg_current_xact_id()');
        const stream = uniqueStream('outsider');
        const appended = await store.append(stream, [newEvent('Appended', {})], {
          expectedRevision: 'no_stream',
        });
        expect((await store.readAll(checkpoint, 100)).map((event) => event.streamId)).toEqual([stream]);
        expect(await store.headPosition()).toEqual(appended.position);
      } finally {
        await outsider.query('rollback');
        await outsider.end();
      }
    });

    it("is as exact for a reader logged in as another role: held by the shop's writers, not by outsiders", async () => {
      // The shop's writers here run as the test's superuser; this reader logs in as a role of its own, without
      // pg_read_all_stats, as a replica with a role of its own would.
      const role = `shop_reader_${randomUUID().slice(0, 8)}`;
      const { rows } = await db.query<{ schema: string }>('select current_schema() as schema');
      const schema = rows[0]?.schema;
      await db.exec(`create role ${role} login; grant usage on schema ${schema} to ${role};
                     grant select on all tables in schema ${schema} to ${role}`);
      const readerUrl = new URL(DATABASE_URL as string);
      readerUrl.username = role;
      const readerDb = openPostgres(readerUrl.toString(), { searchPath: schema, max: 2 });
      const reader = createPostgresEventStore(readerDb, { pollIntervalMs: 50 });
      const outsider = new pg.Client({ connectionString: DATABASE_URL });
      await outsider.connect();
      try {
        await expectHeldBehindIdFirstWriter(reader);

        // Not held by an outsider's transaction with an id while a shop writer (without one) is open: the
        // reader knows the writer has no id, though it may not see the writer's state or query.
        await outsider.query('begin');
        await outsider.query('select pg_current_xact_id()');
        const after = (await reader.headPosition()) ?? START;
        const stream = uniqueStream('outsider');
        await whileOpen(
          (tx) => tx.query('select 1'),
          async () => {
            await appendNew(stream);
            expect((await reader.readAll(after, 100)).map((event) => event.streamId)).toEqual([stream]);
          },
          async () => undefined,
        );
      } finally {
        await outsider.query('rollback');
        await outsider.end();
        await reader.close();
        await readerDb.close();
        await db.exec(`drop owned by ${role}; drop role ${role}`);
      }
    });
  },
);

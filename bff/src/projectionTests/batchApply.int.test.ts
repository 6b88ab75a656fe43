import { type RecordedEvent, START } from '@shop/domain/events';
import { ORDER_STATUSES } from '@shop/domain/orders/order';
import { memberPointsReadModel } from '@shop/projections/memberPoints/memberPoints';
import { ordersReadModel } from '@shop/projections/orders/orders';
import type { Db, Queryable } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { applyEvents } from '@shop/projections/runner/projectionRunner';
import {
  type FoldedBatch,
  liveTableNames,
  type ReadModelDefinition,
  type TableNames,
} from '@shop/projections/runner/readModel';
import { rebuildProjection } from '@shop/projections/runner/rebuild';
import { startProjections } from '@shop/projections/runner/runningProjections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { appendHistory, generateHistory } from '../testing/generatedHistory.ts';
import { compareWithReplay } from '../testing/projectionReplay.ts';
import { event, openStore, rows, untilVisible } from '../testing/testEvents.ts';

/** Every table of a read model under a prefix, so that several copies live side by side. */
function copyOf(definition: ReadModelDefinition, prefix: string): TableNames {
  return Object.fromEntries(definition.tables.map((table) => [table, `${prefix}_${table}`]));
}

/** Each table's rows in key order (a history line's key is its event id). */
async function contents(
  db: Db,
  definition: ReadModelDefinition,
  tables: TableNames,
): Promise<Record<string, Record<string, unknown>[]>> {
  const keys: Record<string, string> = {
    orders: 'order_id',
    order_lines: 'order_id, line_no',
    member_points: 'member_id',
    member_point_records: 'event_id',
  };
  return Object.fromEntries(
    await Promise.all(
      definition.tables.map(
        async (table): Promise<[string, Record<string, unknown>[]]> => [
          table,
          await rows(db, `select * from ${tables[table]} order by ${keys[table]}`),
        ],
      ),
    ),
  );
}

/** One event at a time through the handlers: the definition the batches must match. */
async function eventByEvent(
  db: Db,
  definition: ReadModelDefinition,
  events: readonly RecordedEvent[],
  prefix: string,
) {
  const tables = copyOf(definition, prefix);
  const { applyBatch: _batch, ...handlersOnly } = definition;
  await db.transaction(async (tx) => {
    await definition.createTables(tx, tables);
    await applyEvents(tx, handlersOnly, tables, events);
  });
  return contents(db, definition, tables);
}

/** The read model's own batch code, called directly so that no fallback can hide a failure. */
async function batched(
  db: Db,
  definition: ReadModelDefinition,
  events: readonly RecordedEvent[],
  size: number,
  prefix: string,
) {
  const tables = copyOf(definition, prefix);
  await db.transaction((tx) => definition.createTables(tx, tables));
  for (let first = 0; first < events.length; first += size)
    await db.transaction((tx) => definition.applyBatch!(events.slice(first, first + size), tx, tables));
  return contents(db, definition, tables);
}

const CRASH_BATCH = 100;
/** The event of a batch the crash comes at: past its first, so that a part of the batch was written. */
const NTH = 7;

/**
 * The real read model, crashing once in the middle of a batch on each of its two roads: its batch code
 * writes the batch's first NTH − 1 events and throws, then (on the runner's fallback, one event at a time)
 * its handler throws at the NTH event. Then it behaves.
 */
function crashingOnce(definition: ReadModelDefinition): ReadModelDefinition & { crashes: number } {
  const crashing = { batch: true, handler: true };
  let position = 0;
  const model = {
    ...definition,
    crashes: 0,
    async applyBatch(events: readonly RecordedEvent[], tx: Queryable, tables: TableNames) {
      if (crashing.batch && events.length > NTH) {
        crashing.batch = false;
        model.crashes += 1;
        await definition.applyBatch!(events.slice(0, NTH - 1), tx, tables);
        throw new Error(`${definition.name}: batch code crashed at event ${NTH} of ${events.length}`);
      }
      position = 0;
      await definition.applyBatch!(events, tx, tables);
    },
    handlers: Object.fromEntries(
      Object.entries(definition.handlers).map(([type, handler]) => [
        type,
        async (...args: Parameters<NonNullable<typeof handler>>) => {
          position += 1;
          if (crashing.handler && !crashing.batch && position >= NTH) {
            crashing.handler = false;
            model.crashes += 1;
            throw new Error(`${definition.name}: handler crashed at event ${position} of a batch`);
          }
          await handler!(...args);
        },
      ]),
    ),
  };
  return model;
}

for (const leg of testDatabases()) {
  describe(`batch-applied read models on ${leg.name}`, () => {
    let db: Db;
    let store: EventStore;
    let close: () => Promise<void>;
    let history: RecordedEvent[];
    beforeAll(async () => {
      ({ db, store, close } = await openStore(leg));
      await appendHistory(db, store, generateHistory({ orders: 200, members: 30, seed: 12 }));
      // Points of an order the read model has not seen, and a gift: both must change no order row.
      const last = await store.append(
        'points-31',
        [
          event('PointsEarned', {
            memberId: 31,
            points: 9,
            orderId: 999_999,
            orderNo: 'JHX',
            reason: 'late',
          }),
          event('PointsEarned', { memberId: 31, points: 5, orderId: null, orderNo: null, reason: 'gift' }),
        ],
        { expectedRevision: 'no_stream' },
      );
      // On a shared Postgres, another client's open transaction may keep the newest events out of sight.
      await untilVisible(store, last.position);
      history = await store.readAll(START, 100_000);
    }, 120_000);
    afterAll(async () => {
      await close?.();
    });

    it('covers every order status and every points road', async () => {
      const types = new Set(history.map((recorded) => recorded.type));
      for (const type of ['PointsRedeemed', 'PointsEarned', 'PointsRefunded', 'PointsReversed', 'VipLapsed'])
        expect(types).toContain(type);
      const reference = await eventByEvent(db, ordersReadModel, history, 'cover');
      const statuses = new Set((reference.orders as { status: string }[]).map((order) => order.status));
      expect([...statuses].sort()).toEqual(ORDER_STATUSES.filter((status) => status !== 'notPlaced').sort());
      const points = await eventByEvent(db, memberPointsReadModel, history, 'cover');
      const levels = new Set((points.member_points as { ledger_level: string }[]).map((m) => m.ledger_level));
      expect([...levels].sort()).toEqual(['ordinary', 'vip']);
      await db.exec(
        'drop table cover_orders, cover_order_lines, cover_member_points, cover_member_point_records',
      );
    });

    for (const definition of [ordersReadModel, memberPointsReadModel])
      it(`${definition.name}: any batch size gives the event-by-event rows, and a replay changes nothing`, async () => {
        const drop = (prefix: string) =>
          db.exec(definition.tables.map((table) => `drop table ${prefix}_${table};`).join(''));
        const reference = await eventByEvent(db, definition, history, 'one');
        expect(Object.values(reference).every((table) => table.length > 0)).toBe(true);
        for (const size of [7, 500, history.length]) {
          expect(await batched(db, definition, history, size, `b${size}`), `batches of ${size}`).toEqual(
            reference,
          );
          await drop(`b${size}`);
        }
        // Batches of one event, on the start of the history (the whole of it would take long on PGlite).
        const start = history.slice(0, 300);
        expect(await batched(db, definition, start, 1, 'b1')).toEqual(
          await eventByEvent(db, definition, start, 'start'),
        );
        // The whole history again on top of itself, in batches that mix new and already applied events.
        const twice = [...history, ...history.slice(0, 1000), ...history];
        expect(await batched(db, definition, twice, 900, 'twice'), 'applied twice').toEqual(reference);
        for (const prefix of ['one', 'b1', 'start', 'twice']) await drop(prefix);
      }, 120_000);

    it('resumes by itself after crashing in the middle of a batch, equal to a replay: nothing lost or applied twice', async () => {
      const models = [crashingOnce(ordersReadModel), crashingOnce(memberPointsReadModel)];
      const errors: unknown[] = [];
      const projections = await startProjections({
        db,
        store,
        projections: models,
        batchSize: CRASH_BATCH,
        pollIntervalMs: 10,
        onError: (error) => errors.push(error),
      });
      try {
        await projections.waitFor((await store.headPosition())!, { timeoutMs: 30_000 });
      } finally {
        await projections.stop();
      }
      // Each model crashed on both roads; only the handler's crash failed a whole batch (the batch code's is
      // caught by the runner's one-event-at-a-time fallback, which then crashed in turn).
      expect(models.map((model) => model.crashes)).toEqual([2, 2]);
      expect(errors.map((error) => (error as Error).message).sort()).toEqual([
        expect.stringMatching(
          /^Projection memberPoints failed on .*memberPoints: handler crashed at event 7/,
        ),
        expect.stringMatching(/^Projection orders failed on .*orders: handler crashed at event 7/),
      ]);
      for (const definition of [ordersReadModel, memberPointsReadModel])
        for (const { table, live, replayed } of await compareWithReplay(db, store, definition)) {
          expect(replayed.length, table).toBeGreaterThan(10);
          expect(live, table).toEqual(replayed);
        }
    }, 60_000);

    it('orders: a rebuild folding each batch while the last one is written gives the event-by-event rows, a failed fold or write included', async () => {
      const reference = await eventByEvent(db, ordersReadModel, history, 'pipe');
      const live = liveTableNames(ordersReadModel);
      for (const batchSize of [7, 500]) {
        const result = await rebuildProjection(db, store, ordersReadModel, { batchSize });
        expect(result.events).toBe(history.length);
        expect(await contents(db, ordersReadModel, live), `batches of ${batchSize}`).toEqual(reference);
      }
      // The third batch's fold throws and the fifth batch's write fails: each is applied again on its own,
      // the batch after each starting from what the tables hold then.
      let folds = 0;
      const failing: ReadModelDefinition = {
        ...ordersReadModel,
        async foldBatch(events, reader, tables, carried): Promise<FoldedBatch> {
          folds += 1;
          if (folds === 3) throw new Error('fold failed');
          const folded = await ordersReadModel.foldBatch!(events, reader, tables, carried);
          if (folds !== 5) return folded;
          return {
            ...folded,
            async write(tx) {
              await folded.write(tx);
              throw new Error('write failed after writing');
            },
          };
        },
      };
      await rebuildProjection(db, store, failing, { batchSize: 50 });
      expect(folds).toBeGreaterThan(6);
      expect(await contents(db, ordersReadModel, live), 'with failures').toEqual(reference);
      await db.exec('drop table pipe_orders, pipe_order_lines');
    }, 120_000);
  });
}

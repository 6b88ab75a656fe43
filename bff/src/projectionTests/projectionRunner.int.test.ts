import { randomUUID } from 'node:crypto';
import { comparePositions, type RecordedEvent, START } from '@shop/domain/events';
import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { loadCheckpoint, storeCheckpoint } from '@shop/projections/runner/checkpoints';
import { projectionLag } from '@shop/projections/runner/lag';
import {
  ProjectionHandlerError,
  ProjectionRunner,
  ProjectionTimeoutError,
  prepareProjection,
} from '@shop/projections/runner/projectionRunner';
import { defineReadModel, type ReadModelDefinition } from '@shop/projections/runner/readModel';
import { type RebuildProgress, rebuildProjection } from '@shop/projections/runner/rebuild';
import { startProjections } from '@shop/projections/runner/runningProjections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { event, openStore, rows, untilVisible } from '../testing/testEvents.ts';

const nOf = (recorded: RecordedEvent) => (recorded.data as { n?: number }).n;

/**
 * A deliberately NOT idempotent read model (a counter bumped per event, a log without a unique key), so
 * that any event applied twice or lost shows in its rows. Real read models must be idempotent.
 */
function counterModel(options: { failOn?: (event: RecordedEvent) => boolean } = {}): ReadModelDefinition {
  const id = randomUUID().replaceAll('-', '').slice(0, 10);
  return defineReadModel<'totals' | 'log'>({
    name: `counter_${id}`,
    tables: [`c${id}_totals` as 'totals', `c${id}_log` as 'log'],
    async createTables(tx, t) {
      const [totals, log] = [t[`c${id}_totals` as 'totals'], t[`c${id}_log` as 'log']];
      await tx.exec(`
        create table if not exists ${totals} (stream_id text primary key, counted integer not null);
        create table if not exists ${log} (seq bigserial primary key, event_id uuid not null, n integer not null);
        create index if not exists ${log}_event on ${log} (event_id);
      `);
    },
    handlers: {
      async Counted(recorded, tx, t) {
        if (options.failOn?.(recorded)) throw new Error(`handler crashed on n=${String(nOf(recorded))}`);
        const [totals, log] = [t[`c${id}_totals` as 'totals'], t[`c${id}_log` as 'log']];
        await tx.query(
          `insert into ${totals} (stream_id, counted) values ($1, 1)
           on conflict (stream_id) do update set counted = ${totals}.counted + 1`,
          [recorded.streamId],
        );
        await tx.query(`insert into ${log} (event_id, n) values ($1, $2)`, [recorded.eventId, nOf(recorded)]);
      },
    },
  });
}

const [totalsOf, logOf] = [
  (model: ReadModelDefinition) => model.tables[0]!,
  (model: ReadModelDefinition) => model.tables[1]!,
];

async function snapshot(db: Db, model: ReadModelDefinition) {
  return {
    totals: await rows(db, `select stream_id, counted from ${totalsOf(model)} order by stream_id`),
    log: await rows<{ event_id: string; n: number }>(
      db,
      `select event_id, n from ${logOf(model)} order by seq`,
    ),
  };
}

async function appendCounted(store: EventStore, count: number, streams = 2) {
  const ids = Array.from({ length: streams }, () => `counter-${randomUUID()}`);
  const revisions = new Map<string, bigint>();
  let last = null;
  for (let n = 1; n <= count; n += 1) {
    const stream = ids[n % streams]!;
    const result = await store.append(stream, [event('Counted', { n })], {
      expectedRevision: revisions.get(stream) ?? 'no_stream',
    });
    revisions.set(stream, result.nextExpectedRevision);
    last = result.position;
  }
  await untilVisible(store, last!);
  return last!;
}

for (const leg of testDatabases()) {
  describe(`projection runner on ${leg.name}`, () => {
    let db: Db;
    let store: EventStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ db, store, close } = await openStore(leg));
    });
    afterAll(async () => {
      await close?.();
    });

    it('advances the checkpoint together with the rows, one batch per transaction', async () => {
      const model = counterModel();
      await prepareProjection(db, model);
      const from = (await store.headPosition()) ?? START;
      // Start just before this test's events, as if the runner had already applied everything older.
      await storeCheckpoint(db, model.name, from);
      await appendCounted(store, 7);
      const ignored = await store.append(
        `other-${randomUUID()}`,
        [event('Ignored', {}), event('Ignored', {})],
        {
          expectedRevision: 'no_stream',
        },
      );
      await untilVisible(store, ignored.position);
      const mine = await store.readAll(from, 100);
      expect(mine).toHaveLength(9);

      const runner = new ProjectionRunner({ db, store, projection: model, batchSize: 3 });
      const first = await runner.processBatch();
      expect(first).toMatchObject({ read: 3, applied: true });
      expect(await loadCheckpoint(db, model.name)).toEqual(mine[2]!.position);
      expect((await snapshot(db, model)).log.map((r) => r.n)).toEqual([1, 2, 3]);

      expect(await runner.catchUp()).toBe(6);
      expect(await loadCheckpoint(db, model.name)).toEqual(mine[8]!.position);
      expect(runner.checkpoint).toEqual(mine[8]!.position);
      const { totals, log } = await snapshot(db, model);
      expect(log.map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(totals.map((t) => t.counted).sort()).toEqual([3, 4]);
      expect(await runner.processBatch()).toMatchObject({ read: 0, applied: true });
    });

    it('loses nothing and applies nothing twice when a handler crashes mid-batch', async () => {
      await appendCounted(store, 10, 3);
      let crashedOn: RecordedEvent | null = null;
      const crashing = counterModel({
        failOn: (recorded) => {
          if (nOf(recorded) !== 6 || crashedOn) return false;
          crashedOn = recorded;
          return true;
        },
      });
      await prepareProjection(db, crashing);
      const firstRun = new ProjectionRunner({ db, store, projection: crashing, batchSize: 4 });
      const crashed = firstRun.catchUp();
      await expect(crashed).rejects.toBeInstanceOf(ProjectionHandlerError);
      await expect(crashed).rejects.toThrow(/handler crashed on n=6/);

      // Only the whole batches before the crash were kept, and the checkpoint sits exactly after them.
      const everything = await store.readAll(START, 10_000);
      const checkpointAfterCrash = await loadCheckpoint(db, crashing.name);
      const keptCount =
        everything.findIndex((e) => comparePositions(e.position, checkpointAfterCrash) === 0) + 1;
      const crashIndex = everything.findIndex((e) => e.eventId === crashedOn!.eventId);
      expect(keptCount % 4).toBe(0);
      expect(crashIndex).toBeGreaterThanOrEqual(keptCount);
      expect(crashIndex).toBeLessThan(keptCount + 4);
      const afterCrash = await snapshot(db, crashing);
      expect(afterCrash.log.map((r) => r.event_id)).toEqual(
        everything
          .slice(0, keptCount)
          .filter((e) => e.type === 'Counted')
          .map((e) => e.eventId),
      );

      // Restart: a new runner picks up at the stored checkpoint.
      const restarted = new ProjectionRunner({ db, store, projection: crashing, batchSize: 4 });
      await restarted.catchUp();
      const recovered = await snapshot(db, crashing);

      const clean = counterModel();
      await prepareProjection(db, clean);
      await new ProjectionRunner({ db, store, projection: clean, batchSize: 50 }).catchUp();
      const replay = await snapshot(db, clean);

      expect(recovered.log.length).toBe(everything.filter((e) => e.type === 'Counted').length);
      expect(recovered).toEqual(replay);
      expect(new Set(recovered.log.map((r) => r.event_id)).size).toBe(recovered.log.length);
      expect(await loadCheckpoint(db, crashing.name)).toEqual(everything.at(-1)!.position);
      expect(await loadCheckpoint(db, clean.name)).toEqual(everything.at(-1)!.position);
    });

    it('runs continuously, retries a failed batch, and lets a caller wait for its own write', async () => {
      const appended = await appendCounted(store, 2);
      let failuresLeft = 1;
      const errors: unknown[] = [];
      const model = counterModel({ failOn: () => failuresLeft-- > 0 });
      // A long poll interval: waitFor must wake the runner rather than wait for the next poll.
      const projections = await startProjections({
        db,
        store,
        projections: [model],
        pollIntervalMs: 2000,
        onError: (error) => errors.push(error),
      });
      try {
        await projections.waitFor(appended, { timeoutMs: 10_000 });
        expect(errors).toHaveLength(1);
        expect(errors[0]).toBeInstanceOf(ProjectionHandlerError);
        const before = (await snapshot(db, model)).log.length;

        const written = await store.append(`counter-${randomUUID()}`, [event('Counted', { n: 99 })], {
          expectedRevision: 'no_stream',
        });
        const started = Date.now();
        await projections.waitFor(written.position, { timeoutMs: 1500 });
        expect(Date.now() - started).toBeLessThan(1500);
        const after = await snapshot(db, model);
        expect(after.log).toHaveLength(before + 1);
        expect(after.log.at(-1)).toEqual({ event_id: expect.any(String), n: 99 });

        const beyond = { commit: written.position.commit + 1000n, prepare: written.position.prepare };
        await expect(projections.waitFor(beyond, { timeoutMs: 100 })).rejects.toBeInstanceOf(
          ProjectionTimeoutError,
        );
      } finally {
        await projections.stop();
      }
      expect(projections.runners[0]!.running).toBe(false);
    });

    it('rebuilds into fresh tables that match a clean run, swaps them in, and keeps following', async () => {
      await appendCounted(store, 5);
      const model = counterModel();
      await prepareProjection(db, model);
      await new ProjectionRunner({ db, store, projection: model, batchSize: 7 }).catchUp();
      const built = await snapshot(db, model);
      const checkpoint = await loadCheckpoint(db, model.name);
      // Damage the live tables: a rebuild must not depend on them.
      await db.query(`delete from ${logOf(model)} where n = 3`);
      await db.query(`update ${totalsOf(model)} set counted = 0`);
      const [oldTable] = await rows<{ oid: number }>(
        db,
        `select '${logOf(model)}'::regclass::oid::int as oid`,
      );

      let progress: RebuildProgress[] = [];
      for (const round of [1, 2]) {
        progress = [];
        const result = await rebuildProjection(db, store, model, {
          batchSize: 4,
          onProgress: (p) => {
            progress.push(p);
          },
        });
        expect(result.events).toBe((await store.readAll(START, 10_000)).length);
        expect(result.checkpoint).toEqual(checkpoint);
        expect(await snapshot(db, model), `round ${round}`).toEqual(built);
        expect(await loadCheckpoint(db, model.name)).toEqual(checkpoint);
      }
      const [newTable] = await rows<{ oid: number }>(
        db,
        `select '${logOf(model)}'::regclass::oid::int as oid`,
      );
      expect(newTable!.oid).not.toBe(oldTable!.oid);
      expect(
        await rows(
          db,
          `select relname from pg_class where relname like '%\\_\\_rebuild%' and relname like '%${model.name.slice(8)}%'`,
        ),
      ).toEqual([]);
      const indexes = await rows<{ indexname: string }>(
        db,
        `select indexname from pg_indexes where tablename = '${logOf(model)}' order by indexname`,
      );
      expect(indexes.map((i) => i.indexname)).toEqual([`${logOf(model)}_event`, `${logOf(model)}_pkey`]);
      const processed = progress.map((p) => p.processed);
      expect(processed).toEqual([...processed].sort((a, b) => a - b));
      expect(progress.at(-1)?.fraction).toBe(1);
      expect(progress[0]?.fraction).toBe(0);

      // The live runner carries on from the rebuilt checkpoint on the new tables.
      const follower = new ProjectionRunner({ db, store, projection: model });
      await follower.start();
      try {
        const written = await store.append(`counter-${randomUUID()}`, [event('Counted', { n: 42 })], {
          expectedRevision: 'no_stream',
        });
        await follower.waitFor(written.position);
        const after = await snapshot(db, model);
        expect(after.log).toEqual([...built.log, { event_id: expect.any(String), n: 42 }]);
      } finally {
        await follower.stop();
      }
    });

    it('ends equal to a clean replay with two replicas and a rebuild running at once', async () => {
      const model = counterModel();
      await prepareProjection(db, model);
      const errors: unknown[] = [];
      const options = {
        db,
        store,
        projection: model,
        batchSize: 3,
        pollIntervalMs: 10,
        onError: (e: unknown) => errors.push(e),
      };
      const replicas = [new ProjectionRunner(options), new ProjectionRunner(options)];
      await Promise.all(replicas.map((replica) => replica.start()));
      let rebuilt: Promise<unknown> | null = null;
      let last = (await store.headPosition()) ?? START;
      try {
        for (let round = 0; round < 6; round += 1) {
          last = await appendCounted(store, 4);
          if (round === 2) rebuilt = rebuildProjection(db, store, model, { batchSize: 4 });
        }
        await rebuilt;
        await Promise.all(replicas.map((replica) => replica.waitFor(last, { timeoutMs: 10_000 })));
      } finally {
        await Promise.all(replicas.map((replica) => replica.stop()));
      }
      const clean = counterModel();
      await prepareProjection(db, clean);
      await new ProjectionRunner({ db, store, projection: clean, batchSize: 100 }).catchUp();
      const [settled, replay] = [await snapshot(db, model), await snapshot(db, clean)];
      expect(settled.log.length).toBe(
        (await store.readAll(START, 10_000)).filter((e) => e.type === 'Counted').length,
      );
      expect(settled).toEqual(replay);
      expect(errors).toEqual([]);
    });

    it('clears a failing or stopped state left from before it started, once a batch succeeds', async () => {
      const model = counterModel();
      // As a replica that died while the projection was failing (or stopped) leaves it for the next one.
      await db.query(
        `insert into projection_status (name, failing, stopped_at, error_message) values ($1, true, now(), 'old')`,
        [model.name],
      );
      const appended = await appendCounted(store, 1);
      const projections = await startProjections({ db, store, projections: [model], pollIntervalMs: 50 });
      try {
        await projections.waitFor(appended, { timeoutMs: 10_000 });
      } finally {
        await projections.stop();
      }
      const { rows } = await db.query('select failing, stopped_at from projection_status where name = $1', [
        model.name,
      ]);
      expect(rows).toEqual([{ failing: false, stopped_at: null }]);
    });

    it('reports how far each projection is behind', async () => {
      await appendCounted(store, 3);
      const model = counterModel();
      const total = (await store.readAll(START, 10_000)).length;

      const [never] = await projectionLag(db, store, [model.name]);
      expect(never).toEqual({
        name: model.name,
        checkpoint: { commit: '-1', prepare: '-1' },
        behind: total,
        behindAtLeast: false,
      });
      const [capped] = await projectionLag(db, store, [model.name], { countUpTo: 2 });
      expect(capped).toMatchObject({ behind: 2, behindAtLeast: true });

      await prepareProjection(db, model);
      const runner = new ProjectionRunner({ db, store, projection: model });
      await runner.catchUp();
      await appendCounted(store, 2);
      const head = (await store.headPosition())!;
      const [lagging] = await projectionLag(db, store, [model.name]);
      expect(lagging).toMatchObject({ behind: 2, behindAtLeast: false });
      await runner.catchUp();
      const [current] = await projectionLag(db, store, [model.name]);
      expect(current).toEqual({
        name: model.name,
        checkpoint: { commit: String(head.commit), prepare: String(head.prepare) },
        behind: 0,
        behindAtLeast: false,
      });
    });
  });
}

import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@shop/domain/events';
import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { ProjectionHandlerError } from '@shop/projections/runner/projectionRunner';
import { defineReadModel, type ReadModelDefinition } from '@shop/projections/runner/readModel';
import { type RebuildProgress, rebuildProjection } from '@shop/projections/runner/rebuild';
import { startProjections } from '@shop/projections/runner/runningProjections';
import { type ProjectionStatus, projectionStatuses } from '@shop/projections/runner/status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { event, openStore, untilVisible } from '../testing/testEvents.ts';

/** A read model counting `Noted` events per stream; its handler throws on an event while `refuse` says so. */
function notesModel(refuse: (recorded: RecordedEvent) => boolean = () => false): ReadModelDefinition {
  const table = `notes_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  return defineReadModel<string>({
    name: table,
    tables: [table],
    async createTables(tx, tables) {
      await tx.exec(
        `create table if not exists ${tables[table]} (stream_id text primary key, noted integer not null)`,
      );
    },
    handlers: {
      async Noted(recorded, tx, tables) {
        if (refuse(recorded)) throw new Error('cannot read this note');
        await tx.query(
          `insert into ${tables[table]} (stream_id, noted) values ($1, 1)
           on conflict (stream_id) do update set noted = ${tables[table]}.noted + 1`,
          [recorded.streamId],
        );
      },
    },
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

for (const leg of testDatabases()) {
  describe(`projection status on ${leg.name}`, () => {
    let db: Db;
    let store: EventStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ db, store, close } = await openStore(leg));
    });
    afterAll(async () => {
      await close?.();
    });

    const statusOf = async (model: ReadModelDefinition): Promise<ProjectionStatus> =>
      (await projectionStatuses(db, store, [model.name]))[0]!;

    it('stops a projection at a poison event with the event shown, while the others carry on', async () => {
      let fixed = false;
      const poisonStream = `notes-${randomUUID()}`;
      const poisoned = notesModel((recorded) => !fixed && recorded.streamId === poisonStream);
      const healthy = notesModel();
      const never = notesModel();
      const errors: unknown[] = [];
      const projections = await startProjections({
        db,
        store,
        projections: [poisoned, healthy],
        pollIntervalMs: 10,
        stopAfterFailures: 3,
        onError: (error) => errors.push(error),
      });
      try {
        const poison = await store.append(poisonStream, [event('Noted', {})], {
          expectedRevision: 'no_stream',
        });
        const after = await store.append(`notes-${randomUUID()}`, [event('Noted', {}), event('Noted', {})], {
          expectedRevision: 'no_stream',
        });
        await untilVisible(store, after.position);
        const [poisonEvent] = await store.readStream(poisonStream);

        await projections.runners[1]!.waitFor(after.position, { timeoutMs: 10_000 });
        const stopped = await until(
          () => statusOf(poisoned),
          (s) => s.state === 'stopped',
          'a stopped state',
        );
        expect(stopped).toMatchObject({
          name: poisoned.name,
          lag: { behind: 3, atLeast: false },
          lastError: {
            message: expect.stringContaining('cannot read this note'),
            event: {
              eventId: poisonEvent!.eventId,
              type: 'Noted',
              streamId: poisonStream,
              streamRevision: '0',
              position: { commit: String(poison.position.commit), prepare: String(poison.position.prepare) },
            },
            at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          },
          rebuilding: null,
        });
        expect(errors.length).toBeGreaterThanOrEqual(3);
        expect(errors.every((error) => error instanceof ProjectionHandlerError)).toBe(true);
        // A read-your-writes wait on the stopped projection fails at once rather than at its timeout.
        const started = Date.now();
        await expect(
          projections.runners[0]!.waitFor(after.position, { timeoutMs: 5000 }),
        ).rejects.toBeInstanceOf(ProjectionHandlerError);
        expect(Date.now() - started).toBeLessThan(1000);
        expect(await statusOf(healthy)).toMatchObject({ state: 'ok', lag: { behind: 0 }, lastError: null });
        expect(await statusOf(never)).toEqual({
          name: never.name,
          checkpoint: { commit: '-1', prepare: '-1' },
          lag: { behind: expect.any(Number), atLeast: false },
          state: 'ok',
          lastError: null,
          rebuilding: null,
          runBy: null,
        });

        // Once the cause is gone the runner goes on by itself; the last error stays to be read.
        fixed = true;
        const recovered = await until(
          () => statusOf(poisoned),
          (s) => s.state === 'ok',
          'a recovery',
        );
        expect(recovered.lastError?.event?.eventId).toBe(poisonEvent!.eventId);
        await projections.runners[0]!.waitFor(after.position, { timeoutMs: 10_000 });
        expect((await statusOf(poisoned)).lag).toEqual({ behind: 0, atLeast: false });
      } finally {
        await projections.stop();
      }
    });

    it('shows a rebuild’s progress while it runs, and nothing once it is done', async () => {
      const model = notesModel();
      let last = null;
      for (let n = 0; n < 10; n += 1)
        last = await store.append(`notes-${randomUUID()}`, [event('Noted', {})], {
          expectedRevision: 'no_stream',
        });
      await untilVisible(store, last!.position);
      const looks: { progress: RebuildProgress; status: ProjectionStatus }[] = [];
      const result = await rebuildProjection(db, store, model, {
        batchSize: 4,
        // The replay waits for each look: the status is read while the rebuild stands at that batch.
        onProgress: async (progress) => {
          looks.push({ progress, status: await statusOf(model) });
        },
      });
      const reported = new Map(looks.map(({ progress }) => [progress.processed, progress.fraction]));
      const during = looks.filter(({ progress }) => progress.fraction < 1);
      expect(during.length).toBeGreaterThan(2);
      expect(during[0]!.progress).toMatchObject({ processed: 0, fraction: 0 });
      for (const { progress, status } of during) {
        const shown = status.rebuilding!;
        expect(shown.processed).toBe(progress.processed);
        expect(shown.fraction).toBe(reported.get(shown.processed));
        expect(shown.startedAt).toBe(during[0]!.status.rebuilding!.startedAt);
      }
      expect(looks.at(-1)!.progress).toMatchObject({ processed: result.events, fraction: 1 });
      expect((await statusOf(model)).rebuilding).toBeNull();
    });
  });
}

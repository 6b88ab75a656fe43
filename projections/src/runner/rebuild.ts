import { type GlobalPosition, type RecordedEvent, START } from '@shop/domain/events';
import type { Db, Queryable } from '../ports/db.ts';
import type { EventStore } from '../ports/eventStore.ts';
import { ensureCheckpoint, loadCheckpoint, storeCheckpoint } from './checkpoints.ts';
import { inBatchTransaction } from './projectionRunner.ts';
import { checkNames, REBUILD_SUFFIX, type ReadModelDefinition, rebuildTableNames } from './readModel.ts';
import { clearRebuildProgress, recordRebuildProgress } from './status.ts';

export interface RebuildProgress {
  projection: string;
  /** Events replayed so far. */
  processed: number;
  position: GlobalPosition;
  /** The newest event when the rebuild began; null for an empty store. */
  head: GlobalPosition | null;
  /** 0 to 1, estimated from prepare positions (bigserial or log offset); 1 when done. */
  fraction: number;
}

export interface RebuildResult {
  projection: string;
  events: number;
  tables: readonly string[];
  checkpoint: GlobalPosition;
  durationMs: number;
}

export function estimateFraction(position: GlobalPosition, head: GlobalPosition | null): number {
  if (head === null || head.prepare <= 0n) return 1;
  if (position.prepare < 0n) return 0;
  return Math.min(1, Number(position.prepare) / Number(head.prepare));
}

/** Events per transaction of a rebuild: large, since a read model's batch costs a few statements. */
export const REBUILD_BATCH_SIZE = 5000;

export interface RebuildOptions {
  batchSize?: number;
  /** Told after each batch; the replay waits for what it returns (a bar drawn, a look at the status). */
  onProgress?: (progress: RebuildProgress) => void | Promise<void>;
}

/**
 * Replays the whole global order into fresh `<table>__rebuild` tables, then in one transaction drops the
 * live tables, renames the fresh ones (with their indexes) into place and stores the checkpoint the
 * replay reached. A live runner of the same projection may keep going meanwhile: its next batch sees the
 * checkpoint move under the row lock, drops the batch and carries on from the new checkpoint on the new
 * tables. A crash during the replay leaves only `__rebuild` tables, which the next rebuild replaces.
 * The progress is also kept in projection_status, where every replica's back office reads it.
 */
export async function rebuildProjection(
  db: Db,
  store: EventStore,
  definition: ReadModelDefinition,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  checkNames(definition);
  const startedAt = new Date();
  try {
    return await replayAndSwap(db, store, definition, options, startedAt);
  } finally {
    await clearRebuildProgress(db, definition.name);
  }
}

async function replayAndSwap(
  db: Db,
  store: EventStore,
  definition: ReadModelDefinition,
  options: RebuildOptions,
  startedAt: Date,
): Promise<RebuildResult> {
  const batchSize = options.batchSize ?? REBUILD_BATCH_SIZE;
  const fresh = rebuildTableNames(definition);
  const freshNames = definition.tables.map((table) => fresh[table]!);

  await db.transaction(async (tx) => {
    await tx.exec(`drop table if exists ${freshNames.join(', ')}`);
    await definition.createTables(tx, fresh);
  });

  const head = await store.headPosition();
  let position: GlobalPosition = START;
  let processed = 0;
  const report = async () => {
    const fraction = estimateFraction(position, head);
    await recordRebuildProgress(db, definition.name, { processed, fraction, startedAt });
    await options.onProgress?.({ projection: definition.name, processed, position, head, fraction });
  };
  await report();
  const done = async (events: readonly RecordedEvent[]) => {
    position = events.at(-1)!.position;
    processed += events.length;
    await report();
  };
  /** One batch in its own transaction, by the batch code or else one event at a time, naming the event at fault. */
  const applyAlone = async (events: readonly RecordedEvent[]) => {
    await inBatchTransaction(db, definition, events, (_tx, apply) => apply(fresh));
    await done(events);
  };
  // A batch being written while the next one is folded (read models with `foldBatch`), and what it left.
  let writing: { events: readonly RecordedEvent[]; committed: Promise<void> } | null = null;
  let carried: unknown = null;
  const settle = async () => {
    if (!writing) return;
    const { events, committed } = writing;
    writing = null;
    // Failed: applied again alone, which says which event is at fault, or writes the same rows.
    await committed.then(
      () => done(events),
      () => applyAlone(events),
    );
  };

  // The next batch is read while this one is written: the store and the database work side by side.
  let reading = store.readAll(position, batchSize);
  for (;;) {
    const events = await reading.catch(async (error) => {
      // The batch being written ends before the rebuild says it failed.
      await writing?.committed.catch(() => undefined);
      throw error;
    });
    const last = events.at(-1);
    if (!last) break;
    if (events.length === batchSize) {
      reading = store.readAll(last.position, batchSize);
      // Should the write below fail, the read ahead is abandoned: its own failure must not go unhandled.
      reading.catch(() => undefined);
    }
    if (definition.foldBatch) {
      // Folded while the previous batch is written: the rows that batch left come from what it carried,
      // all others from the tables, where every batch before it has committed.
      const folded = await definition.foldBatch(events, db, fresh, carried).catch(() => null);
      await settle();
      if (folded) {
        writing = { events, committed: db.transaction((tx) => folded.write(tx)) };
        writing.committed.catch(() => undefined);
        carried = folded.carry;
      } else {
        await applyAlone(events);
        carried = null;
      }
    } else await applyAlone(events);
    if (events.length < batchSize) break;
  }
  await settle();

  await db.transaction(async (tx) => {
    await ensureCheckpoint(tx, definition.name);
    // Holding the checkpoint row keeps a live runner's batch from committing on the tables being swapped.
    await loadCheckpoint(tx, definition.name, { forUpdate: true });
    await tx.exec(`drop table if exists ${definition.tables.join(', ')}`);
    for (const table of definition.tables) await swapIn(tx, table);
    await storeCheckpoint(tx, definition.name, position);
  });
  await options.onProgress?.({ projection: definition.name, processed, position, head, fraction: 1 });
  return {
    projection: definition.name,
    events: processed,
    tables: definition.tables,
    checkpoint: position,
    durationMs: Date.now() - startedAt.getTime(),
  };
}

/** Renames `<table>__rebuild` to `<table>`, and its indexes and sequences the same way. */
async function swapIn(tx: Queryable, table: string): Promise<void> {
  const freshName = `${table}${REBUILD_SUFFIX}`;
  await tx.exec(`alter table ${freshName} rename to ${table}`);
  const related = await tx.query<{ relname: string; relkind: string }>(
    `select relname, relkind::text from pg_class
     where relnamespace = current_schema()::regnamespace and relkind in ('i', 'S') and starts_with(relname::text, $1)`,
    [freshName],
  );
  for (const { relname, relkind } of related.rows) {
    const renamed = `${table}${relname.slice(freshName.length)}`;
    await tx.exec(`alter ${relkind === 'i' ? 'index' : 'sequence'} "${relname}" rename to "${renamed}"`);
  }
}

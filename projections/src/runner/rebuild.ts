import { type GlobalPosition, START } from '@shop/domain/events';
import type { Db, Queryable } from '../ports/db.ts';
import type { EventStore } from '../ports/eventStore.ts';
import { ensureCheckpoint, loadCheckpoint, storeCheckpoint } from './checkpoints.ts';
import { applyEvents } from './projectionRunner.ts';
import { checkNames, REBUILD_SUFFIX, type ReadModelDefinition, rebuildTableNames } from './readModel.ts';

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

/**
 * Replays the whole global order into fresh `<table>__rebuild` tables, then in one transaction drops the
 * live tables, renames the fresh ones (with their indexes) into place and stores the checkpoint the
 * replay reached. A live runner of the same projection may keep going meanwhile: its next batch sees the
 * checkpoint move under the row lock, drops the batch and carries on from the new checkpoint on the new
 * tables. A crash during the replay leaves only `__rebuild` tables, which the next rebuild replaces.
 */
export async function rebuildProjection(
  db: Db,
  store: EventStore,
  definition: ReadModelDefinition,
  options: { batchSize?: number; onProgress?: (progress: RebuildProgress) => void } = {},
): Promise<RebuildResult> {
  checkNames(definition);
  const startedAt = Date.now();
  const batchSize = options.batchSize ?? 500;
  const fresh = rebuildTableNames(definition);
  const freshNames = definition.tables.map((table) => fresh[table]!);

  await db.transaction(async (tx) => {
    await tx.exec(`drop table if exists ${freshNames.join(', ')}`);
    await definition.createTables(tx, fresh);
  });

  const head = await store.headPosition();
  let position: GlobalPosition = START;
  let processed = 0;
  const report = () =>
    options.onProgress?.({
      projection: definition.name,
      processed,
      position,
      head,
      fraction: estimateFraction(position, head),
    });
  report();
  for (;;) {
    const events = await store.readAll(position, batchSize);
    const last = events.at(-1);
    if (!last) break;
    await db.transaction((tx) => applyEvents(tx, definition, fresh, events));
    position = last.position;
    processed += events.length;
    report();
    if (events.length < batchSize) break;
  }

  await db.transaction(async (tx) => {
    await ensureCheckpoint(tx, definition.name);
    // Holding the checkpoint row keeps a live runner's batch from committing on the tables being swapped.
    await loadCheckpoint(tx, definition.name, { forUpdate: true });
    await tx.exec(`drop table if exists ${definition.tables.join(', ')}`);
    for (const table of definition.tables) await swapIn(tx, table);
    await storeCheckpoint(tx, definition.name, position);
  });
  options.onProgress?.({ projection: definition.name, processed, position, head, fraction: 1 });
  return {
    projection: definition.name,
    events: processed,
    tables: definition.tables,
    checkpoint: position,
    durationMs: Date.now() - startedAt,
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

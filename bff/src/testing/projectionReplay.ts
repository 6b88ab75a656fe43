import { comparePositions, type GlobalPosition, START } from '@shop/domain/events';
import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { allProjections } from '@shop/projections/registry';
import { loadCheckpoint } from '@shop/projections/runner/checkpoints';
import { inBatchTransaction } from '@shop/projections/runner/projectionRunner';
import { type ReadModelDefinition, rebuildTableNames } from '@shop/projections/runner/readModel';

export interface TableComparison {
  table: string;
  /** Each row as Postgres prints it, sorted: equal lists mean equal tables. */
  live: string[];
  replayed: string[];
}

const rowsOf = async (db: Db, table: string) =>
  (await db.query<{ row: string }>(`select t::text as row from ${table} t order by 1`)).rows.map(
    (r) => r.row,
  );

/**
 * Replays the whole store from position 0 into fresh `<table>__rebuild` tables (a rebuild without its swap)
 * and puts every live table beside its replayed twin; the fresh tables are dropped again. What a live read
 * model must equal after any crash: the fold of every event once.
 */
export async function compareWithReplay(
  db: Db,
  store: EventStore,
  definition: ReadModelDefinition,
): Promise<TableComparison[]> {
  const fresh = rebuildTableNames(definition);
  const freshNames = definition.tables.map((table) => fresh[table]!);
  await db.transaction(async (tx) => {
    await tx.exec(`drop table if exists ${freshNames.join(', ')}`);
    await definition.createTables(tx, fresh);
  });
  try {
    let position: GlobalPosition = START;
    for (;;) {
      const events = await store.readAll(position, 5000);
      const last = events.at(-1);
      if (!last) break;
      await inBatchTransaction(db, definition, events, (_tx, apply) => apply(fresh));
      position = last.position;
    }
    const comparisons: TableComparison[] = [];
    for (const table of definition.tables)
      comparisons.push({ table, live: await rowsOf(db, table), replayed: await rowsOf(db, fresh[table]!) });
    return comparisons;
  } finally {
    await db.exec(`drop table if exists ${freshNames.join(', ')}`);
  }
}

/**
 * Waits until every projection of the shop has passed the newest event in the table. That event may not be
 * visible to readers yet: the Postgres store shows events only below its read horizon
 * (adapters/eventStore/readHorizon.ts), which a transaction of the shop still running holds back, so the
 * store's own head would say "caught up" too early.
 */
export async function untilProjectionsPassLastEvent(db: Db, timeoutMs = 30_000): Promise<void> {
  const { rows } = await db.query<{ commit: string; prepare: string }>(
    `select transaction_id::text as commit, global_position::text as prepare from events
     order by transaction_id desc, global_position desc limit 1`,
  );
  const last = rows[0];
  if (!last) return;
  const position: GlobalPosition = { commit: BigInt(last.commit), prepare: BigInt(last.prepare) };
  const deadline = Date.now() + timeoutMs;
  for (const { name } of allProjections) {
    while (comparePositions(await loadCheckpoint(db, name), position) < 0) {
      if (Date.now() > deadline)
        throw new Error(`projection ${name} did not reach the last event in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

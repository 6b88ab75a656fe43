import type { RecordedEvent } from '@shop/domain/events';
import type { Queryable } from '../ports/db.ts';

/** The actual name of each table a read model owns: its own name live, `<table>__rebuild` during a rebuild. */
export type TableNames<Table extends string = string> = { readonly [Name in Table]: string };

/**
 * Applies one event to the read model inside the runner's transaction. It may run again for the same
 * event (a rebuild, a replica that lost a race): write so that a second run changes nothing.
 */
export type ReadModelHandler<Table extends string = string> = {
  // Method syntax keeps handlers of a read model with named tables assignable to the registry's list.
  handle(event: RecordedEvent, tx: Queryable, tables: TableNames<Table>): Promise<void>;
}['handle'];

/**
 * Applies a whole batch with a few statements instead of a few per event: it folds the events in memory
 * per affected row and writes the rows once. It must leave the tables exactly as the handlers applied one
 * event at a time would, events applied before or twice within the batch included.
 */
export type ReadModelBatchApplier<Table extends string = string> = {
  apply(events: readonly RecordedEvent[], tx: Queryable, tables: TableNames<Table>): Promise<void>;
}['apply'];

/** A batch folded in memory by a read model's `foldBatch`: its statements, ready to run, and what it leaves. */
export interface FoldedBatch {
  write(tx: Queryable): Promise<void>;
  /** The rows the batch writes, as it leaves them: given to the next batch's fold. */
  carry: unknown;
}

/**
 * A batch applier in two halves, so that a rebuild folds the next batch while Postgres writes the last one:
 * `fold` reads the stored rows it needs through `reader`, taking those in `carried` (the previous batch's
 * rows, perhaps not committed yet; null for none) from there instead, and returns the writes. Folding and
 * then writing must leave the tables exactly as `applyBatch` would.
 */
export type ReadModelBatchFolder<Table extends string = string> = {
  fold(
    events: readonly RecordedEvent[],
    reader: Queryable,
    tables: TableNames<Table>,
    carried: unknown,
  ): Promise<FoldedBatch>;
}['fold'];

export interface ReadModelDefinition<Table extends string = string> {
  /** Also the key of its checkpoint in `projection_checkpoints`. */
  readonly name: string;
  /** The tables it owns, by their live names: dropped and replaced as a whole by a rebuild. */
  readonly tables: readonly Table[];
  /**
   * Creates the tables under the names given (`create table if not exists`: the runner calls it at every
   * start; a rebuild calls it for fresh copies). Index and constraint names must start with the table
   * name given, so that the swap after a rebuild can rename them along with their table.
   */
  createTables(tx: Queryable, tables: TableNames<Table>): Promise<void>;
  /** By event type; events without a handler only move the checkpoint. */
  readonly handlers: { readonly [eventType: string]: ReadModelHandler<Table> | undefined };
  /**
   * Optional, for speed: replaces the handlers for a batch. The handlers stay the definition of what each
   * event does: when a batch fails, the runner applies it again with them, one event at a time, to name
   * the event at fault.
   */
  readonly applyBatch?: ReadModelBatchApplier<Table>;
  /** Optional, for rebuild speed: `applyBatch` in two halves (see ReadModelBatchFolder). */
  readonly foldBatch?: ReadModelBatchFolder<Table>;
}

export function defineReadModel<Table extends string>(
  definition: ReadModelDefinition<Table>,
): ReadModelDefinition {
  checkNames(definition);
  return definition as unknown as ReadModelDefinition;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
export const REBUILD_SUFFIX = '__rebuild';

/** Table names are spliced into SQL, so only plain lower-case identifiers short enough to keep a suffix. */
export function checkNames(definition: Pick<ReadModelDefinition, 'name' | 'tables'>): void {
  if (definition.name.length === 0) throw new Error('A read model needs a name');
  if (definition.tables.length === 0) throw new Error(`Read model ${definition.name} owns no tables`);
  for (const table of definition.tables) {
    if (
      !IDENTIFIER.test(table) ||
      table.length + REBUILD_SUFFIX.length > 50 ||
      table.includes(REBUILD_SUFFIX)
    )
      throw new Error(`Read model ${definition.name}: "${table}" is not a usable table name`);
  }
  if (new Set(definition.tables).size !== definition.tables.length)
    throw new Error(`Read model ${definition.name} lists a table twice`);
}

export function liveTableNames(definition: Pick<ReadModelDefinition, 'tables'>): TableNames {
  return Object.fromEntries(definition.tables.map((table) => [table, table]));
}

export function rebuildTableNames(definition: Pick<ReadModelDefinition, 'tables'>): TableNames {
  return Object.fromEntries(definition.tables.map((table) => [table, `${table}${REBUILD_SUFFIX}`]));
}

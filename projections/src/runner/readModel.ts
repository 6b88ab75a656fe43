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

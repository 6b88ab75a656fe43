import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import type { RunningProjections } from '@shop/projections/runner/runningProjections';

/**
 * What the shop has written, cheaply: the event store's head and, per table, its row count and a hash of
 * its rows (bytea columns by length only: a picture's bytes would cost seconds to hash, and nothing rewrites
 * them in place). Two equal fingerprints mean nothing was written in between, but to the tables `ignoring`.
 */
export interface WriteFingerprint {
  eventStoreHead: string | null;
  tables: Record<string, string>;
}

export async function writeFingerprint(
  shop: { db: Db; eventStore: EventStore; projections: RunningProjections },
  ignoring: readonly string[] = [],
): Promise<WriteFingerprint> {
  const { db, eventStore } = shop;
  // Read models first catch up on what is already in the event store: a projection still applying an earlier
  // test's order is not a write of the request under test (one CI run fingerprinted mid-way).
  const settled = await eventStore.headPosition();
  if (settled !== null) await shop.projections.waitFor(settled, { timeoutMs: 10_000 });
  const { rows: columns } = await db.query<{ table_name: string; column_name: string; data_type: string }>(
    `select c.table_name, c.column_name, c.data_type
       from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name, data_type } of columns) {
    const column = `"${column_name}"`;
    const expression = data_type === 'bytea' ? `octet_length(${column})` : column;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), expression]);
  }
  const tables: Record<string, string> = {};
  for (const [table, expressions] of byTable) {
    if (ignoring.includes(table)) continue;
    const { rows } = await db.query<{ count: string; hash: string | null }>(
      `select count(*)::text as count, md5(string_agg(row_hash, '' order by row_hash)) as hash
         from (select md5(row(${expressions.join(', ')})::text) as row_hash from "${table}") as hashed`,
    );
    tables[table] = `${rows[0]?.count} rows, ${rows[0]?.hash ?? 'empty'}`;
  }
  const head = await eventStore.headPosition();
  const plain = (_key: string, value: unknown) => (typeof value === 'bigint' ? String(value) : value);
  return { eventStoreHead: head === null ? null : JSON.stringify(head, plain), tables };
}

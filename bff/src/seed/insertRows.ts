import type { Queryable } from '@shop/projections/ports/db';

/**
 * Inserts rows with multi-row VALUES statements, in chunks that stay below Postgres' 65535 parameters
 * and a payload size both pg and PGlite handle comfortably.
 */
export async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  chunkSize = 400,
): Promise<number> {
  const perChunk = Math.max(1, Math.min(chunkSize, Math.floor(60_000 / columns.length)));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      if (row.length !== columns.length) {
        throw new Error(`${table}: a row has ${row.length} values for ${columns.length} columns`);
      }
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await tx.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
  }
  return rows.length;
}

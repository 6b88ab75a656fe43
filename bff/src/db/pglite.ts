import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from '@shop/projections/ports/db';

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      // PGlite reports affectedRows = 0 for a SELECT, so a query's count is whichever is larger.
      return { rows: result.rows, rowCount: Math.max(result.rows.length, result.affectedRows ?? 0) };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Embedded Postgres (WASM). `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pglite = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    ...wrap(pglite),
    // PGlite has one connection: its transaction() holds a lock that queues every other query meanwhile.
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
}

import { chmod, mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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

// Postgres's default of 128MB lives inside the WASM memory, so in the bff's RSS: with 16MB a bff under the
// catalogue bench held 377–401 MB instead of 566–622 MB. The shop's hot rows fit; the operating system's file
// cache holds the rest of the data folder anyway.
const SHARED_BUFFERS = '16MB';

/** Embedded Postgres (WASM). `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) await makePrivate(dataDir);
  const pglite = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
    // The back office's product search uses trigram indexes (migration 0069).
    extensions: { pg_trgm },
  });
  return {
    kind: 'pglite',
    ...wrap(pglite),
    // PGlite has one connection: its transaction() holds a lock that queues every other query meanwhile.
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    // One connection: its own notifications arrive as the notifying statement or transaction ends.
    async listen(channel, onNotify) {
      const stop = await pglite.listen(channel, () => onNotify());
      return () => void stop();
    },
    close: () => pglite.close(),
  };
}

/**
 * PGlite writes its files world-writable (mode 0666, whatever the umask): a folder only the shop's user
 * can enter keeps other users of the machine out of the members' data and the generated JWT secret.
 */
async function makePrivate(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
}

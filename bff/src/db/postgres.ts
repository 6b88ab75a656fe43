import type { Db, Queryable } from '@shop/projections/ports/db';
import pg from 'pg';

// int8 (bigint) columns come back as strings by default; ids and cents fit in a JS number, and the event
// store reads positions as text to keep the full 64 bits.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

export function openPostgres(
  connectionString: string,
  options: { searchPath?: string; max?: number } = {},
): Db {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

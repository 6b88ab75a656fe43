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

export interface PostgresOptions {
  searchPath?: string;
  max?: number;
  /** A server that accepts TCP but never answers fails the connection after this long, not never. */
  connectTimeoutMs?: number;
  /** The server cancels a statement running longer than this. */
  statementTimeoutMs?: number;
  /** Told about a connection lost while idle or between a transaction's statements (the pool drops it). */
  onConnectionError?: (error: Error) => void;
}

const warnOnStderr = (error: Error) =>
  process.stderr.write(
    `database connection lost (the pool reconnects on the next query): ${error.message}\n`,
  );

export function openPostgres(connectionString: string, options: PostgresOptions = {}): Db {
  const onConnectionError = options.onConnectionError ?? warnOnStderr;
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    keepAlive: true,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // Without a listener, a backend killed while idle (Postgres restart, failover, pg_terminate_backend,
  // an idle timeout) is an unhandled 'error' event and node exits. The pool has already discarded it.
  pool.on('error', onConnectionError);
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out client has no pool listener: a connection lost between statements must not crash
      // node; the next statement fails instead, and release(error) below drops the broken client.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
        onConnectionError(error);
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.removeListener('error', onLost);
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}

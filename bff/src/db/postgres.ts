import type { Db, DbSession, Queryable } from '@shop/projections/ports/db';
import pg from 'pg';
import { postgresNotifications } from './postgresNotifications.ts';
import { type PreparedStatements, preparedStatements } from './preparedStatements.ts';
import { REGISTER_WRITER } from './writerLock.ts';

// int8 (bigint) columns come back as strings by default; ids and cents fit in a JS number, and the event
// store reads positions as text to keep the full 64 bits.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function wrap(target: pg.ClientBase, prepared: PreparedStatements, inTransaction: boolean): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await prepared.query(target, sql, params, { inTransaction });
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
  /**
   * How long a query waits for a free pool connection: a burst of shoppers (a flash sale) queues rather than
   * hearing "database unavailable" while every connection is busy but healthy.
   */
  poolWaitMs?: number;
  /** The server cancels a statement running longer than this. */
  statementTimeoutMs?: number;
  /** Told about a connection lost while idle or between a transaction's statements (the pool drops it). */
  onConnectionError?: (error: Error) => void;
}

const warnOnStderr = (error: Error) =>
  process.stderr.write(
    `database connection lost (the pool reconnects on the next query): ${error.message}\n`,
  );

/**
 * What every connection is opened with: the pool's, the notification listener's and a session's.
 * JIT is off: the shop's statements are short and many, and Postgres compiles one whose estimate looks large
 * with LLVM before running it (the search's bounded branches: 81 ms of compiling for 5 ms of work).
 */
function connectionConfig(connectionString: string, options: PostgresOptions) {
  return {
    connectionString,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    keepAlive: true,
    options: options.searchPath ? `-c jit=off -c search_path=${options.searchPath}` : '-c jit=off',
  };
}

export function openPostgres(connectionString: string, options: PostgresOptions = {}): Db {
  const onConnectionError = options.onConnectionError ?? warnOnStderr;
  const connection = connectionConfig(connectionString, options);
  // pg-pool uses connectionTimeoutMillis both for a new connection and for the wait for a busy pool's next
  // free one. The client class carries the connect timeout, so the pool's own can be the (longer) wait.
  const connectTimeoutMs = connection.connectionTimeoutMillis;
  class PoolClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    ...connection,
    Client: PoolClient,
    connectionTimeoutMillis: options.poolWaitMs ?? 30_000,
    max: options.max ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
  });
  // Without a listener, a backend killed while idle (Postgres restart, failover, pg_terminate_backend,
  // an idle timeout) is an unhandled 'error' event and node exits. The pool has already discarded it.
  pool.on('error', onConnectionError);
  const notifications = postgresNotifications(connection, onConnectionError);
  const prepared = preparedStatements();

  /**
   * A pool connection, listening to this Db's channels (postgresNotifications.ts), watched for its loss
   * from the moment it is checked out until it is released. A checked-out client has no pool listener, and
   * a lost connection may emit 'error' more than once (the socket's error, then its end): an unheard one
   * makes node exit. `release` drops a client that was lost or that failed.
   */
  async function borrow(): Promise<{ client: pg.PoolClient; release(error?: Error): void }> {
    const client = await pool.connect();
    let lost: Error | undefined;
    const onLost = (error: Error) => {
      if (!lost) onConnectionError(error);
      lost = error;
    };
    client.on('error', onLost);
    const release = (error?: Error) => {
      client.removeListener('error', onLost);
      client.release(lost ?? error);
    };
    try {
      await notifications.listenOn(client);
    } catch (error) {
      release(error as Error);
      throw error;
    }
    return { client, release };
  }

  /** One statement (or several without parameters) on a borrowed connection, released as pool.query does. */
  async function run(sql: string, params?: readonly unknown[]): Promise<pg.QueryResult> {
    const { client, release } = await borrow();
    try {
      const result = await prepared.query(client, sql, params, { inTransaction: false });
      release();
      return result;
    } catch (error) {
      release(error as Error);
      throw error;
    }
  }

  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await run(sql, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await run(sql);
    },
    async transaction(fn) {
      const { client, release } = await borrow();
      try {
        await client.query(`BEGIN; ${REGISTER_WRITER}`);
        const result = await fn(wrap(client, prepared, true));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        // A refused statement (a conflict, a check) leaves the connection fit for reuse; a lost one is dropped.
        release();
      }
    },
    listen: notifications.listen,
    async close() {
      await notifications.close();
      await pool.end();
    },
    openSession: (session) => openSession(connectionString, options, session),
  };
}

/** A session answers within this long or counts as lost (a silent network never errors by itself). */
const SESSION_QUERY_TIMEOUT_MS = 5_000;

/**
 * A client of its own for session state. The server is asked to probe an idle client after 10 s (then every
 * 5 s, 3 times), so that a holder cut off by the network frees its advisory locks in about 25 s rather than
 * the operating system's two hours. The name is set after connecting: a DATABASE_URL's own application_name
 * would otherwise win.
 */
async function openSession(
  connectionString: string,
  options: PostgresOptions,
  { applicationName, onLost }: { applicationName: string; onLost: (error: Error) => void },
): Promise<DbSession> {
  const client = new pg.Client({
    ...connectionConfig(connectionString, options),
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    query_timeout: SESSION_QUERY_TIMEOUT_MS,
    keepAliveInitialDelayMillis: 10_000,
  });
  // Quiet until open: a session that fails to open is told by the rejection, not by onLost.
  let ended = true;
  const lose = (error: Error) => {
    if (ended) return;
    ended = true;
    onLost(error);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('the session connection ended')));
  try {
    await client.connect();
    await client.query(
      `select set_config('application_name', $1, false), set_config('tcp_keepalives_idle', '10', false),
         set_config('tcp_keepalives_interval', '5', false), set_config('tcp_keepalives_count', '3', false)`,
      [applicationName],
    );
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  ended = false;
  return {
    ...wrap(client, preparedStatements(), false),
    async close() {
      ended = true;
      await client.end();
    },
  };
}

/**
 * The one small interface over `pg` (Pool) and PGlite. Everything that touches SQL takes a Queryable, so
 * the same code runs on the embedded database and on a real Postgres.
 */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs several statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

/** A connection of its own, outside the pool, whose session state (advisory locks) lasts until it closes. */
export interface DbSession extends Queryable {
  close(): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn in one transaction: committed when fn resolves, rolled back when it throws. On Postgres it first
   * registers as a writer of the schema (bff/src/db/writerLock.ts), which the event store's readers rely on.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` on each NOTIFY on `channel` by any process using this database, this one included: a
   * notification sent by this Db's own statement or transaction arrives before that commit resolves, so
   * the process that wrote never reads around its own change. Also called when a lost listening connection
   * is back (notifications sent meanwhile are gone). Resolves once listening, to the function that stops.
   */
  listen(channel: string, onNotify: () => void): Promise<() => void>;
  close(): Promise<void>;
  /**
   * Where several processes share the database (Postgres): opens a session named `applicationName` (as
   * pg_stat_activity shows it); `onLost` is told once if the server or the network ends it. PGlite has none:
   * one process owns its data folder (bff/src/dataDirLock.ts), so nothing needs sharing out.
   */
  openSession?(options: { applicationName: string; onLost: (error: Error) => void }): Promise<DbSession>;
}

import type { Db, Queryable } from '../ports/db.ts';

/**
 * The session advisory lock that makes one process the runner of a projection. Its key names the database and
 * the schema too, so that shops in separate schemas of one database (the test suites') never share a lock.
 */
const lockKey = (name: string) =>
  `hashtextextended('shop projection ' || current_database() || '.' || current_schema() || '.' || ${name}, 0)`;

/** How a runner's lock session names itself in pg_stat_activity: the prefix, then who runs it. */
const APPLICATION_PREFIX = 'projections@';

/** The locks one process holds, on a connection of their own: they last exactly as long as it does. */
export interface ProjectionLocks {
  /** Tries the lock of each name (none of them held yet by this process); returns those won. */
  tryLock(names: readonly string[]): Promise<string[]>;
  unlock(name: string): Promise<void>;
  /** Rejects when the connection no longer answers. */
  ping(): Promise<void>;
  /** Ends the session, which frees every lock it holds. */
  close(): Promise<void>;
}

export async function openProjectionLocks(
  db: Db,
  identity: string,
  onLost: (error: Error) => void,
): Promise<ProjectionLocks> {
  if (!db.openSession) throw new Error(`A ${db.kind} database has no sessions to hold projection locks`);
  const session = await db.openSession({ applicationName: `${APPLICATION_PREFIX}${identity}`, onLost });
  return {
    async tryLock(names) {
      const { rows } = await session.query<{ name: string; won: boolean }>(
        `select name, pg_try_advisory_lock(${lockKey('name')}) as won from unnest($1::text[]) as name`,
        [names],
      );
      return rows.filter((row) => row.won).map((row) => row.name);
    },
    async unlock(name) {
      await session.query(`select pg_advisory_unlock(${lockKey('$1::text')})`, [name]);
    },
    async ping() {
      await session.query('select 1');
    },
    close: () => session.close(),
  };
}

/**
 * Who holds each named projection's lock now (the identity its process gave), from pg_locks: a process that
 * died has no row there, so the answer is never stale. Names nobody holds are left out.
 */
export async function projectionLockHolders(
  db: Queryable,
  names: readonly string[],
): Promise<Map<string, string>> {
  const key = lockKey('n.name');
  const { rows } = await db.query<{ name: string; application_name: string }>(
    `select n.name, a.application_name
     from unnest($1::text[]) as n(name)
     join pg_locks l on l.locktype = 'advisory' and l.granted and l.objsubid = 1
       and l.database = (select oid from pg_database where datname = current_database())
       and l.classid::bigint = (${key} >> 32) & 4294967295 and l.objid::bigint = ${key} & 4294967295
     join pg_stat_activity a on a.pid = l.pid`,
    [names],
  );
  return new Map(rows.map((row) => [row.name, row.application_name.slice(APPLICATION_PREFIX.length)]));
}

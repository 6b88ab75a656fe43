import type { Db } from '@shop/projections/ports/db';
import { WRITER_LOCK_CLASS } from '../../db/writerLock.ts';

/**
 * Where the global order is final: a reader may pass every event whose transaction id is below the horizon,
 * because every transaction that could still add one below it has ended.
 *
 * On Postgres that is the oldest transaction id among the shop's writers still running (db/writerLock.ts),
 * else the snapshot's xmax. It is read before the events, in a statement of its own: a writer it does not
 * see had either ended (locks are released after the commit is visible, so the next statement sees its
 * rows) or had no id yet, and will get one above this xmax. pg_stat_activity shows every backend's id to every
 * role (only the query and state are private), so replicas may log in as different roles. A holder with no
 * backend at all (a prepared transaction) makes it fall back to the server's oldest running transaction.
 *
 * PGlite has one connection: its transactions never overlap a read, and the snapshot's xmin is exact.
 */
/** The horizon as xid8 text (the reading statement's parameter), or null where the snapshot's xmin serves. */
export type ReadHorizon = () => Promise<string | null>;

interface HorizonRow {
  xmin: string;
  xmax: string;
  writers: string[] | null;
  unknown_writers: boolean;
}

const HORIZON_SQL = `
  with writers as (
    select a.pid as seen, a.backend_xid
      from pg_locks l left join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.granted and l.objsubid = 2
       and l.database = (select oid from pg_database where datname = current_database())
       and l.classid = ${WRITER_LOCK_CLASS}::oid and l.objid = hashtext(current_schema())::oid
  )
  select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
         pg_snapshot_xmax(pg_current_snapshot())::text as xmax,
         (select array_agg(backend_xid::text) from writers where backend_xid is not null) as writers,
         coalesce((select bool_or(seen is null) from writers), false) as unknown_writers`;

export function readHorizon(db: Db): ReadHorizon {
  if (db.kind === 'pglite') return async () => null;
  return async () => {
    const { rows } = await db.query<HorizonRow>(HORIZON_SQL);
    const row = rows[0];
    if (!row) throw new Error('The read horizon query returned no row');
    if (row.unknown_writers) return row.xmin;
    const xmax = BigInt(row.xmax);
    let horizon = xmax;
    for (const xid of row.writers ?? []) {
      const full = widenXid(Number(xid), xmax);
      if (full < horizon) horizon = full;
    }
    return String(horizon);
  };
}

const XID_SPAN = 2n ** 32n;

/**
 * A running transaction's 32-bit id (pg_stat_activity's backend_xid) as the 64-bit xid8 the events table
 * stores, taking the epoch from a nearby xid8: running ids are always within 2^31 of the snapshot's xmax.
 */
export function widenXid(xid: number, near: bigint): bigint {
  const behind = ((((near % XID_SPAN) - BigInt(xid)) % XID_SPAN) + XID_SPAN) % XID_SPAN;
  return behind < XID_SPAN / 2n ? near - behind : near + (XID_SPAN - behind);
}

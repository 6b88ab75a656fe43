import type { RecordedEvent } from '@shop/domain/events';
import type { Queryable } from '../ports/db.ts';
import type { EventStore } from '../ports/eventStore.ts';
import { projectionLag } from './lag.ts';

/** The failure a projection last met, as the back office shows it. Positions as strings (JSON). */
export interface ProjectionFailure {
  message: string;
  /** The event a handler failed on; null when the batch failed for another reason (the database, say). */
  event: {
    eventId: string;
    type: string;
    streamId: string;
    streamRevision: string;
    position: { commit: string; prepare: string };
  } | null;
  at: string;
}

export interface ProjectionStatus {
  name: string;
  checkpoint: { commit: string; prepare: string };
  /** Events in the store after the checkpoint, counted up to a bound: `atLeast` when there may be more. */
  lag: { behind: number; atLeast: boolean };
  /** `failing`: its last batch failed and is being retried; `stopped`: a poison event stopped its runner. */
  state: 'ok' | 'failing' | 'stopped';
  lastError: ProjectionFailure | null;
  rebuilding: { processed: number; fraction: number; startedAt: string; updatedAt: string } | null;
  /** The process running it ("host:pid"); null when none does (between a runner's death and a takeover). */
  runBy: string | null;
}

interface StatusRow {
  name: string;
  error_message: string | null;
  error_event_id: string | null;
  error_event_type: string | null;
  error_stream_id: string | null;
  error_stream_revision: string | null;
  error_commit_position: string | null;
  error_prepare_position: string | null;
  error_at: string | null;
  failing: boolean;
  stopped_at: string | null;
  rebuild_started_at: string | null;
  rebuild_processed: string | null;
  rebuild_fraction: number | null;
  rebuild_updated_at: string | null;
}

/**
 * Records a failed batch of `name`: the error, the event a handler threw on (null when something else
 * failed), and whether the runner stopped on it. Every replica writes the same row: the last failure
 * anywhere is the one shown.
 */
export async function recordFailure(
  db: Queryable,
  name: string,
  failure: {
    error: unknown;
    event: Pick<RecordedEvent, 'eventId' | 'type' | 'streamId' | 'streamRevision' | 'position'> | null;
    stopped: boolean;
  },
): Promise<void> {
  const { error, event } = failure;
  await db.query(
    `insert into projection_status (name, error_message, error_event_id, error_event_type, error_stream_id,
       error_stream_revision, error_commit_position, error_prepare_position, error_at, failing, stopped_at)
     values ($1, $2, $3, $4, $5, $6::bigint, $7::numeric, $8::bigint, now(), true,
       case when $9 then now() end)
     on conflict (name) do update set error_message = excluded.error_message,
       error_event_id = excluded.error_event_id, error_event_type = excluded.error_event_type,
       error_stream_id = excluded.error_stream_id, error_stream_revision = excluded.error_stream_revision,
       error_commit_position = excluded.error_commit_position,
       error_prepare_position = excluded.error_prepare_position, error_at = excluded.error_at,
       failing = true, stopped_at = coalesce(excluded.stopped_at, projection_status.stopped_at)`,
    [
      name,
      error instanceof Error ? error.message : String(error),
      event?.eventId ?? null,
      event?.type ?? null,
      event?.streamId ?? null,
      event ? String(event.streamRevision) : null,
      event ? String(event.position.commit) : null,
      event ? String(event.position.prepare) : null,
      failure.stopped,
    ],
  );
}

/** A batch of `name` succeeded after failures: no longer failing nor stopped; the last error stays shown. */
export async function recordRecovery(db: Queryable, name: string): Promise<void> {
  await db.query('update projection_status set failing = false, stopped_at = null where name = $1', [name]);
}

/** A rebuild whose progress has not moved for this long is taken as dead (its process stopped) and may restart. */
const STALE_REBUILD_MS = 2 * 60 * 1000;

/**
 * Claims the rebuild of `name` for the caller: false while another one is under way (from the back office
 * on any replica, or the rebuild command), so two never write the same `__rebuild` tables. One conditional
 * update of the status row; a claim whose progress has not moved for STALE_REBUILD_MS counts as dead.
 */
export async function claimRebuild(db: Queryable, name: string, startedAt: Date): Promise<boolean> {
  await db.query('insert into projection_status (name) values ($1) on conflict (name) do nothing', [name]);
  const claimed = await db.query(
    `update projection_status set rebuild_started_at = $2, rebuild_processed = 0, rebuild_fraction = 0,
       rebuild_updated_at = now()
     where name = $1 and (rebuild_started_at is null or rebuild_updated_at < now() - make_interval(secs => $3))
     returning name`,
    [name, startedAt.toISOString(), STALE_REBUILD_MS / 1000],
  );
  return claimed.rows.length > 0;
}

export async function recordRebuildProgress(
  db: Queryable,
  name: string,
  progress: { processed: number; fraction: number; startedAt: Date },
): Promise<void> {
  await db.query(
    `insert into projection_status (name, rebuild_started_at, rebuild_processed, rebuild_fraction,
       rebuild_updated_at)
     values ($1, $2, $3, $4, now())
     on conflict (name) do update set rebuild_started_at = excluded.rebuild_started_at,
       rebuild_processed = excluded.rebuild_processed, rebuild_fraction = excluded.rebuild_fraction,
       rebuild_updated_at = excluded.rebuild_updated_at`,
    [name, progress.startedAt.toISOString(), progress.processed, progress.fraction],
  );
}

/** The rebuild of `name` ended (swapped in, or failed): nothing under way to show. */
export async function clearRebuildProgress(db: Queryable, name: string): Promise<void> {
  await db.query(
    `update projection_status set rebuild_started_at = null, rebuild_processed = null, rebuild_fraction = null,
       rebuild_updated_at = null
     where name = $1`,
    [name],
  );
}

const iso = (value: string | Date) => new Date(value).toISOString();

function failureOf(row: StatusRow): ProjectionFailure | null {
  if (row.error_message === null || row.error_at === null) return null;
  const event =
    row.error_event_id === null
      ? null
      : {
          eventId: row.error_event_id,
          type: row.error_event_type ?? '',
          streamId: row.error_stream_id ?? '',
          streamRevision: String(row.error_stream_revision),
          position: {
            commit: String(row.error_commit_position),
            prepare: String(row.error_prepare_position),
          },
        };
  return { message: row.error_message, event, at: iso(row.error_at) };
}

/**
 * Each named projection's checkpoint, lag (reading at most `countUpTo` events each), state, last failure,
 * rebuild progress and runner (`runBy`: RunningProjections.runBy()), for the back office.
 */
export async function projectionStatuses(
  db: Queryable,
  store: EventStore,
  names: readonly string[],
  options: { countUpTo?: number; runBy?: ReadonlyMap<string, string> } = {},
): Promise<ProjectionStatus[]> {
  const lags = await projectionLag(db, store, names, options);
  const stored = await db.query<StatusRow>(
    `select name, error_message, error_event_id::text, error_event_type, error_stream_id,
       error_stream_revision::text, error_commit_position::text, error_prepare_position::text, error_at,
       failing, stopped_at, rebuild_started_at, rebuild_processed::text, rebuild_fraction, rebuild_updated_at
     from projection_status where name = any($1::text[])`,
    [names],
  );
  const rows = new Map(stored.rows.map((row) => [row.name, row]));
  return lags.map(({ name, checkpoint, behind, behindAtLeast }) => {
    const row = rows.get(name);
    return {
      name,
      checkpoint,
      lag: { behind, atLeast: behindAtLeast },
      state: row?.stopped_at ? 'stopped' : row?.failing ? 'failing' : 'ok',
      lastError: row ? failureOf(row) : null,
      rebuilding:
        row?.rebuild_started_at && row.rebuild_updated_at
          ? {
              processed: Number(row.rebuild_processed),
              fraction: row.rebuild_fraction ?? 0,
              startedAt: iso(row.rebuild_started_at),
              updatedAt: iso(row.rebuild_updated_at),
            }
          : null,
      runBy: options.runBy?.get(name) ?? null,
    };
  });
}

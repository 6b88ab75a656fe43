import type { GlobalPosition, NewEvent, RecordedEvent } from '@shop/domain/events';
import type { Db, Queryable } from '@shop/projections/ports/db';
import {
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type Subscription,
  WrongExpectedRevisionError,
} from '@shop/projections/ports/eventStore';
import { readHorizon } from './readHorizon.ts';
import { checkNewEvents, parseStoredEvent, toBigInt } from './storedEvent.ts';

export interface PostgresEventStoreOptions {
  /** How long a caught-up subscription sleeps before looking again; in-process appends wake it early. */
  pollIntervalMs?: number;
}

interface EventRow {
  event_id: string;
  stream_id: string;
  revision_text: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  commit_text: string;
  prepare_text: string;
}

// Positions and revisions are read as text: xid8 has no JS mapping and int8 would lose bits as a number.
// The text columns get names of their own, and ORDER BY names the table's columns: a bare
// `order by global_position` would sort the text output column, where '1000' < '999'.
const EVENT_COLUMNS = `event_id::text as event_id, stream_id, stream_revision::text as revision_text, type,
  schema_version, data, metadata, transaction_id::text as commit_text, global_position::text as prepare_text`;

// Only rows below the read horizon (readHorizon.ts), or on PGlite below the oldest running transaction: every
// transaction that could still write there has ended, so a reader that moves its checkpoint past those rows
// can never miss one that commits later. $1 is the horizon (xid8 as text, or null).
const VISIBLE = 'transaction_id < coalesce($1::text::xid8, pg_snapshot_xmin(pg_current_snapshot()))';

function toRecordedEvent(row: EventRow): RecordedEvent {
  return parseStoredEvent(
    {
      eventId: row.event_id,
      streamId: row.stream_id,
      streamRevision: toBigInt(row.revision_text, `${row.stream_id} revision`),
      type: row.type,
      schemaVersion: row.schema_version,
      data: row.data,
      metadata: row.metadata,
      position: {
        commit: toBigInt(row.commit_text, `${row.stream_id} transaction id`),
        prepare: toBigInt(row.prepare_text, `${row.stream_id} global position`),
      },
    },
    `${row.stream_id}@${row.revision_text} (global position ${row.prepare_text})`,
  );
}

/**
 * The statement that claims the revisions for $2 new events of stream $1 (expected revision $4): it returns
 * the stream's new last revision, or no row when the stream is not at the expected revision.
 */
function claimRevisions(expected: ExpectedRevision): string {
  if (expected === 'no_stream')
    return `insert into streams (stream_id, revision) values ($1, $2::bigint - 1)
            on conflict (stream_id) do nothing returning revision`;
  if (expected === 'any')
    return `insert into streams (stream_id, revision) values ($1, $2::bigint - 1)
            on conflict (stream_id) do update set revision = streams.revision + $2::bigint returning revision`;
  // A concurrent writer holding the row makes this wait, then re-check the revision it committed.
  return `update streams set revision = revision + $2::bigint
          where stream_id = $1 and revision = $4::bigint returning revision`;
}

/**
 * Claims the revisions and inserts the events in one statement (one round trip): the insert reads the
 * claim's returned revision, so a refused claim inserts nothing, and the caller's transaction stays usable.
 */
async function appendIn(
  tx: Queryable,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  const payload = events.map(({ type, schemaVersion, data, metadata }) => ({
    type,
    schemaVersion,
    data,
    metadata,
  }));
  const inserted = await tx.query<{ transaction_id: string; global_position: string; revision: string }>(
    `with claimed as (${claimRevisions(expected)})
     insert into events (stream_id, stream_revision, type, schema_version, data, metadata)
     select $1, claimed.revision - $2::bigint + e.ord, e.event->>'type', (e.event->>'schemaVersion')::integer,
            e.event->'data', e.event->'metadata'
     from claimed cross join jsonb_array_elements($3::jsonb) with ordinality as e(event, ord)
     order by e.ord
     returning transaction_id::text, global_position::text, stream_revision::text as revision`,
    [
      streamId,
      String(events.length),
      JSON.stringify(payload),
      ...(typeof expected === 'bigint' ? [String(expected)] : []),
    ],
  );
  if (inserted.rows.length === 0) {
    const current = await tx.query<{ revision: string }>(
      'select revision::text from streams where stream_id = $1',
      [streamId],
    );
    const actual = current.rows[0];
    throw new WrongExpectedRevisionError(streamId, expected, actual ? BigInt(actual.revision) : 'no_stream');
  }
  let position: GlobalPosition | null = null;
  let last = -1n;
  for (const row of inserted.rows) {
    const candidate = { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) };
    if (position === null || candidate.prepare > position.prepare) position = candidate;
    if (BigInt(row.revision) > last) last = BigInt(row.revision);
  }
  if (position === null || inserted.rows.length !== events.length)
    throw new Error(
      `Append to ${streamId}: expected ${events.length} rows written, got ${inserted.rows.length}`,
    );
  return { nextExpectedRevision: last, position };
}

/**
 * The event store on Postgres or PGlite (same SQL on both), in the tables of migration 0001. The global
 * order is (transaction_id, global_position), read only below the read horizon (readHorizon.ts).
 */
export function createPostgresEventStore(db: Db, options: PostgresEventStoreOptions = {}): EventStore {
  const pollIntervalMs = options.pollIntervalMs ?? 200;
  const horizon = readHorizon(db);
  const appendListeners = new Set<() => void>();
  const subscriptions = new Set<Subscription>();
  const notifyAppended = () => {
    for (const listener of appendListeners) listener();
  };

  async function readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`readAll limit must be >= 1, got ${limit}`);
    // xid8 has no negative values: START (-1, -1) becomes (0, -1), which is still before every real row.
    const commit = after.commit < 0n ? 0n : after.commit;
    const result = await db.query<EventRow>(
      `select ${EVENT_COLUMNS} from events
       where ${VISIBLE} and (transaction_id, global_position) > ($2::text::xid8, $3::bigint)
       order by events.transaction_id, events.global_position
       limit $4`,
      [await horizon(), String(commit), String(after.prepare), limit],
    );
    return result.rows.map(toRecordedEvent);
  }

  const store: EventStore = {
    kind: 'postgres',

    async append(streamId, events, appendOptions: AppendOptions) {
      checkNewEvents(streamId, events);
      if (appendOptions.tx) {
        // The caller commits; a subscriber woken now finds nothing yet and sees the events on a later poll.
        const result = await appendIn(appendOptions.tx, streamId, events, appendOptions.expectedRevision);
        notifyAppended();
        return result;
      }
      const result = await db.transaction((tx) =>
        appendIn(tx, streamId, events, appendOptions.expectedRevision),
      );
      notifyAppended();
      return result;
    },

    async readStream(streamId, readOptions = {}) {
      const result = await (readOptions.tx ?? db).query<EventRow>(
        `select ${EVENT_COLUMNS} from events where stream_id = $1 order by events.stream_revision`,
        [streamId],
      );
      return result.rows.map(toRecordedEvent);
    },

    readAll,

    async headPosition() {
      const result = await db.query<{ commit_text: string; prepare_text: string }>(
        `select transaction_id::text as commit_text, global_position::text as prepare_text from events
         where ${VISIBLE} order by events.transaction_id desc, events.global_position desc limit 1`,
        [await horizon()],
      );
      const row = result.rows[0];
      return row ? { commit: BigInt(row.commit_text), prepare: BigInt(row.prepare_text) } : null;
    },

    subscribe(after, onEvent, subscribeOptions = {}) {
      const subscription = pollingSubscription({
        after,
        onEvent,
        readAll,
        batchSize: subscribeOptions.batchSize ?? 100,
        pollIntervalMs,
        onError: subscribeOptions.onError,
        listen: (listener) => {
          appendListeners.add(listener);
          return () => {
            appendListeners.delete(listener);
          };
        },
      });
      const tracked: Subscription = {
        stop: async () => {
          subscriptions.delete(tracked);
          await subscription.stop();
        },
      };
      subscriptions.add(tracked);
      return tracked;
    },

    async close() {
      // The Db belongs to the caller; only this store's own loops are stopped.
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
    },
  };
  return store;
}

export interface PollingSubscriptionOptions {
  after: GlobalPosition;
  onEvent: (event: RecordedEvent) => Promise<void>;
  readAll: (after: GlobalPosition, limit: number) => Promise<RecordedEvent[]>;
  batchSize: number;
  pollIntervalMs: number;
  onError: ((error: unknown) => void) | undefined;
  /** Registers a callback run on each in-process append; returns its removal. */
  listen: (listener: () => void) => () => void;
}

/**
 * Catch-up by polling: reads batches after the last delivered position, sleeps when caught up, wakes early
 * when this process appends. A failed read is reported and retried from the same place; a throwing
 * `onEvent` ends the subscription (reported), because skipping the event or redelivering it forever
 * would both be wrong: the owner resubscribes from its last handled position. Never await `stop()` from
 * inside `onEvent`: it waits for `onEvent` to return.
 */
export function pollingSubscription(options: PollingSubscriptionOptions): Subscription {
  const report = options.onError ?? ((error: unknown) => console.error('event subscription:', error));
  let stopped = false;
  let appendedSinceRead = false;
  let wake: (() => void) | null = null;
  const unlisten = options.listen(() => {
    appendedSinceRead = true;
    wake?.();
  });

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped || appendedSinceRead) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  let position = options.after;
  const loop = (async () => {
    let failures = 0;
    while (!stopped) {
      appendedSinceRead = false;
      let batch: RecordedEvent[];
      try {
        batch = await options.readAll(position, options.batchSize);
        failures = 0;
      } catch (error) {
        report(error);
        failures += 1;
        await sleep(Math.min(options.pollIntervalMs * 2 ** failures, 10_000));
        continue;
      }
      for (const event of batch) {
        if (stopped) return;
        try {
          await options.onEvent(event);
        } catch (error) {
          stopped = true;
          report(error);
          return;
        }
        position = event.position;
      }
      if (batch.length < options.batchSize) await sleep(options.pollIntervalMs);
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake?.();
      unlisten();
      await loop;
    },
  };
}

import {
  type AllStreamResolvedEvent,
  type AppendStreamState,
  BACKWARDS,
  END,
  ErrorType,
  excludeSystemEvents,
  jsonEvent,
  START as KURRENT_START,
  KurrentDBClient,
  type ReadPosition,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@shop/domain/events';
import {
  type EventStore,
  type ExpectedRevision,
  type Subscription,
  WrongExpectedRevisionError,
} from '@shop/projections/ports/eventStore';
import { CorruptEventError, checkNewEvents, parseStoredEvent } from './storedEvent.ts';

/** Events carry their schema version in the metadata, beside KurrentDB's own correlation keys. */
interface StoredMetadata extends Record<string, unknown> {
  schemaVersion: number;
  $correlationId: string;
  $causationId: string;
}

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  return expected; // 'no_stream' | 'any' | bigint: the client's NO_STREAM, ANY and revision, spelled alike
}

function toReadPosition(after: GlobalPosition): ReadPosition {
  return after.commit < 0n ? KURRENT_START : { commit: after.commit, prepare: after.prepare };
}

function isWrongExpectedVersion(
  error: unknown,
): error is { type: ErrorType.WRONG_EXPECTED_VERSION; actualState: bigint | 'no_stream' } {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { type?: unknown }).type === ErrorType.WRONG_EXPECTED_VERSION
  );
}

function isStreamNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { type?: unknown }).type === ErrorType.STREAM_NOT_FOUND
  );
}

/**
 * Maps a resolved event to ours. Returns null for what the shop never reads: unresolved links and system
 * events ($-prefixed types or streams), which the server-side filter should already have dropped.
 */
function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event) return null;
  if (event.type.startsWith('$') || event.streamId.startsWith('$')) return null;
  const where = `${event.streamId}@${event.revision} (${event.id})`;
  if (!event.isJson) throw new CorruptEventError(where, 'not a JSON event');
  if (!event.position) throw new CorruptEventError(where, 'the server sent no position');
  const { schemaVersion, ...metadata } = (event.metadata ?? {}) as Record<string, unknown>;
  return parseStoredEvent(
    {
      eventId: event.id,
      streamId: event.streamId,
      streamRevision: event.revision,
      type: event.type,
      schemaVersion,
      data: event.data,
      metadata,
      position: event.position,
    },
    where,
  );
}

/**
 * The event store on KurrentDB (EventStoreDB) through @kurrent/kurrentdb-client. Positions are the `$all`
 * (commit, prepare) pair. `AppendOptions.tx` is ignored: KurrentDB cannot join a Postgres transaction.
 */
export function createKurrentDbEventStore(connectionString: string): EventStore {
  const client = KurrentDBClient.connectionString(connectionString);
  const subscriptions = new Set<Subscription>();

  async function readOne(streamId: string, revision: bigint): Promise<RecordedEvent | null> {
    for await (const resolved of client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      return toRecordedEvent(resolved);
    }
    return null;
  }

  return {
    kind: 'kurrentdb',

    async append(streamId, events, options) {
      checkNewEvents(streamId, events);
      try {
        const result = await client.appendToStream(
          streamId,
          events.map((event) =>
            jsonEvent({
              type: event.type,
              data: event.data as Record<string, unknown>,
              metadata: {
                ...event.metadata,
                schemaVersion: event.schemaVersion,
                $correlationId: event.metadata.correlationId,
                $causationId: event.metadata.causationId,
              } satisfies StoredMetadata,
            }),
          ),
          { streamState: toStreamState(options.expectedRevision) },
        );
        // The position a reader of $all will see for the last event written, so that waiting for a
        // projection to reach it (read-your-writes) ends exactly when that event has been applied.
        const last = await readOne(streamId, result.nextExpectedRevision);
        const position = last?.position ?? result.position;
        if (!position) throw new Error(`Append to ${streamId}: KurrentDB returned no position`);
        return { nextExpectedRevision: result.nextExpectedRevision, position };
      } catch (error) {
        if (isWrongExpectedVersion(error))
          throw new WrongExpectedRevisionError(streamId, options.expectedRevision, error.actualState);
        throw error;
      }
    },

    async readStream(streamId) {
      const events: RecordedEvent[] = [];
      try {
        for await (const resolved of client.readStream(streamId)) {
          const event = toRecordedEvent(resolved);
          if (event) events.push(event);
        }
      } catch (error) {
        if (isStreamNotFound(error)) return [];
        throw error;
      }
      return events;
    },

    async readAll(after, limit) {
      if (!Number.isInteger(limit) || limit < 1)
        throw new RangeError(`readAll limit must be >= 1, got ${limit}`);
      const events: RecordedEvent[] = [];
      // Reading $all from a position includes the event at that position: ask for one more and drop it.
      const read = client.readAll({
        fromPosition: toReadPosition(after),
        maxCount: limit + 1,
        filter: excludeSystemEvents(),
      });
      for await (const resolved of read) {
        const event = toRecordedEvent(resolved);
        if (!event || comparePositions(event.position, after) <= 0) continue;
        events.push(event);
        if (events.length === limit) break;
      }
      return events;
    },

    async headPosition() {
      const read = client.readAll({
        direction: BACKWARDS,
        fromPosition: END,
        maxCount: 1,
        filter: excludeSystemEvents(),
      });
      for await (const resolved of read) {
        const event = toRecordedEvent(resolved);
        if (event) return event.position;
      }
      return null;
    },

    subscribe(after, onEvent, options = {}) {
      const report = options.onError ?? ((error: unknown) => console.error('event subscription:', error));
      const stream = client.subscribeToAll({
        fromPosition: toReadPosition(after),
        filter: excludeSystemEvents(),
      });
      let stopped = false;
      let position = after;
      // Async iteration pulls one event at a time, so a slow onEvent holds the stream back (backpressure).
      // A throwing onEvent or a dropped connection ends the subscription (reported): the owner resubscribes
      // from its last handled position.
      const loop = (async () => {
        try {
          for await (const resolved of stream) {
            if (stopped) break;
            const event = toRecordedEvent(resolved);
            if (!event || comparePositions(event.position, position) <= 0) continue;
            await onEvent(event);
            position = event.position;
          }
        } catch (error) {
          if (!stopped) report(error);
        } finally {
          await stream.unsubscribe().catch(() => undefined);
        }
      })();
      const subscription: Subscription = {
        async stop() {
          stopped = true;
          subscriptions.delete(subscription);
          await stream.unsubscribe().catch(() => undefined);
          await loop;
        },
      };
      subscriptions.add(subscription);
      return subscription;
    },

    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
      await client.dispose();
    },
  };
}

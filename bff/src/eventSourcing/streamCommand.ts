import type { Decider } from '@shop/domain/decider';
import type { EventMetadata, NewEvent, RecordedEvent } from '@shop/domain/events';
import type { Queryable } from '@shop/projections/ports/db';
import {
  type AppendResult,
  type EventStore,
  WrongExpectedRevisionError,
} from '@shop/projections/ports/eventStore';

/** How a stream's events are stored: the aggregate's codec (domain/src/eventCodec.ts). */
export interface StreamCodec<Event> {
  encode(event: Event, metadata: EventMetadata): NewEvent;
  decode(recorded: Pick<RecordedEvent, 'type' | 'schemaVersion' | 'data'>): Event;
}

export interface StreamCommand<Command, Event, State> {
  eventStore: EventStore;
  decider: Decider<Command, Event, State>;
  codec: StreamCodec<Event>;
  streamId: string;
  command: Command;
  metadata: EventMetadata;
  now: Date;
  /** Postgres store: append inside the caller's transaction (stock and events commit together). */
  tx?: Queryable;
  /**
   * The revision the caller decided on (a staff member's screen): a stream at any other revision is a
   * WrongExpectedRevisionError, never decided again, because the person has not seen what changed.
   */
  expectedRevision?: bigint;
  /**
   * The stream's id was just drawn from a sequence (a new order's), so it cannot hold events yet: the first
   * attempt decides on the initial state and appends at `no_stream` without reading the stream. Should it
   * exist after all, that append fails without writing and the next attempt reads it as usual.
   */
  newStream?: boolean;
}

export interface StreamCommandResult<Event, State> {
  /** The events decided and appended; empty when the command changed nothing (a repeated notify). */
  events: Event[];
  /** The state after them. */
  state: State;
  /** Where they were written; null when nothing was. */
  appended: AppendResult | null;
}

/** A conflicting append is re-read and decided again this many times before the conflict is reported. */
export const MAX_APPEND_ATTEMPTS = 5;

/**
 * Runs one command against one stream: read it, fold it, decide, append with the revision read as the
 * expected one. Another writer appending in between makes the append fail without writing; the stream is
 * then read again and the command decided on what is there now, a bounded number of times — unless the caller
 * named `expectedRevision`, whose conflict goes to the caller at once. A DomainError
 * from `decide` goes to the caller untouched.
 */
export async function runStreamCommand<Command, Event, State>(
  input: StreamCommand<Command, Event, State>,
): Promise<StreamCommandResult<Event, State>> {
  const { eventStore, decider, codec, streamId } = input;
  for (let attempt = 1; ; attempt++) {
    const recorded =
      attempt === 1 && input.newStream ? [] : await eventStore.readStream(streamId, { tx: input.tx });
    const last = recorded.at(-1);
    const actual = last ? last.streamRevision : 'no_stream';
    if (input.expectedRevision !== undefined && actual !== input.expectedRevision)
      throw new WrongExpectedRevisionError(streamId, input.expectedRevision, actual);
    let state = decider.initialState();
    for (const event of recorded) state = decider.evolve(state, codec.decode(event));
    const events = decider.decide(input.command, state, input.now);
    if (events.length === 0) return { events, state, appended: null };
    try {
      const appended = await eventStore.append(
        streamId,
        events.map((event) => codec.encode(event, input.metadata)),
        { expectedRevision: actual, tx: input.tx },
      );
      for (const event of events) state = decider.evolve(state, event);
      return { events, state, appended };
    } catch (error) {
      const retry = input.expectedRevision === undefined && attempt < MAX_APPEND_ATTEMPTS;
      if (!(error instanceof WrongExpectedRevisionError) || !retry) throw error;
    }
  }
}

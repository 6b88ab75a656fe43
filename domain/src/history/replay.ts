import type { Actor, EventMetadata } from '../events.ts';
import { diffStates, type StateChange } from './diffStates.ts';

/** One event of a stream as the store gave it back: its place in the stream, the event, who and when. */
export interface StreamEntry<Event> {
  /** 0-based place in its stream. */
  position: number;
  event: Event;
  metadata: EventMetadata;
}

/** One step of a replay: the event, and the state the stream was in right after it. */
export interface ReplayStep<State> {
  position: number;
  type: string;
  /** When it happened (the Clock's time in the event's metadata). */
  at: string;
  actor: Actor;
  correlationId: string;
  causationId: string;
  stateAfter: State;
  /** What this event changed in the state. */
  changes: StateChange[];
}

/**
 * Folds a stream one event at a time and keeps every intermediate state: the timeline staff read to answer
 * "what happened to this order, step by step, and who did it". `evolve` is the aggregate's own, so the
 * states are the ones the command handlers decided on, not a copy kept elsewhere.
 */
export function replay<Event extends { type: string }, State>(
  entries: readonly StreamEntry<Event>[],
  evolve: (state: State, event: Event) => State,
  initial: State,
): ReplayStep<State>[] {
  const steps: ReplayStep<State>[] = [];
  let state = initial;
  for (const { position, event, metadata } of entries) {
    const next = evolve(state, event);
    steps.push({
      position,
      type: event.type,
      at: metadata.occurredAt,
      actor: metadata.actor,
      correlationId: metadata.correlationId,
      causationId: metadata.causationId,
      stateAfter: next,
      changes: diffStates(state, next),
    });
    state = next;
  }
  return steps;
}

/**
 * The stream as it stood at `at` (inclusive): its events up to the first one that happened later. A prefix,
 * never a selection, so the state folded from it is one the stream really passed through even if two
 * writers' clocks put a later append a moment earlier.
 */
export function entriesAsOf<Event>(entries: readonly StreamEntry<Event>[], at: Date): StreamEntry<Event>[] {
  const later = entries.findIndex((entry) => Date.parse(entry.metadata.occurredAt) > at.getTime());
  return later === -1 ? [...entries] : entries.slice(0, later);
}

/**
 * The state as it was at `at`, folded from the events that had happened by then; null when none had (the
 * order did not exist yet). The position is the last event folded.
 */
export function stateAsOf<Event, State>(
  entries: readonly StreamEntry<Event>[],
  evolve: (state: State, event: Event) => State,
  initial: State,
  at: Date,
): { state: State; position: number } | null {
  const past = entriesAsOf(entries, at);
  const last = past.at(-1);
  if (!last) return null;
  return {
    state: past.reduce((state, entry) => evolve(state, entry.event), initial),
    position: last.position,
  };
}

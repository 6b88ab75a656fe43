/**
 * An aggregate as three pure functions (the decider pattern): `decide` turns a command and the current
 * state into the events that record its outcome, or throws a DomainError carrying a code; `evolve` applies
 * one event to the state; `initialState` is the state of a stream with no events. Time is an argument,
 * so the same inputs always decide the same events.
 */
export interface Decider<Command, Event, State> {
  decide(command: Command, state: State, now: Date): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/** The state after `events`, as a command handler rebuilds it from a stream. */
export function foldEvents<Command, Event, State>(
  decider: Decider<Command, Event, State>,
  events: readonly Event[],
  from: State = decider.initialState(),
): State {
  return events.reduce(decider.evolve, from);
}

import { expect } from 'vitest';
import { type Decider, foldEvents } from '../decider.ts';
import { DomainError, type DomainErrorCode } from '../errors.ts';

/** Test time unless a test says otherwise: a Hong Kong weekday afternoon. */
export const TEST_NOW = new Date('2026-11-16T06:30:00Z');

type Outcome<Event> = { events: Event[] } | { refused: DomainError };

function run<Command, Event, State>(
  decider: Decider<Command, Event, State>,
  state: State,
  command: Command,
  now: Date,
): Outcome<Event> {
  try {
    return { events: decider.decide(command, state, now) };
  } catch (error) {
    if (error instanceof DomainError) return { refused: error };
    throw error;
  }
}

const describeOutcome = (outcome: Outcome<unknown>): string =>
  'refused' in outcome
    ? `refused with ${outcome.refused.code} (${outcome.refused.message})`
    : `decided ${JSON.stringify(outcome.events, null, 2)}`;

/**
 * `given(events).when(command).then(events | errorCode)` for a decider. A wrong list of events fails with
 * vitest's structural diff; a refusal where events were expected (or the reverse) fails with a message
 * naming both outcomes. Decided events are also folded, so an event `evolve` cannot apply fails here too.
 */
export function specFor<Command, Event, State>(decider: Decider<Command, Event, State>) {
  return {
    given(history: readonly Event[]) {
      const state = foldEvents(decider, history);
      return {
        when(command: Command, now: Date = TEST_NOW) {
          const outcome = run(decider, state, command, now);
          return {
            // biome-ignore lint/suspicious/noThenProperty: the given/when/then reading is the point; nothing awaits this object.
            then(expected: readonly Event[] | DomainErrorCode): State {
              if (typeof expected === 'string') {
                expect(
                  'refused' in outcome ? outcome.refused.code : undefined,
                  `expected a refusal with ${expected}, but ${describeOutcome(outcome)}`,
                ).toBe(expected);
                return state;
              }
              if ('refused' in outcome) {
                expect.fail(`expected ${JSON.stringify(expected, null, 2)}, but ${describeOutcome(outcome)}`);
              }
              expect(outcome.events).toEqual(expected);
              return foldEvents(decider, outcome.events, state);
            },
          };
        },
      };
    },
  };
}

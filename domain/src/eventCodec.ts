import type { z } from 'zod';
import type { EventMetadata, NewEvent, RecordedEvent } from './events.ts';

/**
 * One event type's stored form: its schema version and the zod schema of its payload. Stored events are
 * never rewritten. No event's shape has changed yet, so each type has one version and this code reads that
 * one only; the day a shape changes, the new version comes with a function that reads the old one.
 */
export interface EventDefinition<Schema extends z.ZodType = z.ZodType> {
  schemaVersion: number;
  schema: Schema;
}

export type EventDefinitions = Record<string, EventDefinition>;

/** The domain events a set of definitions describes: `{ type, data }`, data as its schema outputs it. */
export type EventsOf<Definitions extends EventDefinitions> = {
  [Type in keyof Definitions & string]: { type: Type; data: z.output<Definitions[Type]['schema']> };
}[keyof Definitions & string];

/** Turns decided events into store events (version and metadata added) and stored events back. */
export function eventCodec<Definitions extends EventDefinitions>(definitions: Definitions) {
  type Event = EventsOf<Definitions>;
  const definitionOf = (type: string): EventDefinition => {
    const definition = definitions[type];
    if (!definition) throw new Error(`Unknown event type ${type}`);
    return definition;
  };

  return {
    isKnown(type: string): boolean {
      return Object.hasOwn(definitions, type);
    },

    encode(event: Event, metadata: EventMetadata): NewEvent<Event['type'], Event['data']> {
      const { schemaVersion, schema } = definitionOf(event.type);
      // Parsing on the way in keeps a malformed payload out of the store, where it would stay forever.
      const data = schema.parse(event.data) as Event['data'];
      return { type: event.type, schemaVersion, data, metadata };
    },

    /** Parses a stored event; a version other than the one this code reads is refused, never guessed at. */
    decode(recorded: Pick<RecordedEvent, 'type' | 'schemaVersion' | 'data'>): Event {
      const { schemaVersion, schema } = definitionOf(recorded.type);
      if (recorded.schemaVersion !== schemaVersion) {
        const which = recorded.schemaVersion > schemaVersion ? 'newer' : 'older';
        throw new Error(
          `${recorded.type} version ${recorded.schemaVersion} is ${which} than this code reads`,
        );
      }
      return { type: recorded.type, data: schema.parse(recorded.data) } as Event;
    },
  };
}

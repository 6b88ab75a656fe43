import type { z } from 'zod';
import type { EventMetadata, NewEvent, RecordedEvent } from './events.ts';

/**
 * One event type's stored form: its current schema version, the zod schema of that version's payload, and
 * an upcaster per older version that turns its payload into the next version's. Stored events are never
 * rewritten; they are upcast on every read.
 */
export interface EventDefinition<Schema extends z.ZodType = z.ZodType> {
  schemaVersion: number;
  schema: Schema;
  /** upcasters[n] turns a version-n payload into a version-(n + 1) payload. */
  upcasters?: Readonly<Record<number, (data: unknown) => unknown>>;
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

    /** Parses a stored event, upcasting an older version step by step. A newer version is refused. */
    decode(recorded: Pick<RecordedEvent, 'type' | 'schemaVersion' | 'data'>): Event {
      const { schemaVersion, schema, upcasters = {} } = definitionOf(recorded.type);
      if (recorded.schemaVersion > schemaVersion) {
        throw new Error(`${recorded.type} version ${recorded.schemaVersion} is newer than this code reads`);
      }
      let data = recorded.data;
      for (let version = recorded.schemaVersion; version < schemaVersion; version++) {
        const upcast = upcasters[version];
        if (!upcast) throw new Error(`${recorded.type} version ${version} has no upcaster`);
        data = upcast(data);
      }
      return { type: recorded.type, data: schema.parse(data) } as Event;
    },
  };
}

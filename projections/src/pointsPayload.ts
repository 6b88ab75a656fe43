import type { RecordedEvent } from '@shop/domain/events';
import { POINTS_EVENTS_SCHEMA_VERSION } from '@shop/domain/points/pointsEvents';

/** The payload of a points event, parsed: every read model of the points streams reads it this way. */
export function pointsPayload<T>(event: RecordedEvent, schema: { parse(data: unknown): T }): T {
  if (event.schemaVersion !== POINTS_EVENTS_SCHEMA_VERSION)
    throw new Error(`${event.type} schema version ${event.schemaVersion} is not the one this code reads`);
  return schema.parse(event.data);
}

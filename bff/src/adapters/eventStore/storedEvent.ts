import { eventMetadataSchema, type NewEvent, type RecordedEvent } from '@shop/domain/events';
import { z } from 'zod';

/**
 * What every adapter checks when it reads an event back: a stored event that does not have this shape is
 * corruption or a bug, and must stop the reader loudly rather than reach a projection as `undefined`s.
 * The payload itself is checked by the event's own schema where it is handled (and upcast there).
 */
const storedEventSchema = z.object({
  eventId: z.guid(),
  streamId: z.string().min(1),
  streamRevision: z.bigint().nonnegative(),
  type: z.string().min(1),
  schemaVersion: z.number().int().positive(),
  data: z.record(z.string(), z.unknown()),
  metadata: eventMetadataSchema,
  position: z.object({ commit: z.bigint().nonnegative(), prepare: z.bigint().nonnegative() }),
});

export class CorruptEventError extends Error {
  readonly code = 'CORRUPT_EVENT';
  constructor(
    readonly where: string,
    readonly issues: string,
  ) {
    super(`Unreadable event ${where}: ${issues}`);
    this.name = 'CorruptEventError';
  }
}

export function parseStoredEvent(raw: Record<keyof RecordedEvent, unknown>, where: string): RecordedEvent {
  const parsed = storedEventSchema.safeParse(raw);
  if (!parsed.success) throw new CorruptEventError(where, z.prettifyError(parsed.error));
  return parsed.data;
}

/** Digits only: positions and revisions travel as text so that no 64-bit value is squeezed into a double. */
export function toBigInt(value: unknown, what: string): bigint {
  if (typeof value === 'bigint') return value;
  if (
    (typeof value === 'string' && /^-?\d+$/.test(value)) ||
    (typeof value === 'number' && Number.isInteger(value))
  )
    return BigInt(value);
  throw new CorruptEventError(what, `expected an integer, got ${JSON.stringify(value)}`);
}

const newEventSchema = z.object({
  type: z.string().min(1),
  schemaVersion: z.number().int().positive(),
  data: z.record(z.string(), z.unknown()),
  metadata: eventMetadataSchema,
});

/** Refuses to store what could not be read back: the same checks as on read, before anything is written. */
export function checkNewEvents(streamId: string, events: readonly NewEvent[]): void {
  if (streamId.length === 0) throw new TypeError('A stream id cannot be empty');
  if (events.length === 0) throw new TypeError(`Append to ${streamId}: no events given`);
  for (const [index, event] of events.entries()) {
    const parsed = newEventSchema.safeParse(event);
    if (!parsed.success)
      throw new TypeError(
        `Append to ${streamId}: event ${index} is invalid: ${z.prettifyError(parsed.error)}`,
      );
  }
}

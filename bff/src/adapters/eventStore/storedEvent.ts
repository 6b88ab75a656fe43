import { eventMetadataSchema, type NewEvent, type RecordedEvent } from '@shop/domain/events';
import { z } from 'zod';

/**
 * What every adapter checks when it reads an event back: a stored event that does not have this shape is
 * corruption or a bug, and must stop the reader loudly rather than reach a projection as `undefined`s.
 * The payload itself is checked by the event's own schema where it is handled.
 */
export const storedEventSchema = z.object({
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

const GUID = z.regexes.guid;
const OCCURRED_AT = z.regexes.datetime({ offset: true });
const ACTOR_KINDS: ReadonlySet<unknown> = new Set(['member', 'guest', 'staff', 'system']);

const text = (value: unknown) => typeof value === 'string' && value.length > 0;
const counting = (value: unknown) => typeof value === 'bigint' && value >= 0n;
/** A plain object with exactly `keys` keys (JSON gives plain objects; anything else goes to the schema). */
const record = (value: unknown, keys?: number): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  (keys === undefined || Object.keys(value).length === keys);

/**
 * The schema's checks written out, for the hot path: a rebuild reads hundreds of thousands of events, and zod
 * copies every object it checks, the payload included (a tenth of a rebuild's CPU, and its garbage). Never
 * looser than the schema (storedEvent.test.ts compares them), and stricter where that is simpler: extra
 * metadata keys, which the schema would strip, go to the schema.
 */
export function surelyStoredEvent(raw: Record<keyof RecordedEvent, unknown>): raw is RecordedEvent {
  const { metadata, position } = raw;
  return (
    typeof raw.eventId === 'string' &&
    GUID.test(raw.eventId) &&
    text(raw.streamId) &&
    counting(raw.streamRevision) &&
    text(raw.type) &&
    Number.isSafeInteger(raw.schemaVersion) &&
    (raw.schemaVersion as number) > 0 &&
    record(raw.data) &&
    record(metadata, 4) &&
    text(metadata.correlationId) &&
    text(metadata.causationId) &&
    record(metadata.actor, 2) &&
    ACTOR_KINDS.has(metadata.actor.kind) &&
    text(metadata.actor.id) &&
    typeof metadata.occurredAt === 'string' &&
    OCCURRED_AT.test(metadata.occurredAt) &&
    record(position, 2) &&
    counting(position.commit) &&
    counting(position.prepare) &&
    Object.keys(raw).length === 8
  );
}

export function parseStoredEvent(raw: Record<keyof RecordedEvent, unknown>, where: string): RecordedEvent {
  if (surelyStoredEvent(raw)) return raw;
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

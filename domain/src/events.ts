import { z } from 'zod';

/** Who caused an event: a shopper, a guest checkout, a staff member or the system itself. */
export const actorSchema = z.object({
  kind: z.enum(['member', 'guest', 'staff', 'system']),
  id: z.string().min(1),
});
export type Actor = z.infer<typeof actorSchema>;

export const eventMetadataSchema = z.object({
  correlationId: z.string().min(1),
  causationId: z.string().min(1),
  actor: actorSchema,
  /** ISO-8601 time taken from the Clock port, never from the event store. */
  occurredAt: z.iso.datetime({ offset: true }),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** An event as a command handler produces it, before the store gives it a place. Names are past tense. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
}

/**
 * A place in the store's global order. Compared as (commit, prepare): for KurrentDB these are the `$all`
 * commit and prepare positions; for the Postgres store they are the appending transaction's id (xid8) and
 * the row's bigserial position. Both orders are total and never revisit a place already passed.
 */
export interface GlobalPosition {
  commit: bigint;
  prepare: bigint;
}

export const START: GlobalPosition = { commit: -1n, prepare: -1n };

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  eventId: string;
  streamId: string;
  /** 0-based place of the event in its stream. */
  streamRevision: bigint;
  position: GlobalPosition;
}

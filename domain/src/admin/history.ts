import { z } from 'zod';
import { actorSchema } from '../events.ts';

/**
 * The answers of the replay routes (GET /api/admin/orders/:orderId/history, GET
 * /api/admin/members/:memberId/points/history): a stream folded step by step (domain/src/history/replay.ts).
 */
export const stateChangeSchema = z.object({
  path: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});

export const historyStepSchema = z.object({
  position: z.number().int().nonnegative(),
  type: z.string(),
  at: z.string(),
  /** The actor, with the staff member's or member's name where the shop knows it. */
  actor: actorSchema.extend({ name: z.string().nullable() }),
  correlationId: z.string(),
  causationId: z.string(),
  stateAfter: z.unknown(),
  changes: z.array(stateChangeSchema),
});
export type HistoryStep = z.infer<typeof historyStepSchema>;

export const streamHistorySchema = z.object({
  streamId: z.string(),
  /** The moment asked for (`?asOf=`), or null for the whole stream up to now. */
  asOf: z.string().nullable(),
  /** The state after the last step shown: the state as of `asOf`. */
  state: z.unknown(),
  steps: z.array(historyStepSchema),
});
export type StreamHistory = z.infer<typeof streamHistorySchema>;

export const historyQuerySchema = z.object({
  asOf: z.iso.datetime({ offset: true }).optional(),
});

import { z } from 'zod';

/**
 * The contract of GET health and GET health/ready (monitoring and the load balancer). Anyone gets the
 * status alone; a staff token gets the details of each part. 200 and 503 answer the same shapes.
 */

const down = z.object({ status: z.literal('down'), error: z.string() });

export const projectionLagSchema = z.object({
  name: z.string(),
  /** Events in the store that this projection has not applied yet. */
  behind: z.number().int(),
  /** `failing`: its last batch failed and is retried; `stopped`: a poison event stopped it. */
  state: z.enum(['ok', 'failing', 'stopped']),
});
export type ProjectionLag = z.infer<typeof projectionLagSchema>;

const healthStatus = z.enum(['ok', 'degraded']);

/** What staff see: the database, the event store's head and each projection's lag. */
export const healthDetailsSchema = z.object({
  status: healthStatus,
  database: z.union([z.object({ status: z.literal('ok'), kind: z.string() }), down]),
  eventStore: z.union([
    z.object({
      status: z.literal('ok'),
      kind: z.string(),
      head: z.object({ commit: z.string(), prepare: z.string() }).nullable(),
    }),
    down,
  ]),
  projections: z.union([z.array(projectionLagSchema), down]),
});

/** Staff get the details; anyone else the status only (the details first: the status alone fits both). */
export const healthAnswerSchema = z.union([healthDetailsSchema, z.object({ status: healthStatus })]);

export const readinessAnswerSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

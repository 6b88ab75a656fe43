import { z } from 'zod';

/**
 * The payloads of the points events (schema version 1), in stream `points-{memberId}`. Each is parsed by
 * the reader that handles it; a later version adds an upcaster here, stored events are never rewritten.
 */
const memberId = z.number().int().positive();
const points = z.number().int().positive();

export const pointsEarnedSchema = z.object({
  memberId,
  points,
  /** The order that earned them; null for points not tied to an order (a welcome gift, a correction). */
  orderId: z.number().int().positive().nullable(),
  orderNo: z.string().min(1).nullable(),
  reason: z.string().min(1),
});
export type PointsEarned = z.infer<typeof pointsEarnedSchema>;

export const pointsRedeemedSchema = z.object({
  memberId,
  points,
  orderId: z.number().int().positive(),
  orderNo: z.string().min(1),
});
export type PointsRedeemed = z.infer<typeof pointsRedeemedSchema>;

export const pointsExpiredSchema = z.object({
  memberId,
  points,
  reason: z.string().min(1),
});
export type PointsExpired = z.infer<typeof pointsExpiredSchema>;

export const POINTS_EVENTS_SCHEMA_VERSION = 1;

export const pointsEventSchemas = {
  PointsEarned: pointsEarnedSchema,
  PointsRedeemed: pointsRedeemedSchema,
  PointsExpired: pointsExpiredSchema,
} as const;
export type PointsEventType = keyof typeof pointsEventSchemas;

export type PointsEvent =
  | { type: 'PointsEarned'; data: PointsEarned }
  | { type: 'PointsRedeemed'; data: PointsRedeemed }
  | { type: 'PointsExpired'; data: PointsExpired };

export function pointsStreamId(memberId: number): string {
  return `points-${memberId}`;
}

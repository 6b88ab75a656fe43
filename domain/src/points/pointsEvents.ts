import { z } from 'zod';
import { type EventsOf, eventCodec } from '../eventCodec.ts';

/**
 * The payloads of the points events (schema version 1), in stream `points-{memberId}`: the member's points
 * and the paid spend that makes a VIP. Each is parsed by the reader that handles it; stored events are never
 * rewritten (domain/src/eventCodec.ts says what a changed shape needs).
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

const ofOrder = { memberId, orderId: z.number().int().positive(), orderNo: z.string().min(1) };
const cents = z.number().int().nonnegative();

/** A paid order counted towards the VIP threshold: `spend` is the goods paid in money (points cash excluded). */
export const purchaseRecordedSchema = z.object({ ...ofOrder, spend: cents });
/** A cancelled order's spend taken off the VIP count again. */
export const purchaseCanceledSchema = z.object({ ...ofOrder, spend: cents });
/** Points an order redeemed, given back because the order was cancelled. */
export const pointsRefundedSchema = z.object({ ...ofOrder, points });
/** Points an order earned, taken back because the order was cancelled (never more than the balance). */
export const pointsReversedSchema = z.object({ ...ofOrder, points });
export const vipUpgradedSchema = z.object({
  memberId,
  reason: z.enum(['SPEND_THRESHOLD', 'GRANTED']),
  /** Paid spend counted when the upgrade happened, in cents. */
  paidSpend: cents,
  /** The order whose payment passed the threshold; null for a grant. */
  orderId: z.number().int().positive().nullable(),
});
export const vipLapsedSchema = z.object({ memberId, reason: z.string().min(1) });
/** The most points one staff adjustment may move, either way. */
export const MAX_POINTS_ADJUSTMENT = 1_000_000;
/** A staff correction of the balance: `points` added (positive) or taken (negative), with the reason given. */
export const pointsAdjustedSchema = z.object({
  memberId,
  points: z
    .number()
    .int()
    .min(-MAX_POINTS_ADJUSTMENT)
    .max(MAX_POINTS_ADJUSTMENT)
    .refine((value) => value !== 0, 'An adjustment moves at least one point.'),
  reason: z.string().trim().min(1).max(200),
});

export const POINTS_EVENTS_SCHEMA_VERSION = 1;

export const pointsEventDefinitions = {
  PointsEarned: { schemaVersion: POINTS_EVENTS_SCHEMA_VERSION, schema: pointsEarnedSchema },
  PointsRedeemed: { schemaVersion: POINTS_EVENTS_SCHEMA_VERSION, schema: pointsRedeemedSchema },
  PointsExpired: { schemaVersion: POINTS_EVENTS_SCHEMA_VERSION, schema: pointsExpiredSchema },
  PointsRefunded: { schemaVersion: 1, schema: pointsRefundedSchema },
  PointsReversed: { schemaVersion: 1, schema: pointsReversedSchema },
  PurchaseRecorded: { schemaVersion: 1, schema: purchaseRecordedSchema },
  PurchaseCanceled: { schemaVersion: 1, schema: purchaseCanceledSchema },
  VipUpgraded: { schemaVersion: 1, schema: vipUpgradedSchema },
  VipLapsed: { schemaVersion: 1, schema: vipLapsedSchema },
  PointsAdjusted: { schemaVersion: 1, schema: pointsAdjustedSchema },
} as const;

export type PointsEventType = keyof typeof pointsEventDefinitions;

export type PointsEvent = EventsOf<typeof pointsEventDefinitions>;
export const pointsEvents = eventCodec(pointsEventDefinitions);

export function pointsStreamId(memberId: number): string {
  return `points-${memberId}`;
}

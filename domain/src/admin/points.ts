import { z } from 'zod';
import { pointsAdjustedSchema } from '../points/pointsEvents.ts';

/** The points section's adjustment form: ± points and the reason, as the PointsAdjusted event records them. */
export const pointsAdjustmentSchema = z.object({
  points: z.coerce.number().pipe(pointsAdjustedSchema.shape.points),
  reason: pointsAdjustedSchema.shape.reason,
});
export type PointsAdjustmentForm = z.infer<typeof pointsAdjustmentSchema>;

export const POINTS_RECORD_SORTS = ['recordedAt'] as const;

/** One line of a member's ledger (the memberPoints read model). */
export const pointsRecordSchema = z.object({
  recordedAt: z.string(),
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  earnedPoint: z.number().int(),
  usedPoint: z.number().int(),
  reason: z.string().nullable(),
});
export type PointsRecord = z.infer<typeof pointsRecordSchema>;

/** GET /api/admin/members/:memberId/points: the balance and one page of the ledger, newest first. */
export const memberLedgerSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  level: z.enum(['ordinary', 'vip']),
  balance: z.number().int(),
  items: z.array(pointsRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MemberLedger = z.infer<typeof memberLedgerSchema>;

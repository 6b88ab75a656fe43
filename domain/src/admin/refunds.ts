import { z } from 'zod';
import type { refundOwedSchema } from './apiSchemas.ts';
import { refundAmountSchema } from './orders.ts';

/**
 * The back office's refunds owed (docs/backOffice.md, "Refunds owed"): one line per gateway transaction the
 * shop must pay back (a second capture of a paid order, money after cancellation, a cancelled paid order),
 * the form that records one refunded, and the lines of the reconciliation export.
 */

/** A line of the list, declared by its schema (apiSchemas.ts). */
export type RefundOwed = z.infer<typeof refundOwedSchema>;

/** Records the refund of one owed transaction as done (at the gateway's console or in cash). */
export const recordRefundOwedSchema = z.object({
  orderId: z.coerce.number().int().min(1).max(2_147_483_647),
  gatewayReference: z.string().trim().min(1).max(100),
  expectedVersion: z.coerce.number().int().min(0).max(1_000_000),
  amount: refundAmountSchema,
  note: z.string().trim().min(1, 'Required.').max(200),
});
export type RecordRefundOwed = z.infer<typeof recordRefundOwedSchema>;

/** What a gateway transaction did to its order, as the reconciliation export says it. */
export const RECONCILIATION_RESULTS = [
  'paid',
  'refund owed',
  'refunded',
  'partly refunded',
  'declined',
  'canceled at gateway',
  'repeated',
  'ignored',
] as const;
export type ReconciliationResult = (typeof RECONCILIATION_RESULTS)[number];

import { z } from 'zod';
import { VIP_SPEND_THRESHOLD } from '../points/pointsLedger.ts';
import {
  BIRTHDAY_MONTH_MULTIPLIER,
  CENTS_PER_EARNED_POINT,
  MAX_POINTS_CASH_PER_ORDER,
  MAX_POINTS_PER_ORDER,
  POINTS_PER_DOLLAR,
} from '../points/pointsRules.ts';

/**
 * The membership scheme as the pricing and points code applies it. These are the constants that code reads
 * (points/pointsRules.ts, points/pointsLedger.ts), shown read-only: changing one is a code change with its
 * tests, not a form (docs/backOffice.md, "Memberships").
 */
export const MEMBERSHIP_RULES = {
  /** Paid spend over this (cents) makes an ordinary member VIP. */
  vipSpendThreshold: VIP_SPEND_THRESHOLD,
  /** Cents spent per point earned (VIP only): HK$1 gives 1 point. */
  centsPerEarnedPoint: CENTS_PER_EARNED_POINT,
  birthdayMonthMultiplier: BIRTHDAY_MONTH_MULTIPLIER,
  /** Points worth HK$1 when redeemed. */
  pointsPerDollar: POINTS_PER_DOLLAR,
  maxPointsPerOrder: MAX_POINTS_PER_ORDER,
  maxPointsCashPerOrder: MAX_POINTS_CASH_PER_ORDER,
} as const;

/** The two levels of seed 000: memberLevelId 1 ordinary, 2 VIP (ROLE_VIP). */
export const MEMBER_LEVELS = [
  { levelId: 1, level: 'ordinary', authority: 'ROLE_MEMBER', earnsPoints: false, spendsPoints: false },
  { levelId: 2, level: 'vip', authority: 'ROLE_VIP', earnsPoints: true, spendsPoints: true },
] as const;

export const membershipsAnswerSchema = z.object({
  levels: z.array(
    z.object({
      levelId: z.number().int(),
      level: z.enum(['ordinary', 'vip']),
      authority: z.string(),
      earnsPoints: z.boolean(),
      spendsPoints: z.boolean(),
      /** Members at this level now (disabled ones included). */
      members: z.number().int(),
    }),
  ),
  rules: z.object({
    vipSpendThreshold: z.number().int(),
    centsPerEarnedPoint: z.number().int(),
    birthdayMonthMultiplier: z.number().int(),
    pointsPerDollar: z.number().int(),
    maxPointsPerOrder: z.number().int(),
    maxPointsCashPerOrder: z.number().int(),
  }),
});
export type MembershipsAnswer = z.infer<typeof membershipsAnswerSchema>;

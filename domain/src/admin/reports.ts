import { z } from 'zod';
import type {
  membersByLevelRowSchema,
  pointsRowSchema,
  salesRowSchema,
  topProductRowSchema,
} from './apiSchemas.ts';

/** The longest range a report covers: a year and a day (a leap year's). */
export const MAX_REPORT_DAYS = 366;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .refine(
    (text) =>
      !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
      new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
    'No such date.',
  );

/** Dates are Hong Kong calendar days; `to` is included. */
export const reportRangeSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    by: z.enum(['day', 'week']).default('day'),
  })
  .refine((range) => range.from <= range.to, { message: 'The range ends before it starts.', path: ['to'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < MAX_REPORT_DAYS, {
    message: `A report covers at most ${MAX_REPORT_DAYS} days.`,
    path: ['to'],
  });

export type ReportRange = z.infer<typeof reportRangeSchema>;

// The reports' rows, declared by their schemas (apiSchemas.ts).

export type SalesRow = z.infer<typeof salesRowSchema>;
export type TopProductRow = z.infer<typeof topProductRowSchema>;
export type PointsRow = z.infer<typeof pointsRowSchema>;
export type MembersByLevelRow = z.infer<typeof membersByLevelRowSchema>;

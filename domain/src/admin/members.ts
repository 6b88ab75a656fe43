import { z } from 'zod';

/** The members section's table: sortable columns and filters (search by phone or name). */
export const MEMBER_SORTS = ['createdAt', 'name', 'phone', 'memberId'] as const;

export const memberFilterSchema = z.object({
  level: z.enum(['ordinary', 'vip']).optional(),
  status: z.enum(['active', 'disabled']).optional(),
});

/** One row of the members table. */
export const memberListItemSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  callingCode: z.string(),
  email: z.string(),
  level: z.enum(['ordinary', 'vip']),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

/** A member as staff view them: the profile, level, points balance and orders, and whether disabled. */
export const memberDetailSchema = memberListItemSchema.extend({
  firstname: z.string(),
  lastname: z.string(),
  gender: z.string().nullable(),
  birthdayMonth: z.number().int().nullable(),
  acceptPromotion: z.boolean(),
  membershipExpireDate: z.string().nullable(),
  disabledAt: z.string().nullable(),
  pointsBalance: z.number().int(),
  orderCount: z.number().int(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** PUT /api/admin/members/:memberId/status: disable (with a reason for the record) or enable again. */
export const memberStatusSchema = z.discriminatedUnion('disabled', [
  z.object({ disabled: z.literal(true), reason: z.string().trim().min(1).max(200) }),
  z.object({ disabled: z.literal(false), reason: z.string().trim().max(200).optional() }),
]);
export type MemberStatusForm = z.infer<typeof memberStatusSchema>;

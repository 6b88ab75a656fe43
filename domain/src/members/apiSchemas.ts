import { z } from 'zod';

/**
 * The contract of the member calls (login, sign-up, password reset, the member's own record and addresses)
 * and of the reference data their forms read (locations, age groups): the bff answers through these schemas
 * and the web imports them, so neither side can drift. Field names are the specification's (spec 000 §3, §7).
 */

const int = z.number().int();

/** `{ status: 'success' }`: POST login (the token is in the Authorization header) and POST logout. */
export const successAnswerSchema = z.object({ status: z.literal('success') });

/** POST login/phone: the code was texted; a new one may be asked for after resendAfterSeconds. */
export const codeSentAnswerSchema = z.object({
  status: z.literal('sent'),
  resendAfterSeconds: int.positive(),
  expiresInSeconds: int.positive(),
});
export type CodeSentAnswer = z.infer<typeof codeSentAnswerSchema>;

/** A member token as plain text (also in the Authorization header): social login, member/refreshToken. */
export const memberTokenTextSchema = z.string();

/** What POST member/resetPassword answers when the password was changed (the storefront compares it). */
export const PASSWORD_RESET_TEXT = 'Password is reseted';
export const passwordResetTextSchema = z.literal(PASSWORD_RESET_TEXT);

/** A refused field of a member form: its code (domain/src/members/memberMessages.ts or INVALID) and the
 * zh-HK sentence. */
export const fieldIssueSchema = z.object({ field: z.string(), code: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/**
 * POST member/add and member/addOauth: 1 email taken, 2 phone taken, 3 SMS error, 4 wrong code, 5 success;
 * 500 an invalid form, with each refused field.
 */
export const signUpAnswerSchema = z.union([
  z.object({ status: z.literal(500), message: z.string(), errors: z.array(fieldIssueSchema) }),
  z.object({ status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]) }),
]);
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;

/** GET member/ and POST member/update: the caller's own record. */
export const memberAnswerSchema = z.object({
  memberId: int,
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  locationId: int,
  birthdayMonth: int.nullable(),
  ageGroup: z.object({ ageGroupId: int, ageGroupName: z.string() }).nullable(),
  memberLevelId: int,
  memberLevel: z.string(),
  validPoint: z.number(),
  /** Hong Kong date (YYYY-MM-DD), or null for none. */
  membershipExpireDate: z.string().nullable(),
});
export type MemberAnswer = z.infer<typeof memberAnswerSchema>;

/** A saved delivery address: member/address answers one (POST, PUT) or the whole list (GET, DELETE, default). */
export const addressAnswerSchema = z.object({
  addressId: int,
  recipient: z.string(),
  contactNumber: z.string(),
  phoneCountryId: int,
  countryId: int,
  countryCode: z.string(),
  addressProvince: z.string(),
  addressCity: z.string(),
  addressZone: z.string(),
  addressRow1: z.string(),
  addressRow2: z.string(),
  addressRow3: z.string(),
  addressRow4: z.string(),
  isDefault: z.boolean(),
});
export type AddressAnswer = z.infer<typeof addressAnswerSchema>;
export const addressListAnswerSchema = z.array(addressAnswerSchema);

/** GET ageGroup/all: every group; status 1 is offered in the forms. */
export const ageGroupAnswerSchema = z.object({
  ageGroupId: int,
  ageGroupName: z.string(),
  ageGroupNameEng: z.string(),
  status: int,
});
export type AgeGroupAnswer = z.infer<typeof ageGroupAnswerSchema>;

/**
 * A country or region of GET location/, with its calling code and phone length; Hong Kong carries its
 * region → district → area hierarchy and the areas' English names.
 */
export const locationAnswerSchema = z.object({
  locationId: int,
  countryName: z.string(),
  countryNameEng: z.string(),
  countryCode: z.string(),
  callingCode: z.string(),
  numberOfDigit: int,
  provinceDistricts: z.record(z.string(), z.array(z.string())).optional(),
  cityZones: z.record(z.string(), z.array(z.string())).optional(),
  areaNamesEng: z.record(z.string(), z.string()).optional(),
});
export type LocationAnswer = z.infer<typeof locationAnswerSchema>;

/** GET dev/sms (outside production): the texts the development outbox holds for a number, newest first. */
export const outboxSmsAnswerSchema = z.object({
  phone: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  sentAt: z.string(),
});

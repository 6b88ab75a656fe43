import { z } from 'zod';
import {
  digitsOnly,
  formBoolean,
  formInt,
  formPhone,
  formText,
  MAX_SMALLINT,
  optionalFormId,
} from './formValues.ts';
import { DEFAULT_NUMBER_OF_DIGIT, MEMBER_PHONE_LOCATION_IDS, type NumberOfDigitLookup } from './phone.ts';

export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it stays cheap. */
export const MAX_PASSWORD_LENGTH = 128;
export const VERIFICATION_CODE_LENGTH = 6;
export const MAX_NAME_LENGTH = 50;
export const MAX_EMAIL_LENGTH = 254;
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

const memberLocationId = formInt('LOCATION_UNSUPPORTED').refine(
  (id) => MEMBER_PHONE_LOCATION_IDS.includes(id),
  {
    error: 'LOCATION_UNSUPPORTED',
  },
);

const password = z
  .string({ error: 'PASSWORD_TOO_SHORT' })
  .min(MIN_PASSWORD_LENGTH, { error: 'PASSWORD_TOO_SHORT' })
  .max(MAX_PASSWORD_LENGTH, { error: 'PASSWORD_TOO_LONG' });

const verificationCode = formText('VERIFICATION_CODE_REQUIRED', 12, 'VERIFICATION_CODE_REQUIRED');

const email = formText('EMAIL_REQUIRED', MAX_EMAIL_LENGTH, 'EMAIL_INVALID').pipe(
  z.email({ error: 'EMAIL_INVALID' }),
);

/** age_groups.age_group_id is a smallint. */
const ageGroup = optionalFormId('AGE_GROUP_INVALID', MAX_SMALLINT);

/**
 * The local number must have the location's digit count (8 for Hong Kong and Macau). It runs even when
 * other fields failed (`when`), so one answer lists every problem; the values may then be unparsed.
 */
function checkPhoneDigits(lookup: NumberOfDigitLookup) {
  return (value: { locationId?: unknown; phone?: unknown }, ctx: z.RefinementCtx) => {
    const { locationId, phone } = value;
    // A missing phone or an unsupported region is reported on its own.
    if (typeof locationId !== 'number' || !MEMBER_PHONE_LOCATION_IDS.includes(locationId)) return;
    if (typeof phone !== 'string' || phone === '') return;
    const digits = lookup(locationId) ?? DEFAULT_NUMBER_OF_DIGIT;
    if (phone.length !== digits) ctx.addIssue({ code: 'custom', message: 'PHONE_DIGITS', path: ['phone'] });
  };
}
const always = { when: () => true };

/** POST login/phone: where to send a verification code. */
export function sendCodeSchema(lookup: NumberOfDigitLookup) {
  return z
    .object({ locationId: memberLocationId, phone: formPhone('PHONE_REQUIRED') })
    .superRefine(checkPhoneDigits(lookup), always);
}
export type SendCodeInput = z.infer<ReturnType<typeof sendCodeSchema>>;

const signUpFields = {
  locationId: memberLocationId,
  phone: formPhone('PHONE_REQUIRED'),
  verificationCode,
  firstname: formText('FIRSTNAME_REQUIRED', MAX_NAME_LENGTH, 'NAME_TOO_LONG'),
  lastname: formText('LASTNAME_REQUIRED', MAX_NAME_LENGTH, 'NAME_TOO_LONG'),
  email,
  gender: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(GENDERS, { error: 'GENDER_REQUIRED' }),
  ),
  /** Birthday month, 1 to 12; optional. */
  birthday: z.preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value.trim()) : value,
    z
      .number({ error: 'BIRTHDAY_MONTH_INVALID' })
      .int({ error: 'BIRTHDAY_MONTH_INVALID' })
      .min(1, { error: 'BIRTHDAY_MONTH_INVALID' })
      .max(12, { error: 'BIRTHDAY_MONTH_INVALID' })
      .optional(),
  ),
  ageGroup,
  password,
  acceptPolicy: formBoolean('POLICY_NOT_ACCEPTED').refine((ticked) => ticked, {
    error: 'POLICY_NOT_ACCEPTED',
  }),
  /** The spec's spelling. */
  acceptPromoption: formBoolean('POLICY_NOT_ACCEPTED').default(false),
};

/** POST member/add: the sign-up fields as the API receives them. */
export function signUpSchema(lookup: NumberOfDigitLookup) {
  return z.object(signUpFields).superRefine(checkPhoneDigits(lookup), always);
}
export type SignUpInput = z.infer<ReturnType<typeof signUpSchema>>;

/** The sign-up form in the browser: the same fields plus the retyped password. */
export function signUpFormSchema(lookup: NumberOfDigitLookup) {
  return z
    .object({ ...signUpFields, confirmPassword: z.string({ error: 'PASSWORD_MISMATCH' }) })
    .superRefine(checkPhoneDigits(lookup), always)
    .refine((form) => form.confirmPassword === form.password, {
      error: 'PASSWORD_MISMATCH',
      path: ['confirmPassword'],
      when: () => true,
    });
}

/** POST member/resetPassword. */
export function resetPasswordSchema(lookup: NumberOfDigitLookup) {
  return z
    .object({ locationId: memberLocationId, phone: formPhone('PHONE_REQUIRED'), verificationCode, password })
    .superRefine(checkPhoneDigits(lookup), always);
}
export type ResetPasswordInput = z.infer<ReturnType<typeof resetPasswordSchema>>;

/** POST login: the calling code followed by the local number, and the password. */
export const loginSchema = z.object({
  username: z.preprocess(
    (value) => (typeof value === 'string' ? digitsOnly(value) : value),
    z
      .string({ error: 'USERNAME_REQUIRED' })
      .min(1, { error: 'USERNAME_REQUIRED' })
      .max(20, { error: 'USERNAME_REQUIRED' }),
  ),
  password: z
    .string({ error: 'PASSWORD_REQUIRED' })
    .min(1, { error: 'PASSWORD_REQUIRED' })
    .max(MAX_PASSWORD_LENGTH, { error: 'PASSWORD_REQUIRED' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST member/update: the info page's editable fields (phone and birthday month are read-only). */
export const profileUpdateSchema = z.object({
  memberId: formInt('MEMBER_ID_INVALID').refine((id) => id > 0, { error: 'MEMBER_ID_INVALID' }),
  locationId: memberLocationId,
  firstName: formText('FIRSTNAME_REQUIRED', MAX_NAME_LENGTH, 'NAME_TOO_LONG'),
  lastName: formText('LASTNAME_REQUIRED', MAX_NAME_LENGTH, 'NAME_TOO_LONG'),
  email,
  ageGroup,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

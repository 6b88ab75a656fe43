import type { MemberMessageCode } from '@shop/domain/members/memberMessages';
import {
  DEFAULT_NUMBER_OF_DIGIT,
  HONG_KONG_LOCATION_ID,
  MACAU_LOCATION_ID,
  type NumberOfDigitLookup,
} from '@shop/domain/members/phone';
import { MIN_PASSWORD_LENGTH, resetPasswordSchema } from '@shop/domain/members/signUp';
import { z } from 'zod';
import { type FormMessages, problemsInOrder } from '../../components/forms/schemaForm.ts';
import type { MessageKey } from '../../lib/intl.tsx';
import { zhHK as messages } from './messages.ts';

/**
 * The member forms' rules are the domain's zod schemas (the same ones the API parses with); this module
 * turns their issue codes into this feature's messages, in the order the fields appear on screen.
 */

export type ValidationKey = Extract<keyof typeof messages, `account.validation.${string}`>;

/** The message of a schema issue code; the login schema's USERNAME_REQUIRED is the phone's. */
export function validationKey(code: string): ValidationKey {
  const key = `account.validation.${code === 'USERNAME_REQUIRED' ? 'PHONE_REQUIRED' : code}`;
  return Object.hasOwn(messages, key) ? (key as ValidationKey) : 'account.validation.INVALID';
}

/**
 * The member forms' words for the form kit: a problem is its code's message key, whether the schema found it
 * (its message is the code) or the server did (VALIDATION_FAILED fields carry `code`).
 */
export const memberFormMessages: FormMessages<ValidationKey> = {
  field: (issue) => validationKey(issue.code ?? issue.message),
};

/** Regions of a member's phone (sign-up, login, reset): spec 000 §5, Hong Kong (default) and Macau. */
export const MEMBER_REGIONS = [
  { locationId: HONG_KONG_LOCATION_ID, callingCode: '852', label: 'account.region.6' },
  { locationId: MACAU_LOCATION_ID, callingCode: '853', label: 'account.region.11' },
] as const satisfies ReadonlyArray<{ locationId: number; callingCode: string; label: MessageKey }>;

export function callingCodeOf(locationId: number): string {
  return MEMBER_REGIONS.find((region) => region.locationId === locationId)?.callingCode ?? '852';
}

/** Both regions have 8-digit numbers (spec 000 §3); GET location/ says so too. */
export const memberPhoneDigits: NumberOfDigitLookup = () => DEFAULT_NUMBER_OF_DIGIT;

/** Spec 000 §5: non-digits are stripped from phone numbers ("9123 4567" → "91234567"). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The login name: calling code followed by the local number. */
export function loginUsername(locationId: number, phone: string): string {
  return `${callingCodeOf(locationId)}${phoneDigits(phone)}`;
}

export type SignUpFormValues = {
  locationId: number;
  phone: string;
  verificationCode: string;
  firstname: string;
  lastname: string;
  email: string;
  gender: string;
  /** '' when not chosen. */
  birthday: string;
  ageGroup: string;
  password: string;
  confirmPassword: string;
  acceptPolicy: boolean;
  acceptPromoption: boolean;
};

/** The sign-up form's fields in screen order (its one message lists the problems so). */
export const SIGN_UP_ORDER = [
  'locationId',
  'phone',
  'verificationCode',
  'lastname',
  'firstname',
  'gender',
  'email',
  'password',
  'confirmPassword',
  'birthday',
  'ageGroup',
  'acceptPolicy',
] as const;

/**
 * The sign-up's problems as the one message spec 000 §5 asks for ("errors are joined into one message"), in
 * the order of the form: "請填寫手提電話號碼；請填寫姓氏；請選擇性別".
 */
export function joinedProblemsMessage(
  keys: readonly MessageKey[],
  t: (key: MessageKey, values?: Record<string, string>) => string,
): string | null {
  if (keys.length === 0) return null;
  return keys.map((key) => t(key)).join(t('account.registration.problemSeparator'));
}

/** The retype field is marked invalid while it differs from the password (once something is typed). */
export function confirmDiffers(password: string, confirm: string): boolean {
  return confirm !== '' && confirm !== password;
}

/**
 * The forgot-password form: POST member/resetPassword's schema, and the retyped password equal to the new
 * one once that one is long enough to be checked.
 */
export const resetFormSchema = resetPasswordSchema(memberPhoneDigits)
  .safeExtend({ confirmPassword: z.string() })
  .refine(
    (form) =>
      typeof form.password !== 'string' ||
      form.password.length < MIN_PASSWORD_LENGTH ||
      form.confirmPassword === form.password,
    { error: 'PASSWORD_MISMATCH', path: ['confirmPassword'], when: () => true },
  );

/** The reset form's fields in screen order (its alert lists the problems so). */
export const RESET_ORDER = [
  'locationId',
  'phone',
  'verificationCode',
  'password',
  'confirmPassword',
] as const;

/** Before a code is sent: a phone with the right number of digits. */
export function phoneProblems(phone: string): ValidationKey[] {
  const digits = phoneDigits(phone);
  if (digits === '') return ['account.validation.PHONE_REQUIRED'];
  if (digits.length !== DEFAULT_NUMBER_OF_DIGIT) return ['account.validation.PHONE_DIGITS'];
  return [];
}

/** The login form's values as POST login's schema reads them: no number typed is no username. */
export function loginInput(values: { locationId: number; phone: string; password: string }) {
  return {
    username: phoneDigits(values.phone) === '' ? '' : loginUsername(values.locationId, values.phone),
    password: values.password,
  };
}

/** The profile form's fields in screen order (the info page's alert lists its problems so). */
export const PROFILE_ORDER = ['lastName', 'firstName', 'email', 'ageGroup'] as const;

/**
 * "Next" after login: only a path inside this shop (no `//host` or `https:`), never back to the login or
 * sign-up page; anything else goes home.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (/^\/(login|registration)(?:[/?#]|$)/.test(next)) return '/';
  return next;
}

/** The sign-up status messages of spec 000 §8; unknown statuses read as "check the data". */
export function signUpStatusKey(status: number): MessageKey {
  switch (status) {
    case 1:
      return 'account.registration.status.1';
    case 2:
      return 'account.registration.status.2';
    case 3:
      return 'account.registration.status.3';
    case 4:
      return 'account.registration.status.4';
    case 5:
      return 'account.registration.status.5';
    default:
      return 'account.registration.status.500';
  }
}

// Addresses ------------------------------------------------------------------------------------------

export type AddressFormValues = {
  recipient: string;
  phoneCountryId: number;
  contactNumber: string;
  addressProvince: string;
  addressCity: string;
  addressZone: string;
  addressRow1: string;
  addressRow2: string;
  addressRow3: string;
  addressRow4: string;
};

/** The fields the alert lists when missing, in form order, with their labels (spec 000 §5). */
export const ADDRESS_REQUIRED_FIELDS = [
  { field: 'recipient', code: 'RECIPIENT_REQUIRED', label: 'account.address.recipient' },
  { field: 'addressRow1', code: 'ADDRESS_REQUIRED', label: 'account.address.row1' },
  { field: 'contactNumber', code: 'CONTACT_NUMBER_REQUIRED', label: 'account.address.contactNumber' },
  { field: 'addressProvince', code: 'REGION_REQUIRED', label: 'account.address.region' },
  { field: 'addressCity', code: 'DISTRICT_REQUIRED', label: 'account.address.district' },
  { field: 'addressZone', code: 'SUB_DISTRICT_REQUIRED', label: 'account.address.zone' },
] as const satisfies ReadonlyArray<{
  field: keyof AddressFormValues;
  code: MemberMessageCode;
  label: MessageKey;
}>;

export type AddressField = (typeof ADDRESS_REQUIRED_FIELDS)[number]['field'];

export interface AddressProblems {
  /** Required fields left empty (the placeholder "please select" counts as empty). */
  missing: AddressField[];
  /** Other problems (wrong digit count, unknown district...). */
  others: ValidationKey[];
}

/** The address form's problems, from its fields' (the form kit's errors in this feature's keys). */
export function addressProblems(errors: Partial<Record<string, ValidationKey>>): AddressProblems {
  const missing = ADDRESS_REQUIRED_FIELDS.filter(
    (required) => errors[required.field] === validationKey(required.code),
  ).map((required) => required.field);
  const others = Object.fromEntries(
    Object.entries(errors).filter(([field]) => !missing.includes(field as AddressField)),
  );
  return {
    missing,
    others: problemsInOrder(
      others,
      ADDRESS_REQUIRED_FIELDS.map((required) => required.field),
    ),
  };
}

/** "請填寫收件人、地址": the labels of the missing fields joined by the catalogue's separator (、). */
export function missingFieldsMessage(
  missing: readonly AddressField[],
  t: (key: MessageKey, values?: Record<string, string>) => string,
): string | null {
  if (missing.length === 0) return null;
  const labels = ADDRESS_REQUIRED_FIELDS.filter((required) => missing.includes(required.field)).map(
    (required) => t(required.label),
  );
  return t('account.address.fillIn', { fields: labels.join(t('account.address.separator')) });
}

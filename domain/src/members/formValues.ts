import { z } from 'zod';

/**
 * Bodies arrive form-encoded (every value a string) or as JSON. These read both: '' means absent, '6' and 6
 * are the same number, 'true' / 'on' / '1' and true are the same tick.
 */
const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The ranges of Postgres' `integer` and `smallint`: a number past its column is bad input, not a 500. */
export const MAX_INTEGER = 2_147_483_647;
export const MAX_SMALLINT = 32_767;

/** A whole number from a string or a number, within `integer` (or a smaller `max`); blank is absent. */
export function formInt(error: string, max = MAX_INTEGER) {
  return z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      return typeof present === 'string' ? Number(present.trim()) : present;
    },
    z
      .number({ error })
      .int({ error })
      .min(-max - 1, { error })
      .max(max, { error }),
  );
}

/** An optional id (a positive whole number within `max`); blank and null are absent. */
export function optionalFormId(error: string, max = MAX_INTEGER) {
  return z.preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value.trim()) : value,
    z.number({ error }).int({ error }).positive({ error }).max(max, { error }).optional(),
  );
}

/** Trimmed text; blank is absent, so a required field reports the field's code rather than a type error. */
export function formText(error: string, max: number, tooLong = 'TEXT_TOO_LONG') {
  return z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z.string({ error }).max(max, { error: tooLong }),
  );
}

/** Optional trimmed text: blank and absent become ''. */
export function optionalFormText(max: number, tooLong = 'TEXT_TOO_LONG') {
  return z.preprocess(
    (value) =>
      value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : value,
    z.string({ error: tooLong }).max(max, { error: tooLong }),
  );
}

const TRUE_VALUES = new Set<unknown>([true, 1, 'true', 'on', '1', 'yes']);
const FALSE_VALUES = new Set<unknown>([false, 0, 'false', 'off', '0', 'no', '', undefined, null]);

/** A tick box: checked values are true, unchecked (or absent) ones false, anything else an error. */
export function formBoolean(error: string) {
  return z.preprocess(
    (value) => (TRUE_VALUES.has(value) ? true : FALSE_VALUES.has(value) ? false : value),
    z.boolean({ error }),
  );
}

/** Digits only: spaces, hyphens, brackets and a leading + are dropped ("9123 4567" → "91234567"). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** A phone number as digits; blank, or nothing but separators, is absent. */
export function formPhone(error: string) {
  return z.preprocess(
    (value) => {
      if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
      return typeof value === 'string' ? blankToUndefined(digitsOnly(value)) : value;
    },
    z.string({ error }).min(1, { error }).max(15, { error }),
  );
}

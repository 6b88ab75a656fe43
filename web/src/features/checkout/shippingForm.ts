import {
  DEFAULT_LOCATION_ID,
  DEFAULT_NUMBER_OF_DIGIT,
  HONG_KONG_LOCATION_ID,
  MACAU_LOCATION_ID,
} from '@shop/domain/members/phone';
import type { ShippingMethod } from '@shop/domain/orders/apiSchemas';

/**
 * What the shopper types or picks on the shipping step (seed 001 §2), and the rules of §5 that decide
 * whether it may go on. Pure: the machine keeps the values, the page shows the problems.
 */
export interface ShippingForm {
  shippingMethod: ShippingMethod;
  /** The destination (location id): Hong Kong 6 by default; a pick-up point decides it itself. */
  countryId: number;
  /** A member's saved address in use; null when the address is typed (always for guests). */
  addressId: number | null;
  recipient: string;
  province: string;
  city: string;
  zone: string;
  address1: string;
  address2: string;
  address3: string;
  address4: string;
  phoneCountryId: number;
  phone: string;
  /** The chosen SF locker id or SF station code. */
  pickupPoint: string;
  email: string;
  /** Billing to the delivery address (the usual case: one form less on a phone). */
  billingSameAsDelivery: boolean;
  billingFirstName: string;
  billingLastName: string;
  billingCompanyName: string;
  billingProvince: string;
  billingCity: string;
  billingZone: string;
  billingAddress1: string;
  billingAddress2: string;
  billingAddress3: string;
  billingAddress4: string;
  billingPhoneCountryId: number;
  billingPhone: string;
}

export const EMPTY_SHIPPING_FORM: ShippingForm = {
  shippingMethod: 'HOME_DELIVERY',
  countryId: DEFAULT_LOCATION_ID,
  addressId: null,
  recipient: '',
  province: '',
  city: '',
  zone: '',
  address1: '',
  address2: '',
  address3: '',
  address4: '',
  phoneCountryId: DEFAULT_LOCATION_ID,
  phone: '',
  pickupPoint: '',
  email: '',
  billingSameAsDelivery: true,
  billingFirstName: '',
  billingLastName: '',
  billingCompanyName: '',
  billingProvince: '',
  billingCity: '',
  billingZone: '',
  billingAddress1: '',
  billingAddress2: '',
  billingAddress3: '',
  billingAddress4: '',
  billingPhoneCountryId: DEFAULT_LOCATION_ID,
  billingPhone: '',
};

/**
 * Seed 001 §4: lockers and stations ship within Hong Kong (6), except the Macau points, whose codes start
 * with H853 (11). The specification says so of lockers; the demo's Macau stations carry the same prefix,
 * and pricing a Macau station as Hong Kong would charge the wrong fee, so the rule covers both.
 */
export function pickupCountryId(pointCode: string): number {
  return pointCode.toUpperCase().startsWith('H853') ? MACAU_LOCATION_ID : HONG_KONG_LOCATION_ID;
}

/** The destination the fee is priced for: a pick-up point's country, else the chosen country. */
export function destinationOf(form: Pick<ShippingForm, 'shippingMethod' | 'countryId' | 'pickupPoint'>) {
  if (form.shippingMethod === 'HOME_DELIVERY') return form.countryId;
  return form.pickupPoint === '' ? HONG_KONG_LOCATION_ID : pickupCountryId(form.pickupPoint);
}

/** Seed 001 §5: "guest phone keeps digits only"; members' numbers are checked the same way. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export type ShippingField =
  | 'recipient'
  | 'province'
  | 'city'
  | 'zone'
  | 'address'
  | 'phone'
  | 'email'
  | 'billingProvince'
  | 'billingCity'
  | 'billingZone'
  | 'billingPhone';

export interface ShippingProblems {
  /** Fields left empty, in the order they appear on screen ("please select" is empty). */
  missing: ShippingField[];
  /** A locker or station method with no point chosen. */
  pointMissing: 'SF_LOCKER' | 'SF_STATION' | null;
  /** The contact phone has the wrong number of digits: the number it must have. */
  phoneDigits: number | null;
  billingPhoneDigits: number | null;
}

export type NumberOfDigit = (locationId: number) => number | undefined;

const blank = (value: string) => value.trim() === '';

/** Billing as it will be sent: the delivery address when "same as delivery" is ticked. */
export function effectiveBilling(form: ShippingForm) {
  const same = form.billingSameAsDelivery && form.shippingMethod === 'HOME_DELIVERY';
  return {
    billingFirstName: form.billingFirstName.trim(),
    billingLastName: form.billingLastName.trim(),
    billingCompanyName: form.billingCompanyName.trim(),
    billingProvince: same ? form.province : form.billingProvince,
    billingCity: same ? form.city : form.billingCity,
    billingZone: same ? form.zone : form.billingZone,
    billingAddress1: (same ? form.address1 : form.billingAddress1).trim(),
    billingAddress2: (same ? form.address2 : form.billingAddress2).trim(),
    billingAddress3: (same ? form.address3 : form.billingAddress3).trim(),
    billingAddress4: (same ? form.address4 : form.billingAddress4).trim(),
    billingPhoneCountryId: same ? form.phoneCountryId : form.billingPhoneCountryId,
    billingPhone: digitsOnly(same ? form.phone : form.billingPhone),
    billingEmail: form.email.trim(),
  };
}

function wrongLength(phone: string, locationId: number, numberOfDigit: NumberOfDigit): number | null {
  const expected = numberOfDigit(locationId) ?? DEFAULT_NUMBER_OF_DIGIT;
  const digits = digitsOnly(phone);
  return digits !== '' && digits.length !== expected ? expected : null;
}

/**
 * Seed 001 §5, next step. Home delivery: recipient, province, city, zone, at least one address row,
 * billing province, city, zone, email, and billing and contact phones of the country's length. Locker or
 * station: the point, the recipient, the phone and the email. A phone of the wrong length is its own
 * message (it is not empty); the length is the phone country's numberOfDigit, 8 when unknown.
 */
export function shippingProblems(form: ShippingForm, numberOfDigit: NumberOfDigit): ShippingProblems {
  const missing: ShippingField[] = [];
  const need = (field: ShippingField, value: string) => {
    if (blank(value)) missing.push(field);
  };
  const home = form.shippingMethod === 'HOME_DELIVERY';
  need('recipient', form.recipient);
  if (home) {
    need('province', form.province);
    need('city', form.city);
    need('zone', form.zone);
    if ([form.address1, form.address2, form.address3, form.address4].every(blank)) missing.push('address');
  }
  need('phone', form.phone);
  need('email', form.email);
  let billingPhoneDigits: number | null = null;
  if (home) {
    const billing = effectiveBilling(form);
    need('billingProvince', billing.billingProvince);
    need('billingCity', billing.billingCity);
    need('billingZone', billing.billingZone);
    need('billingPhone', billing.billingPhone);
    if (!form.billingSameAsDelivery)
      billingPhoneDigits = wrongLength(billing.billingPhone, billing.billingPhoneCountryId, numberOfDigit);
  }
  const pointMissing =
    form.shippingMethod !== 'HOME_DELIVERY' && blank(form.pickupPoint) ? form.shippingMethod : null;
  return {
    // Billing copied from the delivery address repeats the delivery's own gaps: say each once.
    missing:
      home && form.billingSameAsDelivery ? missing.filter((field) => !field.startsWith('billing')) : missing,
    pointMissing,
    phoneDigits: wrongLength(form.phone, form.phoneCountryId, numberOfDigit),
    billingPhoneDigits,
  };
}

export function hasProblems(problems: ShippingProblems): boolean {
  return (
    problems.missing.length > 0 ||
    problems.pointMissing !== null ||
    problems.phoneDigits !== null ||
    problems.billingPhoneDigits !== null
  );
}

/**
 * Whether a NEXT's problems name this control, so it is marked invalid beside the one alert until the next
 * valid NEXT: the first address row stands for "an address", a phone of the wrong length is marked too.
 */
export function isMarked(problems: ShippingProblems | null, field: keyof ShippingForm): boolean {
  if (!problems) return false;
  switch (field) {
    case 'address1':
      return problems.missing.includes('address');
    case 'pickupPoint':
      return problems.pointMissing !== null;
    case 'phone':
      return problems.missing.includes('phone') || problems.phoneDigits !== null;
    case 'billingPhone':
      return problems.missing.includes('billingPhone') || problems.billingPhoneDigits !== null;
    default:
      return (problems.missing as readonly string[]).includes(field);
  }
}

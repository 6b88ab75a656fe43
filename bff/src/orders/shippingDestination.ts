import { DEFAULT_NUMBER_OF_DIGIT } from '@shop/domain/members/phone';
import type { ShippingMethod } from '@shop/domain/orders/apiSchemas';
import type { ShippingSnapshot } from '@shop/domain/orders/orderEvents';
import type { Queryable } from '@shop/projections/ports/db';
import { badRequest } from '../errors.ts';
import { loadPhoneRules } from '../locations/locations.ts';
import { findSfLocker, findSfStation } from '../shipping/sfPoints.ts';

/** The address part of a placement as the route parsed it (domain/src/orders/apiSchemas.ts, trimmed). */
export interface DestinationInput {
  countryId: number;
  shippingMethod: ShippingMethod;
  orderAddressRecipient: string;
  orderAddressProvince: string;
  orderAddressCity: string;
  orderAddressZone: string;
  orderAddress1: string;
  orderAddress2: string;
  orderAddress3: string;
  orderAddress4: string;
  orderAddress: string;
  phone: string;
  phoneCountryId: number;
  email: string;
}

// The checkout's select boxes start on "please select": it counts as empty (seed 001 §5).
const PLACEHOLDERS = new Set(['請選擇', 'please select']);
const blank = (value: string) => value.trim() === '' || PLACEHOLDERS.has(value.trim().toLowerCase());
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requireFields(fields: Record<string, string>): void {
  const missing = Object.entries(fields)
    .filter(([, value]) => blank(value))
    .map(([field]) => field);
  if (missing.length > 0)
    throw badRequest(`Please fill in: ${missing.join(', ')}.`, 'ADDRESS_INCOMPLETE', { fields: missing });
}

/**
 * Checks where the parcel goes by the rules of seed 001 §5 and returns the snapshot the order keeps: home
 * delivery needs recipient, province, city, zone and an address row; a locker or station needs the point,
 * which must exist and be in the order's country (lockers starting H853 are Macau, 11), plus recipient and
 * email. The phone has the digit count of its country. Any failure is a 400 with a code; nothing is read
 * that could change.
 */
export async function checkDestination(db: Queryable, input: DestinationInput): Promise<ShippingSnapshot> {
  const rules = await loadPhoneRules(db);
  if (!rules.some((rule) => rule.locationId === input.countryId))
    throw badRequest('We do not deliver to this country or region.', 'COUNTRY_NOT_FOUND', {
      countryId: input.countryId,
    });
  const phoneRule = rules.find((rule) => rule.locationId === input.phoneCountryId);
  if (!phoneRule)
    throw badRequest('Unknown phone country.', 'COUNTRY_NOT_FOUND', { phoneCountryId: input.phoneCountryId });
  const digits = phoneRule.numberOfDigit ?? DEFAULT_NUMBER_OF_DIGIT;
  if (!new RegExp(`^\\d{${digits}}$`).test(input.phone))
    throw badRequest(`The phone number needs ${digits} digits.`, 'PHONE_INVALID', { numberOfDigit: digits });

  const recipient = {
    countryId: input.countryId,
    recipient: input.orderAddressRecipient.trim(),
    phone: input.phone,
    phoneCountryId: input.phoneCountryId,
  };
  if (input.shippingMethod === 'HOME_DELIVERY') {
    requireFields({
      orderAddressRecipient: input.orderAddressRecipient,
      orderAddressProvince: input.orderAddressProvince,
      orderAddressCity: input.orderAddressCity,
      orderAddressZone: input.orderAddressZone,
    });
    const rows = [input.orderAddress1, input.orderAddress2, input.orderAddress3, input.orderAddress4].map(
      (row) => row.trim(),
    ) as [string, string, string, string];
    if (rows.every((row) => row === ''))
      throw badRequest('Please fill in the address.', 'ADDRESS_INCOMPLETE', { fields: ['orderAddress1'] });
    return {
      method: 'HOME_DELIVERY',
      ...recipient,
      province: input.orderAddressProvince.trim(),
      city: input.orderAddressCity.trim(),
      zone: input.orderAddressZone.trim(),
      rows,
    };
  }

  requireFields({ orderAddressRecipient: input.orderAddressRecipient, email: input.email });
  if (!EMAIL.test(input.email.trim())) throw badRequest('The email address is not valid.', 'EMAIL_INVALID');
  const pointId = input.orderAddress.trim();
  if (pointId === '')
    throw badRequest('Please choose the pick-up point.', 'PICKUP_POINT_REQUIRED', {
      fields: ['orderAddress'],
    });
  const point =
    input.shippingMethod === 'SF_LOCKER' ? await findSfLocker(db, pointId) : await findSfStation(db, pointId);
  if (!point) throw badRequest('No such pick-up point.', 'PICKUP_POINT_NOT_FOUND', { orderAddress: pointId });
  if (point.countryId !== input.countryId)
    throw badRequest('The pick-up point is in another country or region.', 'PICKUP_POINT_COUNTRY_MISMATCH', {
      orderAddress: pointId,
      countryId: point.countryId,
    });
  return 'sfLockerId' in point
    ? { method: 'SF_LOCKER', ...recipient, sfLockerId: point.sfLockerId, address: point.address }
    : {
        method: 'SF_STATION',
        ...recipient,
        sfStationCode: point.sfStationCode,
        sfStationName: point.sfStationName,
      };
}

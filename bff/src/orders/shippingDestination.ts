import { DomainError } from '@shop/domain/errors';
import { DEFAULT_NUMBER_OF_DIGIT } from '@shop/domain/members/phone';
import type { ShippingMethod } from '@shop/domain/orders/apiSchemas';
import type { ShippingSnapshot } from '@shop/domain/orders/orderEvents';
import type { Queryable } from '@shop/projections/ports/db';
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
    throw new DomainError('ADDRESS_INCOMPLETE', `Please fill in: ${missing.join(', ')}.`, {
      fields: missing,
    });
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
    throw new DomainError('COUNTRY_NOT_FOUND', 'We do not deliver to this country or region.', {
      countryId: input.countryId,
    });
  const phoneRule = rules.find((rule) => rule.locationId === input.phoneCountryId);
  if (!phoneRule)
    throw new DomainError('COUNTRY_NOT_FOUND', 'Unknown phone country.', {
      phoneCountryId: input.phoneCountryId,
    });
  const digits = phoneRule.numberOfDigit ?? DEFAULT_NUMBER_OF_DIGIT;
  if (!new RegExp(`^\\d{${digits}}$`).test(input.phone))
    throw new DomainError('PHONE_INVALID', `The phone number needs ${digits} digits.`, {
      numberOfDigit: digits,
    });

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
      throw new DomainError('ADDRESS_INCOMPLETE', 'Please fill in the address.', {
        fields: ['orderAddress1'],
      });
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
  if (!EMAIL.test(input.email.trim()))
    throw new DomainError('EMAIL_INVALID', 'The email address is not valid.');
  const pointId = input.orderAddress.trim();
  if (pointId === '')
    throw new DomainError('PICKUP_POINT_REQUIRED', 'Please choose the pick-up point.', {
      fields: ['orderAddress'],
    });
  const point =
    input.shippingMethod === 'SF_LOCKER' ? await findSfLocker(db, pointId) : await findSfStation(db, pointId);
  if (!point)
    throw new DomainError('PICKUP_POINT_NOT_FOUND', 'No such pick-up point.', { orderAddress: pointId });
  if (point.countryId !== input.countryId)
    throw new DomainError(
      'PICKUP_POINT_COUNTRY_MISMATCH',
      'The pick-up point is in another country or region.',
      {
        orderAddress: pointId,
        countryId: point.countryId,
      },
    );
  return 'sfLockerId' in point
    ? { method: 'SF_LOCKER', ...recipient, sfLockerId: point.sfLockerId, address: point.address }
    : {
        method: 'SF_STATION',
        ...recipient,
        sfStationCode: point.sfStationCode,
        sfStationName: point.sfStationName,
      };
}

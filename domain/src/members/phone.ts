/** Regions of a member's phone (sign-up, login, reset): Hong Kong and Macau only. */
export const HONG_KONG_LOCATION_ID = 6;
export const MACAU_LOCATION_ID = 11;
export const MEMBER_PHONE_LOCATION_IDS: readonly number[] = [HONG_KONG_LOCATION_ID, MACAU_LOCATION_ID];

/** Delivery addresses are in Hong Kong only; their contact number may be a Hong Kong or Macau one. */
export const ADDRESS_LOCATION_IDS: readonly number[] = [HONG_KONG_LOCATION_ID];
export const ADDRESS_PHONE_LOCATION_IDS: readonly number[] = [HONG_KONG_LOCATION_ID, MACAU_LOCATION_ID];

export const DEFAULT_LOCATION_ID = HONG_KONG_LOCATION_ID;
export const DEFAULT_CALLING_CODE = '852';
/** Digits of a local number when the location does not say (8 for Hong Kong and Macau). */
export const DEFAULT_NUMBER_OF_DIGIT = 8;

/** What the forms need to know about a location's phone numbers (from GET location/). */
export interface PhoneRule {
  locationId: number;
  callingCode: string;
  numberOfDigit: number;
}

/** Digit count of a location's local numbers; the default when the location is unknown to the caller. */
export type NumberOfDigitLookup = (locationId: number) => number | undefined;

export const defaultNumberOfDigit: NumberOfDigitLookup = () => DEFAULT_NUMBER_OF_DIGIT;

/** The login name of a member: calling code followed by the local number ("852" + "91234567"). */
export function loginUsername(callingCode: string, phone: string): string {
  return `${callingCode}${phone}`;
}

/**
 * The (location, local number) pairs a login name can stand for: the calling code is a prefix and the rest
 * has exactly the location's digit count. Usually one pair, none for a name that is no phone of ours.
 */
export function phoneCandidates(
  username: string,
  rules: readonly PhoneRule[],
): { locationId: number; phone: string }[] {
  const digits = username.replace(/\D/g, '');
  return rules
    .filter(
      (rule) =>
        digits.startsWith(rule.callingCode) && digits.length === rule.callingCode.length + rule.numberOfDigit,
    )
    .map((rule) => ({ locationId: rule.locationId, phone: digits.slice(rule.callingCode.length) }));
}

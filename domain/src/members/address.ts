import { z } from 'zod';
import { formInt, formPhone, formText, optionalFormText } from './formValues.ts';
import type { MemberMessageCode } from './memberMessages.ts';
import {
  ADDRESS_PHONE_LOCATION_IDS,
  DEFAULT_LOCATION_ID,
  DEFAULT_NUMBER_OF_DIGIT,
  type NumberOfDigitLookup,
} from './phone.ts';

export const MAX_ADDRESSES = 3;
export const MAX_ADDRESS_ROW_LENGTH = 200;
export const MAX_RECIPIENT_LENGTH = 100;
/** Delivery addresses are in Hong Kong only. */
export const ADDRESS_COUNTRY_CODE = 'HK';

/** The Hong Kong hierarchy the form chooses from: region (province) → district (city) → sub-district (zone). */
export interface AddressGeography {
  numberOfDigit: NumberOfDigitLookup;
  provinces: readonly { name: string; cities: readonly { name: string; zones: readonly string[] }[] }[];
}

/** The select's placeholder option counts as empty. */
const PLACEHOLDERS = new Set(['請選擇', 'please select', 'Please select']);
const choice = z.preprocess(
  (value) => (typeof value === 'string' && PLACEHOLDERS.has(value.trim()) ? '' : value),
  optionalFormText(100),
);

const addressFields = {
  recipient: formText('RECIPIENT_REQUIRED', MAX_RECIPIENT_LENGTH),
  contactNumber: formPhone('CONTACT_NUMBER_REQUIRED'),
  phoneCountryId: formInt('PHONE_COUNTRY_UNSUPPORTED')
    .optional()
    .transform((id) => id ?? DEFAULT_LOCATION_ID)
    .refine((id) => ADDRESS_PHONE_LOCATION_IDS.includes(id), { error: 'PHONE_COUNTRY_UNSUPPORTED' }),
  countryCode: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
      z.string({ error: 'COUNTRY_UNSUPPORTED' }).optional(),
    )
    .transform((code) => code ?? ADDRESS_COUNTRY_CODE)
    .refine((code) => code === ADDRESS_COUNTRY_CODE, { error: 'COUNTRY_UNSUPPORTED' }),
  addressRow1: formText('ADDRESS_REQUIRED', MAX_ADDRESS_ROW_LENGTH),
  addressRow2: optionalFormText(MAX_ADDRESS_ROW_LENGTH),
  addressRow3: optionalFormText(MAX_ADDRESS_ROW_LENGTH),
  addressRow4: optionalFormText(MAX_ADDRESS_ROW_LENGTH),
  addressProvince: choice,
  addressCity: choice,
  addressZone: choice,
};

type Checked = 'contactNumber' | 'phoneCountryId' | 'addressProvince' | 'addressCity' | 'addressZone';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Phone digits per country; region, then district when the region has any, then zone when the district has
 * any. It runs even when other fields failed (`when`), so the alert names every missing field at once; the
 * values may then be unparsed.
 */
function checkAgainst(geography: AddressGeography) {
  return (value: { [Field in Checked]?: unknown }, ctx: z.RefinementCtx) => {
    const issue = (field: Checked, code: MemberMessageCode) =>
      ctx.addIssue({ code: 'custom', message: code, path: [field] });

    const { phoneCountryId, contactNumber } = value;
    if (
      typeof phoneCountryId === 'number' &&
      ADDRESS_PHONE_LOCATION_IDS.includes(phoneCountryId) &&
      typeof contactNumber === 'string' &&
      contactNumber !== ''
    ) {
      const digits = geography.numberOfDigit(phoneCountryId) ?? DEFAULT_NUMBER_OF_DIGIT;
      if (contactNumber.length !== digits) issue('contactNumber', 'CONTACT_NUMBER_DIGITS');
    }

    const provinceName = text(value.addressProvince);
    const cityName = text(value.addressCity);
    const zoneName = text(value.addressZone);
    if (provinceName === '') {
      if (geography.provinces.length > 0) issue('addressProvince', 'REGION_REQUIRED');
      return;
    }
    const province = geography.provinces.find((candidate) => candidate.name === provinceName);
    if (!province) return issue('addressProvince', 'REGION_INVALID');

    if (cityName === '') {
      if (province.cities.length > 0) issue('addressCity', 'DISTRICT_REQUIRED');
      return;
    }
    const city = province.cities.find((candidate) => candidate.name === cityName);
    if (!city) return issue('addressCity', 'DISTRICT_INVALID');

    if (zoneName === '') {
      if (city.zones.length > 0) issue('addressZone', 'SUB_DISTRICT_REQUIRED');
      return;
    }
    if (!city.zones.includes(zoneName)) issue('addressZone', 'SUB_DISTRICT_INVALID');
  };
}
const always = { when: () => true };

/** POST member/address: a new address. */
export function addressSchema(geography: AddressGeography) {
  return z.object(addressFields).superRefine(checkAgainst(geography), always);
}
export type AddressInput = z.infer<ReturnType<typeof addressSchema>>;

const addressId = formInt('ADDRESS_ID_INVALID').refine((id) => id > 0, { error: 'ADDRESS_ID_INVALID' });

/** PUT member/address: the same fields plus the address being edited. */
export function addressEditSchema(geography: AddressGeography) {
  return z.object({ ...addressFields, addressId }).superRefine(checkAgainst(geography), always);
}

/** DELETE member/address and POST member/address/default. */
export const addressIdSchema = z.object({ addressId });

/** Labels of the fields the alert lists when they are missing. */
export const addressFieldLabelsZh: Record<string, string> = {
  recipient: '收件人',
  addressRow1: '地址',
  contactNumber: '手提電話號碼',
  addressProvince: '地區',
  addressCity: '區域',
  addressZone: '分區',
};

const REQUIRED_CODES = new Set<string>([
  'RECIPIENT_REQUIRED',
  'ADDRESS_REQUIRED',
  'CONTACT_NUMBER_REQUIRED',
  'REGION_REQUIRED',
  'DISTRICT_REQUIRED',
  'SUB_DISTRICT_REQUIRED',
]);

/**
 * The alert of the address form: 請填寫 followed by the missing fields' labels joined by the Chinese
 * enumeration comma, in form order. Null when nothing required is missing.
 */
export function missingAddressFieldsMessage(
  issues: readonly { field: string; code: string }[],
): string | null {
  const missing = Object.keys(addressFieldLabelsZh).filter((field) =>
    issues.some((issue) => issue.field === field && REQUIRED_CODES.has(issue.code)),
  );
  if (missing.length === 0) return null;
  return `請填寫${missing.map((field) => addressFieldLabelsZh[field]).join('、')}`;
}

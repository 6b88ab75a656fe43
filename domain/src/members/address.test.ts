import { describe, expect, it } from 'vitest';
import {
  type AddressGeography,
  addressEditSchema,
  addressSchema,
  missingAddressFieldsMessage,
} from './address.ts';

const geography: AddressGeography = {
  numberOfDigit: (locationId) => ({ 6: 8, 11: 8 })[locationId],
  provinces: [
    {
      name: '香港島',
      cities: [
        { name: '中西區', zones: ['中環', '上環'] },
        { name: '南區', zones: [] },
      ],
    },
    { name: '離島', cities: [] },
  ],
};

const address = {
  recipient: '陳大文',
  contactNumber: '9123 4567',
  addressRow1: '皇后大道中1號',
  addressProvince: '香港島',
  addressCity: '中西區',
  addressZone: '中環',
};

function issuesOf(input: Record<string, unknown>) {
  const result = addressSchema(geography).safeParse(input);
  return (result.error?.issues ?? []).map((issue) => ({ field: String(issue.path[0]), code: issue.message }));
}

describe('address schema', () => {
  it('reads a full address with Hong Kong defaults for the country and the phone country', () => {
    expect(addressSchema(geography).parse(address)).toEqual({
      ...address,
      contactNumber: '91234567',
      phoneCountryId: 6,
      countryCode: 'HK',
      addressRow2: '',
      addressRow3: '',
      addressRow4: '',
    });
  });

  it('lists the missing fields in form order, joined by the Chinese enumeration comma', () => {
    const issues = issuesOf({ addressProvince: '請選擇' });
    expect(issues.map((issue) => issue.code)).toEqual([
      'RECIPIENT_REQUIRED',
      'CONTACT_NUMBER_REQUIRED',
      'ADDRESS_REQUIRED',
      'REGION_REQUIRED',
    ]);
    expect(missingAddressFieldsMessage(issues)).toBe('請填寫收件人、地址、手提電話號碼、地區');
  });

  it('checks the hierarchy and the digits even when other fields are missing', () => {
    expect(issuesOf({ contactNumber: '123', addressProvince: '香港島', addressCity: '中西區' })).toEqual([
      { field: 'recipient', code: 'RECIPIENT_REQUIRED' },
      { field: 'addressRow1', code: 'ADDRESS_REQUIRED' },
      { field: 'contactNumber', code: 'CONTACT_NUMBER_DIGITS' },
      { field: 'addressZone', code: 'SUB_DISTRICT_REQUIRED' },
    ]);
  });

  it('wants the district when the region has districts, and the zone when the district has zones', () => {
    expect(issuesOf({ ...address, addressCity: '', addressZone: '' })).toEqual([
      { field: 'addressCity', code: 'DISTRICT_REQUIRED' },
    ]);
    expect(issuesOf({ ...address, addressZone: '' })).toEqual([
      { field: 'addressZone', code: 'SUB_DISTRICT_REQUIRED' },
    ]);
    expect(issuesOf({ ...address, addressCity: '南區', addressZone: '' })).toEqual([]);
    expect(issuesOf({ ...address, addressProvince: '離島', addressCity: '', addressZone: '' })).toEqual([]);
    expect(issuesOf({ ...address, addressProvince: '', addressCity: '', addressZone: '' })).toEqual([
      { field: 'addressProvince', code: 'REGION_REQUIRED' },
    ]);
  });

  it('refuses names outside the hierarchy, a district of another region and a zone of another district', () => {
    expect(issuesOf({ ...address, addressProvince: '火星' })).toEqual([
      { field: 'addressProvince', code: 'REGION_INVALID' },
    ]);
    expect(issuesOf({ ...address, addressCity: '油尖旺區' })).toEqual([
      { field: 'addressCity', code: 'DISTRICT_INVALID' },
    ]);
    expect(issuesOf({ ...address, addressZone: '旺角' })).toEqual([
      { field: 'addressZone', code: 'SUB_DISTRICT_INVALID' },
    ]);
  });

  it("checks the contact number's digits against its phone country, and only Hong Kong or Macau phones", () => {
    expect(issuesOf({ ...address, contactNumber: '912345678' })).toEqual([
      { field: 'contactNumber', code: 'CONTACT_NUMBER_DIGITS' },
    ]);
    expect(issuesOf({ ...address, phoneCountryId: '11', contactNumber: '66123456' })).toEqual([]);
    expect(issuesOf({ ...address, phoneCountryId: '1' })).toEqual([
      { field: 'phoneCountryId', code: 'PHONE_COUNTRY_UNSUPPORTED' },
    ]);
    expect(issuesOf({ ...address, countryCode: 'MO' })).toEqual([
      { field: 'countryCode', code: 'COUNTRY_UNSUPPORTED' },
    ]);
  });

  it('an edit also needs the address id', () => {
    expect(addressEditSchema(geography).safeParse(address).success).toBe(false);
    expect(addressEditSchema(geography).parse({ ...address, addressId: '4' }).addressId).toBe(4);
  });

  it('no message when nothing required is missing', () => {
    expect(missingAddressFieldsMessage([{ field: 'addressZone', code: 'SUB_DISTRICT_INVALID' }])).toBeNull();
  });
});

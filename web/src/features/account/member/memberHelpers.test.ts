import { addressSchema } from '@shop/domain/members/address';
import { describe, expect, it } from 'vitest';
import type { AddressRecord, LocationRecord } from '../api.ts';
import {
  addressLine,
  choose,
  EMPTY_ADDRESS,
  geographyFromLocations,
  optionsFor,
  valuesOf,
} from './addressForm.ts';
import { formatMemberDate } from './memberDate.ts';
import { orderHref, orderLinkKind, pageCount, requestedPage } from './orderList.ts';
import { volumeToShow } from './rewardName.ts';

describe('reward item names', () => {
  it('show the size once: not again when the name carries it', () => {
    expect(volumeToShow('蜂蜜潤唇膏 50ml', '50ml')).toBeNull();
    expect(volumeToShow('Honey Lip Balm 50 ML', '50ml')).toBeNull();
    expect(volumeToShow('蜂蜜潤唇膏', '50ml')).toBe('50ml');
    expect(volumeToShow('蜂蜜潤唇膏 100ml', '50ml')).toBe('50ml');
    expect(volumeToShow('蜂蜜潤唇膏 150ml', '50ml')).toBe('50ml');
    expect(volumeToShow('木柄頭皮按摩梳', '')).toBeNull();
    expect(volumeToShow('木柄頭皮按摩梳', '  ')).toBeNull();
  });
});

describe('order list', () => {
  it('counts pages of the API’s size and reads ?page= leniently', () => {
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(0, 10)).toBe(1);
    expect(requestedPage('3')).toBe(3);
    for (const value of [null, '0', '-1', '1.5', 'x']) expect(requestedPage(value)).toBe(1);
  });

  it('pending, canceled and unpaid orders link to their detail, the others to their invoice; both open /order/{id}', () => {
    for (const status of ['pending', 'canceled', 'unpaid'] as const)
      expect(orderLinkKind(status)).toBe('detail');
    for (const status of ['paid', 'Processing', 'inTransit', 'completed', 'deleted'] as const)
      expect(orderLinkKind(status)).toBe('invoice');
    expect(orderHref(1024)).toBe('/order/1024');
  });
});

describe('address form data', () => {
  const locations: LocationRecord[] = [
    {
      locationId: 11,
      countryName: '澳門',
      countryNameEng: 'Macau',
      countryCode: 'MO',
      callingCode: '853',
      numberOfDigit: 8,
    },
    {
      locationId: 6,
      countryName: '香港',
      countryNameEng: 'Hong Kong',
      countryCode: 'HK',
      callingCode: '852',
      numberOfDigit: 8,
      provinceDistricts: { 九龍: ['油尖旺區', '九龍城區'], 離島: [] },
      cityZones: { 油尖旺區: ['旺角', '尖沙咀'] },
    },
  ];
  const geography = geographyFromLocations(locations);

  it('builds region → district → zone from GET location/', () => {
    expect(geography.provinces).toEqual([
      {
        name: '九龍',
        cities: [
          { name: '油尖旺區', zones: ['旺角', '尖沙咀'] },
          { name: '九龍城區', zones: [] },
        ],
      },
      { name: '離島', cities: [] },
    ]);
    expect(geography.numberOfDigit(11)).toBe(8);
    expect(geography.numberOfDigit(99)).toBeUndefined();
    expect(geographyFromLocations([]).provinces).toEqual([]);
  });

  it('offers the districts of the chosen region and the zones of the chosen district', () => {
    const values = { ...EMPTY_ADDRESS, addressProvince: '九龍', addressCity: '油尖旺區' };
    expect(optionsFor(geography, values)).toEqual({
      provinces: ['九龍', '離島'],
      cities: ['油尖旺區', '九龍城區'],
      zones: ['旺角', '尖沙咀'],
    });
    expect(optionsFor(geography, EMPTY_ADDRESS)).toEqual({
      provinces: ['九龍', '離島'],
      cities: [],
      zones: [],
    });
  });

  it('a new region clears district and zone; a new district clears the zone', () => {
    const chosen = {
      ...EMPTY_ADDRESS,
      addressProvince: '九龍',
      addressCity: '油尖旺區',
      addressZone: '旺角',
    };
    expect({ ...chosen, ...choose('addressProvince', '離島') }).toMatchObject({
      addressProvince: '離島',
      addressCity: '',
      addressZone: '',
    });
    expect({ ...chosen, ...choose('addressCity', '九龍城區') }).toMatchObject({
      addressCity: '九龍城區',
      addressZone: '',
    });
    expect({ ...chosen, ...choose('addressZone', '尖沙咀') }).toMatchObject({
      addressCity: '油尖旺區',
      addressZone: '尖沙咀',
    });
  });

  const record: AddressRecord = {
    addressId: 4,
    recipient: '陳大文',
    contactNumber: '91234567',
    phoneCountryId: 6,
    countryId: 6,
    countryCode: 'HK',
    addressProvince: '九龍',
    addressCity: '油尖旺區',
    addressZone: '旺角',
    addressRow1: '彌敦道600號',
    addressRow2: '',
    addressRow3: '12樓',
    addressRow4: 'A室',
    isDefault: true,
  };

  it('edits start from the address, and the schema sends digits only and the HK country', () => {
    const values = valuesOf(record);
    expect(values.recipient).toBe('陳大文');
    const body = addressSchema(geography).parse({
      ...values,
      contactNumber: '9123 4567',
      recipient: ' 陳大文 ',
    });
    expect(body).toEqual({
      recipient: '陳大文',
      phoneCountryId: 6,
      contactNumber: '91234567',
      countryCode: 'HK',
      addressProvince: '九龍',
      addressCity: '油尖旺區',
      addressZone: '旺角',
      addressRow1: '彌敦道600號',
      addressRow2: '',
      addressRow3: '12樓',
      addressRow4: 'A室',
    });
  });

  it('shows the address on one line, skipping empty parts, with the floor and flat words added', () => {
    expect(addressLine(record, 'zh')).toBe('九龍油尖旺區旺角 彌敦道600號 12樓A室');
    expect(addressLine(record, 'en')).toBe('A室, 12樓, 彌敦道600號, 旺角, 油尖旺區, 九龍');
    expect(addressLine({ ...record, addressRow3: '12', addressRow4: 'A' }, 'zh')).toBe(
      '九龍油尖旺區旺角 彌敦道600號 12樓A室',
    );
  });
});

describe('member dates', () => {
  it("shows the day in the shop's time zone, and a value that is no date as it came", () => {
    // 01:30 on the 28th in Hong Kong, still the 27th in UTC.
    expect(formatMemberDate('2026-11-27T17:30:00Z', 'en')).toBe('Nov 28, 2026');
    expect(formatMemberDate('2026-11-27T17:30:00Z', 'zh-HK')).toBe('2026年11月28日');
    expect(formatMemberDate('not a date', 'en')).toBe('not a date');
  });
});

import type { AddressGeography } from '@shop/domain/members/address';
import { DEFAULT_LOCATION_ID, HONG_KONG_LOCATION_ID } from '@shop/domain/members/phone';
import { type AddressVariant, addressText, savedAddressParts } from '../../../lib/addressDisplay.ts';
import type { AddressBody, AddressRecord, LocationRecord } from '../api.ts';
import { type AddressFormValues, phoneDigits } from '../validation.ts';

/**
 * The address form's data: the Hong Kong hierarchy from GET location/ (region → district → sub-district),
 * the values of a new or edited address, and the body the API takes.
 */
export function geographyFromLocations(locations: readonly LocationRecord[]): AddressGeography {
  const hongKong = locations.find((location) => location.locationId === HONG_KONG_LOCATION_ID);
  const provinceDistricts = hongKong?.provinceDistricts ?? {};
  const cityZones = hongKong?.cityZones ?? {};
  return {
    numberOfDigit: (locationId) =>
      locations.find((location) => location.locationId === locationId)?.numberOfDigit,
    provinces: Object.entries(provinceDistricts).map(([name, cities]) => ({
      name,
      cities: cities.map((city) => ({ name: city, zones: cityZones[city] ?? [] })),
    })),
  };
}

/** A new address: Hong Kong, nothing chosen. */
export const EMPTY_ADDRESS: AddressFormValues = {
  recipient: '',
  phoneCountryId: DEFAULT_LOCATION_ID,
  contactNumber: '',
  addressProvince: '',
  addressCity: '',
  addressZone: '',
  addressRow1: '',
  addressRow2: '',
  addressRow3: '',
  addressRow4: '',
};

export function valuesOf(address: AddressRecord): AddressFormValues {
  return {
    recipient: address.recipient,
    phoneCountryId: address.phoneCountryId,
    contactNumber: address.contactNumber,
    addressProvince: address.addressProvince,
    addressCity: address.addressCity,
    addressZone: address.addressZone,
    addressRow1: address.addressRow1,
    addressRow2: address.addressRow2,
    addressRow3: address.addressRow3,
    addressRow4: address.addressRow4,
  };
}

export function bodyOf(values: AddressFormValues): AddressBody {
  return {
    recipient: values.recipient.trim(),
    phoneCountryId: values.phoneCountryId,
    contactNumber: phoneDigits(values.contactNumber),
    countryCode: 'HK',
    addressProvince: values.addressProvince,
    addressCity: values.addressCity,
    addressZone: values.addressZone,
    addressRow1: values.addressRow1.trim(),
    addressRow2: values.addressRow2.trim(),
    addressRow3: values.addressRow3.trim(),
    addressRow4: values.addressRow4.trim(),
  };
}

/** Choosing a region clears the district and zone below it; choosing a district clears the zone. */
export function choose(
  values: AddressFormValues,
  field: 'addressProvince' | 'addressCity' | 'addressZone',
  value: string,
): AddressFormValues {
  if (field === 'addressProvince')
    return { ...values, addressProvince: value, addressCity: '', addressZone: '' };
  if (field === 'addressCity') return { ...values, addressCity: value, addressZone: '' };
  return { ...values, addressZone: value };
}

/** The districts and zones the selects offer for the current choice. */
export function optionsFor(geography: AddressGeography, values: AddressFormValues) {
  const province = geography.provinces.find((candidate) => candidate.name === values.addressProvince);
  const city = province?.cities.find((candidate) => candidate.name === values.addressCity);
  return {
    provinces: geography.provinces.map((candidate) => candidate.name),
    cities: province?.cities.map((candidate) => candidate.name) ?? [],
    zones: city?.zones ?? [],
  };
}

/** The address on one line, in the page's language, by the shop's one address formatter (lib/addressDisplay.ts). */
export function addressLine(address: AddressRecord, variant: AddressVariant): string {
  return addressText(savedAddressParts(address), variant);
}

import type { AddressGeography } from '@shop/domain/members/address';
import { DEFAULT_LOCATION_ID, HONG_KONG_LOCATION_ID } from '@shop/domain/members/phone';
import { type AddressVariant, addressText, savedAddressParts } from '../../../lib/addressDisplay.ts';
import type { AddressRecord, LocationRecord } from '../api.ts';
import type { AddressFormValues } from '../validation.ts';

/**
 * The address form's data: the Hong Kong hierarchy from GET location/ (region → district → sub-district)
 * and the values of a new or edited address (the domain's addressSchema makes the body the API takes).
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

/** Choosing a region clears the district and zone below it; choosing a district clears the zone. */
export function choose(
  field: 'addressProvince' | 'addressCity' | 'addressZone',
  value: string,
): Partial<AddressFormValues> {
  if (field === 'addressProvince') return { addressProvince: value, addressCity: '', addressZone: '' };
  if (field === 'addressCity') return { addressCity: value, addressZone: '' };
  return { addressZone: value };
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

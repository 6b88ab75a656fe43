/**
 * How a Hong Kong address reads, everywhere the shop shows one: the order pages, checkout's confirmation
 * step, the address book and the saved-address picker (seed 001 §5, address display). Rows 3 and 4 are the
 * floor and the flat. A shopper may have typed "12", "12樓" or "12/F", "B", "B室" or "Flat B": when a row
 * lacks its word (in Chinese or English), the display adds it, in the language of the page. One formatter,
 * so a floor reads "12樓" on the order page and on the confirmation step alike.
 */
export type AddressVariant = 'zh' | 'en';

/** An address in the shop's fields: region, district, area, then rows 1–4 (street, building, floor, flat). */
export interface AddressParts {
  province: string;
  city: string;
  zone: string;
  row1: string;
  row2: string;
  row3: string;
  row4: string;
}

const FLOOR_WORD = /樓|楼|層|层|floor|\bfl\b|\/f|\d\s*f\b|\bf$/i;
const FLAT_WORD = /室|單位|单位|房|座|flat|room|\brm\b|unit|suite|shop/i;

/** The page's locale as an address variant: English for `en`, Chinese otherwise. */
export function addressVariant(locale: string): AddressVariant {
  return locale === 'en' ? 'en' : 'zh';
}

export function floorText(row: string, variant: AddressVariant): string {
  const floor = row.trim();
  if (floor === '' || FLOOR_WORD.test(floor)) return floor;
  return variant === 'zh' ? `${floor}樓` : `${floor}/F`;
}

export function flatText(row: string, variant: AddressVariant): string {
  const flat = row.trim();
  if (flat === '' || FLAT_WORD.test(flat)) return flat;
  return variant === 'zh' ? `${flat}室` : `Flat ${flat}`;
}

/** The address as lines, in the order each language writes it; empty parts are left out. */
export function addressLines(address: AddressParts, variant: AddressVariant): string[] {
  const floor = floorText(address.row3, variant);
  const flat = flatText(address.row4, variant);
  const region = [address.province, address.city, address.zone]
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const street = [address.row1.trim(), address.row2.trim()];
  const lines =
    variant === 'zh'
      ? [region.join(''), ...street, `${floor}${flat}`]
      : [
          [flat, floor].filter((part) => part !== '').join(', '),
          ...street.reverse(),
          region.reverse().join(', '),
        ];
  return lines.filter((line) => line !== '');
}

/** The same address on one line (a list row, a picker's option). */
export function addressText(address: AddressParts, variant: AddressVariant): string {
  return addressLines(address, variant).join(variant === 'zh' ? ' ' : ', ');
}

/** A member's saved address (GET member/address's field names) as address parts. */
export function savedAddressParts(address: {
  addressProvince: string;
  addressCity: string;
  addressZone: string;
  addressRow1: string;
  addressRow2: string;
  addressRow3: string;
  addressRow4: string;
}): AddressParts {
  return {
    province: address.addressProvince,
    city: address.addressCity,
    zone: address.addressZone,
    row1: address.addressRow1,
    row2: address.addressRow2,
    row3: address.addressRow3,
    row4: address.addressRow4,
  };
}

import type { Order } from '@shop/domain/orders/apiSchemas';

/**
 * How an order's address reads (seed 001 §5, address display): rows 3 and 4 are the floor and the flat. A
 * shopper may have typed "12", "12樓" or "12/F", "B", "B室" or "Flat B": when a row lacks its word (in
 * Chinese or English), the display adds it, in the language of the page.
 */
export type AddressVariant = 'zh' | 'en';

type AddressFields = Pick<
  Order,
  | 'orderAddressProvince'
  | 'orderAddressCity'
  | 'orderAddressZone'
  | 'orderAddress1'
  | 'orderAddress2'
  | 'orderAddress3'
  | 'orderAddress4'
>;

const FLOOR_WORD = /樓|楼|層|层|floor|\bfl\b|\/f|\d\s*f\b|\bf$/i;
const FLAT_WORD = /室|單位|单位|房|座|flat|room|\brm\b|unit|suite|shop/i;

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
export function addressLines(address: AddressFields, variant: AddressVariant): string[] {
  const floor = floorText(address.orderAddress3, variant);
  const flat = flatText(address.orderAddress4, variant);
  const region = [address.orderAddressProvince, address.orderAddressCity, address.orderAddressZone]
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const street = [address.orderAddress1.trim(), address.orderAddress2.trim()];
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

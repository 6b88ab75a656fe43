import { z } from 'zod';
import { type ApiClient, api } from '../../lib/api.ts';
import type { CheckoutApi, CheckoutPurchase, Shopper } from './checkoutApi.ts';
import type { CheckoutLoaded, CheckoutLocation, SavedAddress } from './checkoutMachine.ts';

/**
 * Everything the shipping step needs at once, asked in parallel: the order priced for Hong Kong, the
 * locations (countries, phone lengths, Hong Kong's areas), a member's saved addresses and the SF pick-up
 * points. The location and address answers are read with the fields checkout uses (the account feature
 * owns the full shapes; features never import each other).
 */
const locationSchema = z.object({
  locationId: z.number().int(),
  countryName: z.string(),
  callingCode: z.string(),
  numberOfDigit: z.number().int(),
  provinceDistricts: z.record(z.string(), z.array(z.string())).optional(),
  cityZones: z.record(z.string(), z.array(z.string())).optional(),
});

const addressSchema = z.object({
  addressId: z.number().int(),
  recipient: z.string(),
  contactNumber: z.string(),
  phoneCountryId: z.number().int(),
  addressProvince: z.string(),
  addressCity: z.string(),
  addressZone: z.string(),
  addressRow1: z.string(),
  addressRow2: z.string(),
  addressRow3: z.string(),
  addressRow4: z.string(),
  isDefault: z.boolean(),
});

export async function loadCheckout(
  checkoutApi: CheckoutApi,
  { purchase, shopper }: { purchase: CheckoutPurchase; shopper: Shopper | null },
  client: ApiClient = api,
): Promise<CheckoutLoaded> {
  const [priced, locations, addresses, lockers, stations] = await Promise.all([
    checkoutApi.price({ purchase, member: shopper !== null, countryId: 6, point: 0 }),
    client.request('location/', { schema: z.array(locationSchema) }) as Promise<CheckoutLocation[]>,
    shopper
      ? (client.request('member/address', {
          auth: 'required',
          schema: z.array(addressSchema),
        }) as Promise<SavedAddress[]>)
      : Promise.resolve([]),
    // A missing list only takes away that method's points ("none available"); home delivery goes on.
    checkoutApi.lockers().catch(() => []),
    checkoutApi.stations().catch(() => []),
  ]);
  return { priced, locations, addresses, lockers, stations };
}

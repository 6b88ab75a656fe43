import { addressListAnswerSchema, locationAnswerSchema } from '@shop/domain/members/apiSchemas';
import { z } from 'zod';
import { type ApiClient, api } from '../../lib/api.ts';
import type { CheckoutApi, CheckoutPurchase, Shopper } from './checkoutApi.ts';
import type { CheckoutLoaded } from './checkoutMachine.ts';

/**
 * Everything the shipping step needs at once, asked in parallel: the order priced for Hong Kong, the
 * locations (countries, phone lengths, Hong Kong's areas), a member's saved addresses and the SF pick-up
 * points, each read through the bff's answer contract.
 */
export async function loadCheckout(
  checkoutApi: CheckoutApi,
  { purchase, shopper }: { purchase: CheckoutPurchase; shopper: Shopper | null },
  client: ApiClient = api,
): Promise<CheckoutLoaded> {
  const [priced, locations, addresses, lockers, stations] = await Promise.all([
    checkoutApi.price({ purchase, member: shopper !== null, countryId: 6, point: 0 }),
    client.request('location/', { schema: z.array(locationAnswerSchema) }),
    shopper
      ? client.request('member/address', { auth: 'required', schema: addressListAnswerSchema })
      : Promise.resolve([]),
    // A missing list only takes away that method's points ("none available"); home delivery goes on.
    checkoutApi.lockers().catch(() => []),
    checkoutApi.stations().catch(() => []),
  ]);
  return { priced, locations, addresses, lockers, stations };
}

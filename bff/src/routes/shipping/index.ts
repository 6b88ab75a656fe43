import { toCents, toDollars } from '@shop/domain/money';
import { shippingFee } from '@shop/domain/shipping/shippingFee';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadAutoDiscounts } from '../../cart/discounts.ts';
import { dollarsQueryField, idField } from '../../http/fields.ts';
import { checkLocation } from '../../locations/locations.ts';

/**
 * GET shipping/quote?countryId=&total= (a path the specification does not show): the shipping fee for a
 * destination and a goods total in HKD (after coupons), with the site-wide free-delivery discount that
 * waived it, if any. Hong Kong (6): free from HK$500.00, else HK$30; Macau (11): HK$30; elsewhere HK$250.
 */
export async function shippingRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/shipping/quote',
    {
      schema: {
        querystring: z.object({
          countryId: idField,
          total: dollarsQueryField,
        }),
        response: {
          200: z.object({
            shipping_fee: z.number().nonnegative(),
            discount: z.object({ discountId: z.number().int(), discountTitle: z.string() }).nullable(),
          }),
        },
      },
    },
    async (request) => {
      const { db, clock } = app.deps;
      const countryId = await checkLocation(db, request.query.countryId);
      const { freeDelivery } = await loadAutoDiscounts(db, clock.now(), []);
      const quote = shippingFee({
        locationId: countryId,
        productTotal: toCents(request.query.total),
        freeDeliveryDiscount: freeDelivery,
      });
      return { shipping_fee: toDollars(quote.shippingFee), discount: quote.freeDeliveryDiscount ?? null };
    },
  );
}

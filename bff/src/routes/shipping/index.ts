import { toCents, toDollars } from '@shop/domain/money';
import {
  sfLockerAreasSchema,
  sfLockerSchema,
  sfStationAreasSchema,
  sfStationSchema,
  shippingQuoteSchema,
} from '@shop/domain/orders/apiSchemas';
import { shippingFee } from '@shop/domain/shipping/shippingFee';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadAutoDiscounts } from '../../cart/automaticOffers.ts';
import { notFound } from '../../errors.ts';
import { publicRoutes } from '../../http/access.ts';
import { dollarsQueryField, idField } from '../../http/fields.ts';
import { checkLocation } from '../../locations/locations.ts';
import { findSfLocker, findSfStation, sfLockerAreas, sfStationAreas } from '../../shipping/sfPoints.ts';

/** An SF locker id or station code in a path: letters and digits, as SF writes them. */
const sfPointId = z.string().regex(/^[A-Za-z0-9]{1,32}$/, 'letters and digits');

/**
 * GET shipping/quote?countryId=&total= (a path the specification does not show): the shipping fee for a
 * destination and a goods total in HKD (after coupons), with the site-wide free-delivery discount that
 * waived it, if any. Hong Kong (6): free from HK$500.00, else HK$30; Macau (11): HK$30; elsewhere HK$250.
 *
 * GET shipping/sfLocker and shipping/sfStation: the SF pick-up points by area; GET shipping/sfLocker/{id}
 * and shipping/sfStation/{code}: one point (the locker's address, the station's name), 404 if unknown.
 */
export async function shippingRoutes(api: FastifyInstance): Promise<void> {
  publicRoutes(api);
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/shipping/quote',
    {
      schema: {
        querystring: z.object({
          countryId: idField,
          total: dollarsQueryField,
        }),
        response: { 200: shippingQuoteSchema },
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

  app.get('/shipping/sfLocker', { schema: { response: { 200: sfLockerAreasSchema } } }, async () =>
    sfLockerAreas(app.deps.db),
  );
  app.get('/shipping/sfStation', { schema: { response: { 200: sfStationAreasSchema } } }, async () =>
    sfStationAreas(app.deps.db),
  );
  app.get(
    '/shipping/sfLocker/:id',
    { schema: { params: z.object({ id: sfPointId }), response: { 200: sfLockerSchema } } },
    async (request) => {
      const locker = await findSfLocker(app.deps.db, request.params.id);
      if (!locker) throw notFound('No such SF locker.', 'SF_LOCKER_NOT_FOUND');
      return locker;
    },
  );
  app.get(
    '/shipping/sfStation/:code',
    { schema: { params: z.object({ code: sfPointId }), response: { 200: sfStationSchema } } },
    async (request) => {
      const station = await findSfStation(app.deps.db, request.params.code);
      if (!station) throw notFound('No such SF station.', 'SF_STATION_NOT_FOUND');
      return station;
    },
  );
}

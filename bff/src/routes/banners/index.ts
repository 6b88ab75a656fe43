import {
  marketingEventBannerSchema,
  navigationBannerSchema,
  videoBannerSchema,
} from '@shop/domain/catalogue/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheAsCatalogue } from '../../catalogue/cacheControl.ts';
import { navigationBanners, runningEventBanners, videoBanners } from '../../content/banners.ts';
import { publicRoutes } from '../../http/access.ts';

/**
 * GET navigationBanner/all, marketingEvent/banner/allWithPriority (events with a banner that run now,
 * by position then priority, highest first) and videoBanner/all.
 */
export async function bannerRoutes(api: FastifyInstance): Promise<void> {
  publicRoutes(api);
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;

  app.get(
    '/navigationBanner/all',
    { schema: { response: { 200: z.array(navigationBannerSchema) } } },
    async (_request, reply) => cacheAsCatalogue(reply).send(await navigationBanners(db)),
  );

  app.get(
    '/marketingEvent/banner/allWithPriority',
    { schema: { response: { 200: z.array(marketingEventBannerSchema) } } },
    async (_request, reply) => cacheAsCatalogue(reply).send(await runningEventBanners(db, clock.now())),
  );

  app.get(
    '/videoBanner/all',
    { schema: { response: { 200: z.array(videoBannerSchema) } } },
    async (_request, reply) => cacheAsCatalogue(reply).send(await videoBanners(db)),
  );
}

import { shopMessageSchema } from '@shop/domain/catalogue/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheAsCatalogue } from '../../catalogue/cacheControl.ts';
import { runningShopMessages } from '../../content/shopMessages.ts';
import { publicRoutes } from '../../http/access.ts';

/**
 * GET shopMessage/all (the specification shows no path; named like videoBanner/all): the shop messages that
 * run now, written in the back office's messages section: the home pop-up and the notices.
 */
export async function shopMessageRoutes(api: FastifyInstance): Promise<void> {
  publicRoutes(api);
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;

  app.get(
    '/shopMessage/all',
    { schema: { response: { 200: z.array(shopMessageSchema) } } },
    async (_request, reply) => cacheAsCatalogue(reply).send(await runningShopMessages(db, clock.now())),
  );
}

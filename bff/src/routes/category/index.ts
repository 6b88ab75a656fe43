import { categorySchema } from '@shop/domain/catalogue/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheAsCatalogue } from '../../catalogue/cacheControl.ts';
import { allCategories, findCategory } from '../../catalogue/categories.ts';
import { notFound } from '../../errors.ts';

/**
 * GET category/all (menu order) and category/{id or url naming} (for example 80000 or offer). Category 1
 * ("all") carries the all-products banner.
 */
export async function categoryRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/category/all',
    { schema: { response: { 200: z.array(categorySchema) } } },
    async (_request, reply) => cacheAsCatalogue(reply).send(await allCategories(db)),
  );

  app.get(
    '/category/:categoryId',
    {
      schema: {
        params: z.object({ categoryId: z.string().min(1).max(200) }),
        response: { 200: categorySchema },
      },
    },
    async (request, reply) => {
      const category = await findCategory(db, request.params.categoryId);
      if (!category) throw notFound(`No category ${request.params.categoryId}`, 'CATEGORY_NOT_FOUND');
      return cacheAsCatalogue(reply).send(category);
    },
  );
}

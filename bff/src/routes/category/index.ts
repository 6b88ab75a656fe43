import { categorySchema } from '@shop/domain/catalogue/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCatalogueAnswer } from '../../catalogue/catalogueAnswers.ts';
import { allCategories, findCategory } from '../../catalogue/categories.ts';
import { notFound } from '../../errors.ts';
import { publicRoutes } from '../../http/access.ts';

/**
 * GET category/all (menu order) and category/{id or url naming} (for example 80000 or offer). Category 1
 * ("all") carries the all-products banner.
 */
export async function categoryRoutes(api: FastifyInstance): Promise<void> {
  publicRoutes(api);
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db, catalogueAnswers } = app.deps;
  const categoriesSchema = z.array(categorySchema);

  app.get('/category/all', { schema: { response: { 200: categoriesSchema } } }, async (request, reply) =>
    sendCatalogueAnswer(
      request,
      reply,
      await catalogueAnswers.json('categories', categoriesSchema, () => allCategories(db)),
    ),
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
      const { categoryId } = request.params;
      const answer = await catalogueAnswers.json(`categoryOf ${categoryId}`, categorySchema, () =>
        findCategory(db, categoryId),
      );
      if (!answer) throw notFound(`No category ${categoryId}`, 'CATEGORY_NOT_FOUND');
      return sendCatalogueAnswer(request, reply, answer);
    },
  );
}

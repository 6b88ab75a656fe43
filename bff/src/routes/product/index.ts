import { productDetailSchema } from '@shop/domain/catalogue/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCatalogueAnswer } from '../../catalogue/catalogueAnswers.ts';
import { parseId, productById, productsWithPoints } from '../../catalogue/displayProducts.ts';
import { notFound } from '../../errors.ts';
import { publicRoutes } from '../../http/access.ts';

/**
 * GET product/{id}: one variant with its points options, set contents and its display product's names,
 * url naming, recommendations and status (answered whatever the status: carts hold gifts too).
 * GET product/all/withPoint: variants redeemable with points, of display products on sale.
 */
export async function productRoutes(api: FastifyInstance): Promise<void> {
  publicRoutes(api);
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db, catalogueAnswers } = app.deps;
  const productsSchema = z.array(productDetailSchema);

  app.get(
    '/product/all/withPoint',
    { schema: { response: { 200: productsSchema } } },
    async (request, reply) =>
      sendCatalogueAnswer(
        request,
        reply,
        await catalogueAnswers.json('productsWithPoints', productsSchema, () => productsWithPoints(db)),
      ),
  );

  app.get(
    '/product/:productId',
    {
      schema: {
        params: z.object({ productId: z.string().min(1).max(200) }),
        response: { 200: productDetailSchema },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.productId);
      const answer =
        id === null
          ? null
          : await catalogueAnswers.json(`product ${id}`, productDetailSchema, () => productById(db, id));
      if (!answer) throw notFound(`No product ${request.params.productId}`, 'PRODUCT_NOT_FOUND');
      return sendCatalogueAnswer(request, reply, answer);
    },
  );
}

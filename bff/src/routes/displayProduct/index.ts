import {
  displayProductPageSchema,
  displayProductSchema,
  searchPageSchema,
} from '@shop/domain/catalogue/apiSchemas';
import { MAX_PAGE_SIZE, pagingQuerySchema } from '@shop/domain/catalogue/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAnswer, sendCatalogueAnswer } from '../../catalogue/catalogueAnswers.ts';
import { displayProductByIdOrUrlName } from '../../catalogue/displayProducts.ts';
import { allDisplayProducts, categoryDisplayProducts } from '../../catalogue/listings.ts';
import { searchDisplayProducts } from '../../catalogue/search.ts';
import { notFound } from '../../errors.ts';
import { publicRoutes } from '../../http/access.ts';

const optionalInteger = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().min(1).max(max).optional(),
  );

/** JSON or form-encoded. Paging may come in the body or the query string (the body wins). */
const searchBodySchema = z.object({
  searchString: z
    .string()
    .trim()
    .min(1, 'Enter something to search for')
    .max(100, 'A search is at most 100 characters'),
  page: optionalInteger(1_000_000),
  size: optionalInteger(MAX_PAGE_SIZE),
});

const pathSegment = z.string().min(1).max(200);

/**
 * Display products: GET displayProduct/all, displayProduct/category/{categoryId or url naming},
 * displayProduct/{id or url name}; POST displayProduct/search. Lists answer { list, pageno, pagenum,
 * total } with 1-based pages (default page 1, size 1000, the most a page holds).
 */
export async function displayProductRoutes(api: FastifyInstance): Promise<void> {
  publicRoutes(api);
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db, clock, catalogueAnswers } = app.deps;

  app.get(
    '/displayProduct/all',
    { schema: { querystring: pagingQuerySchema, response: { 200: displayProductPageSchema } } },
    async (request, reply) => {
      const { page, size } = request.query;
      const answer = await catalogueAnswers.json(`all ${page} ${size}`, displayProductPageSchema, () =>
        allDisplayProducts(db, request.query, clock.now()),
      );
      return sendCatalogueAnswer(request, reply, answer);
    },
  );

  app.get(
    '/displayProduct/category/:categoryId',
    {
      schema: {
        params: z.object({ categoryId: pathSegment }),
        querystring: pagingQuerySchema,
        response: { 200: displayProductPageSchema },
      },
    },
    async (request, reply) => {
      const { categoryId } = request.params;
      const { page, size } = request.query;
      const answer = await catalogueAnswers.json(
        `category ${categoryId} ${page} ${size}`,
        displayProductPageSchema,
        () => categoryDisplayProducts(db, categoryId, request.query, clock.now()),
      );
      if (!answer) throw notFound(`No category ${categoryId}`, 'CATEGORY_NOT_FOUND');
      return sendCatalogueAnswer(request, reply, answer);
    },
  );

  app.post(
    '/displayProduct/search',
    {
      schema: {
        body: searchBodySchema,
        querystring: pagingQuerySchema,
        response: { 200: searchPageSchema },
      },
    },
    async (request, reply) => {
      const { searchString } = request.body;
      const paging = {
        page: request.body.page ?? request.query.page,
        size: request.body.size ?? request.query.size,
      };
      const answer = await catalogueAnswers.json(
        `search ${paging.page} ${paging.size} ${searchString}`,
        searchPageSchema,
        () => searchDisplayProducts(db, searchString, paging, clock.now()),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/displayProduct/:idOrUrlName',
    { schema: { params: z.object({ idOrUrlName: pathSegment }), response: { 200: displayProductSchema } } },
    async (request, reply) => {
      const { idOrUrlName } = request.params;
      const answer = await catalogueAnswers.json(`displayProduct ${idOrUrlName}`, displayProductSchema, () =>
        displayProductByIdOrUrlName(db, idOrUrlName, clock.now()),
      );
      if (!answer) throw notFound(`No product ${idOrUrlName}`, 'PRODUCT_NOT_FOUND');
      return sendCatalogueAnswer(request, reply, answer);
    },
  );
}

import { displayProductPageSchema, displayProductSchema } from '@shop/domain/catalogue/apiSchemas';
import { MAX_PAGE_SIZE, pagingQuerySchema } from '@shop/domain/catalogue/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheAsCatalogue } from '../../catalogue/cacheControl.ts';
import { displayProductByIdOrUrlName } from '../../catalogue/displayProducts.ts';
import { allDisplayProducts, categoryDisplayProducts } from '../../catalogue/listings.ts';
import { searchDisplayProducts } from '../../catalogue/search.ts';
import { notFound } from '../../errors.ts';

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
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;

  app.get(
    '/displayProduct/all',
    { schema: { querystring: pagingQuerySchema, response: { 200: displayProductPageSchema } } },
    async (request, reply) => {
      const page = await allDisplayProducts(db, request.query, clock.now());
      return cacheAsCatalogue(reply).send(page);
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
      const page = await categoryDisplayProducts(db, request.params.categoryId, request.query, clock.now());
      if (!page) throw notFound(`No category ${request.params.categoryId}`, 'CATEGORY_NOT_FOUND');
      return cacheAsCatalogue(reply).send(page);
    },
  );

  app.post(
    '/displayProduct/search',
    {
      schema: {
        body: searchBodySchema,
        querystring: pagingQuerySchema,
        response: { 200: displayProductPageSchema },
      },
    },
    async (request) => {
      const paging = {
        page: request.body.page ?? request.query.page,
        size: request.body.size ?? request.query.size,
      };
      return searchDisplayProducts(db, request.body.searchString, paging, clock.now());
    },
  );

  app.get(
    '/displayProduct/:idOrUrlName',
    { schema: { params: z.object({ idOrUrlName: pathSegment }), response: { 200: displayProductSchema } } },
    async (request, reply) => {
      const product = await displayProductByIdOrUrlName(db, request.params.idOrUrlName, clock.now());
      if (!product) throw notFound(`No product ${request.params.idOrUrlName}`, 'PRODUCT_NOT_FOUND');
      return cacheAsCatalogue(reply).send(product);
    },
  );
}

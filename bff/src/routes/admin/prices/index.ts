import { bulkPriceAnswerSchema, listPageSchema, priceRowSchema } from '@shop/domain/admin/apiSchemas';
import { listQuerySchema } from '@shop/domain/admin/listing';
import { bulkPriceSchema, PRICE_SORTS, priceEditSchema } from '@shop/domain/admin/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedWrite } from '../../../admin/audit.ts';
import { bulkDiscount, editPrice, listPrices } from '../../../admin/prices/priceAdmin.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { idField } from '../../../http/fields.ts';
import { staffOf } from '../../../plugins/auth.ts';

/**
 * The prices section: every option's prices, an edit of one option's price and selling price, and a sale of
 * N % off many options (`apply: false` previews it and writes nothing).
 */
export async function adminPricesRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'prices');
  const { db, clock } = app.deps;

  app.get(
    '/admin/prices',
    {
      schema: {
        response: { 200: listPageSchema(priceRowSchema) },
        querystring: listQuerySchema(PRICE_SORTS).extend({ productId: idField.optional() }),
      },
    },
    async (request) => listPrices(db, request.query),
  );

  app.put(
    '/admin/prices/:productId',
    { schema: { response: { 200: priceRowSchema }, params: z.object({ productId: idField }) } },
    async (request) => {
      const input = parseInput(priceEditSchema, request.body, plainFields);
      return auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        editPrice(tx, request.params.productId, input),
      );
    },
  );

  app.post(
    '/admin/prices/bulk',
    { schema: { response: { 200: bulkPriceAnswerSchema } } },
    async (request) => {
      const input = parseInput(bulkPriceSchema, request.body, plainFields);
      return auditedWrite(db, staffOf(request), clock.now(), (tx) => bulkDiscount(tx, input));
    },
  );
}

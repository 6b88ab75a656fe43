import { discountDetailSchema, discountListItemSchema, listPageSchema } from '@shop/domain/admin/apiSchemas';
import { discountFormSchema, discountListQuerySchema } from '@shop/domain/admin/discounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedWrite } from '../../../admin/audit.ts';
import {
  createDiscount,
  discountDetail,
  listDiscounts,
  updateDiscount,
} from '../../../admin/discounts/discountAdmin.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { idField } from '../../../http/fields.ts';
import { staffOf } from '../../../plugins/auth.ts';

/** The discounts section: every discount type with its coupon code, gifts, add-ons and date window. */
export async function adminDiscountRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'discounts');
  const { db, clock } = app.deps;
  const params = z.object({ discountId: idField });

  app.get(
    '/admin/discounts',
    {
      schema: {
        response: { 200: listPageSchema(discountListItemSchema) },
        querystring: discountListQuerySchema,
      },
    },
    async (request) => listDiscounts(db, request.query, clock.now()),
  );

  app.get(
    '/admin/discounts/:discountId',
    { schema: { response: { 200: discountDetailSchema }, params } },
    async (request) => discountDetail(db, request.params.discountId, clock.now()),
  );

  app.post('/admin/discounts', { schema: { response: { 200: discountDetailSchema } } }, async (request) => {
    const form = parseInput(discountFormSchema, request.body, plainFields);
    return auditedWrite(db, staffOf(request), clock.now(), (tx) => createDiscount(tx, form, clock.now()));
  });

  /** The whole form again (the page always sends every field); `active: false` deactivates. */
  app.patch(
    '/admin/discounts/:discountId',
    { schema: { response: { 200: discountDetailSchema }, params } },
    async (request) => {
      const form = parseInput(discountFormSchema, request.body, plainFields);
      return auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        updateDiscount(tx, request.params.discountId, form, clock.now()),
      );
    },
  );
}

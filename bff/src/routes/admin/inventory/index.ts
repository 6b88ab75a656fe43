import {
  inventoryRowSchema,
  listPageSchema,
  stockAdjustedSchema,
  stockAdjustmentRowSchema,
} from '@shop/domain/admin/apiSchemas';
import { listQuerySchema } from '@shop/domain/admin/listing';
import { INVENTORY_SORTS, inventoryFiltersSchema, stockAdjustmentSchema } from '@shop/domain/admin/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedWrite } from '../../../admin/audit.ts';
import {
  ADJUSTMENT_SORTS,
  adjustStock,
  listAdjustments,
  listInventory,
} from '../../../admin/inventory/inventoryAdmin.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { idField } from '../../../http/fields.ts';
import { staffOf } from '../../../plugins/auth.ts';

/**
 * The inventory section: stock levels per product option (`?lowStock=N` keeps those at N or fewer), a stock
 * adjustment with a reason, and the adjustments' history.
 */
export async function adminInventoryRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'inventory');
  const { db, clock } = app.deps;

  app.get(
    '/admin/inventory',
    {
      schema: {
        response: { 200: listPageSchema(inventoryRowSchema) },
        querystring: listQuerySchema(INVENTORY_SORTS).extend(inventoryFiltersSchema.shape),
      },
    },
    async (request) => listInventory(db, request.query),
  );

  app.get(
    '/admin/inventory/adjustments',
    {
      schema: {
        response: { 200: listPageSchema(stockAdjustmentRowSchema) },
        querystring: listQuerySchema(ADJUSTMENT_SORTS),
      },
    },
    async (request) => listAdjustments(db, request.query),
  );

  app.get(
    '/admin/inventory/:productId/adjustments',
    {
      schema: {
        response: { 200: listPageSchema(stockAdjustmentRowSchema) },
        params: z.object({ productId: idField }),
        querystring: listQuerySchema(ADJUSTMENT_SORTS),
      },
    },
    async (request) => listAdjustments(db, { ...request.query, productId: request.params.productId }),
  );

  app.post(
    '/admin/inventory/:productId/adjustments',
    { schema: { response: { 200: stockAdjustedSchema }, params: z.object({ productId: idField }) } },
    async (request) => {
      const input = parseInput(stockAdjustmentSchema, request.body, plainFields);
      const staff = staffOf(request);
      return auditedWrite(db, staff, clock.now(), (tx) =>
        adjustStock(tx, request.params.productId, input, staff, clock.now()),
      );
    },
  );
}

import {
  adminOrderDetailSchema,
  adminOrderRowSchema,
  listPageSchema,
  staffOrderCommandResultSchema,
} from '@shop/domain/admin/apiSchemas';
import { listQuerySchema } from '@shop/domain/admin/listing';
import {
  ADMIN_ORDER_SORTS,
  adminOrderFilters,
  cancelOrderSchema,
  deleteOrderSchema,
  orderVersionSchema,
  refundOrderSchema,
  type StaffOrderAction,
  shipOrderSchema,
} from '@shop/domain/admin/orders';
import type { OrderCommand } from '@shop/domain/orders/decide';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runStaffOrderCommand } from '../../../admin/orders/orderCommands.ts';
import { adminOrderDetail } from '../../../admin/orders/orderDetail.ts';
import { listAdminOrders } from '../../../admin/orders/orderList.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { eventMetadataOf } from '../../../http/eventMetadata.ts';
import { idField } from '../../../http/fields.ts';
import { awaitOrderView } from '../../../orders/readYourWrites.ts';
import { staffOf } from '../../../plugins/auth.ts';

const orderParams = z.object({ orderId: idField });

/** Each staff command: its form (the web validates with the same schema) and the order command it sends. */
const COMMANDS: {
  [Action in StaffOrderAction]: (body: unknown) => { expectedVersion: number; command: OrderCommand };
} = {
  process: (body) => ({
    ...parseInput(orderVersionSchema, body, plainFields),
    command: { type: 'StartProcessing', data: {} },
  }),
  ship: (body) => {
    const { expectedVersion, trackingNumber } = parseInput(shipOrderSchema, body, plainFields);
    return { expectedVersion, command: { type: 'ShipOrder', data: { trackingNumber } } };
  },
  awaitSecondDelivery: (body) => ({
    ...parseInput(orderVersionSchema, body, plainFields),
    command: { type: 'AwaitSecondDelivery', data: {} },
  }),
  shipSecond: (body) => {
    const { expectedVersion, trackingNumber } = parseInput(shipOrderSchema, body, plainFields);
    return { expectedVersion, command: { type: 'ShipSecondDelivery', data: { trackingNumber } } };
  },
  complete: (body) => ({
    ...parseInput(orderVersionSchema, body, plainFields),
    command: { type: 'CompleteOrder', data: {} },
  }),
  cancel: (body) => {
    const { expectedVersion, reason } = parseInput(cancelOrderSchema, body, plainFields);
    return { expectedVersion, command: { type: 'CancelOrder', data: { requestedBy: 'staff', reason } } };
  },
  delete: (body) => {
    const { expectedVersion, reason } = parseInput(deleteOrderSchema, body, plainFields);
    return { expectedVersion, command: { type: 'DeleteOrder', data: { reason } } };
  },
  refund: (body) => {
    const { expectedVersion, amount, reason } = parseInput(refundOrderSchema, body, plainFields);
    return { expectedVersion, command: { type: 'RecordRefund', data: { amount, reason } } };
  },
};

/**
 * The orders section (docs/backOffice.md, "Orders"): the staff's order table over the orders read model, an
 * order's detail folded from its stream, and one POST per staff command,
 * `/api/admin/orders/:orderId/{process,ship,awaitSecondDelivery,shipSecond,complete,cancel,delete,refund}`,
 * each with the `expectedVersion` the staff member saw.
 */
export async function adminOrdersRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'orders');
  const { db, eventStore, clock, projections } = app.deps;

  app.get(
    '/admin/orders',
    {
      schema: {
        response: { 200: listPageSchema(adminOrderRowSchema) },
        querystring: listQuerySchema(ADMIN_ORDER_SORTS).extend(adminOrderFilters),
      },
    },
    async (request) => listAdminOrders(db, request.query),
  );

  app.get(
    '/admin/orders/:orderId',
    { schema: { response: { 200: adminOrderDetailSchema }, params: orderParams } },
    async (request) => adminOrderDetail(db, eventStore, request.params.orderId),
  );

  for (const action of Object.keys(COMMANDS) as StaffOrderAction[]) {
    app.post(
      `/admin/orders/:orderId/${action}`,
      { schema: { response: { 200: staffOrderCommandResultSchema }, params: orderParams } },
      async (request) => {
        const { orderId } = request.params;
        const { expectedVersion, command } = COMMANDS[action](request.body);
        const staff = staffOf(request);
        const now = clock.now();
        const { result, position } = await runStaffOrderCommand(
          { db, eventStore, now, staff },
          { orderId, action, command, expectedVersion, metadata: staffMetadata(request, staff.staffId, now) },
        );
        // The list reads the read model: it shows the change when the staff member goes back to it.
        if (position) await awaitOrderView(projections, position);
        return result;
      },
    );
  }
}

function staffMetadata(request: FastifyRequest, staffId: number, now: Date) {
  return eventMetadataOf(request, { kind: 'staff', id: String(staffId) }, now);
}

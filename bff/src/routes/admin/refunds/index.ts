import { refundsOwedAnswerSchema, staffOrderCommandResultSchema } from '@shop/domain/admin/apiSchemas';
import { recordRefundOwedSchema } from '@shop/domain/admin/refunds';
import { orderPaymentsReadModel } from '@shop/projections/orderPayments/orderPayments';
import type { FastifyInstance } from 'fastify';
import { runStaffOrderCommand } from '../../../admin/orders/orderCommands.ts';
import { listRefundsOwed, reconciliationCsv } from '../../../admin/refunds/refunds.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { eventMetadataOf } from '../../../http/eventMetadata.ts';
import { awaitOrderView, ORDER_VIEW_WAIT_MS } from '../../../orders/readYourWrites.ts';
import { staffOf } from '../../../plugins/auth.ts';

/**
 * Refunds owed, in the orders section (docs/backOffice.md, "Refunds owed"): every gateway transaction the
 * shop must pay back, `POST /api/admin/refunds/record` to record one refunded (a `RefundRecorded` on the
 * order naming the transaction, in the audit trail like every staff write), and the reconciliation export
 * `GET /api/admin/refunds/reconciliation.csv`.
 */
export async function adminRefundsRoutes(app: FastifyInstance): Promise<void> {
  staffSection(app, 'orders');
  const { db, eventStore, clock, projections } = app.deps;

  app.get('/admin/refunds', { schema: { response: { 200: refundsOwedAnswerSchema } } }, async () => ({
    list: await listRefundsOwed(db),
  }));

  app.post(
    '/admin/refunds/record',
    { schema: { response: { 200: staffOrderCommandResultSchema } } },
    async (request) => {
      const { orderId, gatewayReference, expectedVersion, amount, note } = parseInput(
        recordRefundOwedSchema,
        request.body,
        plainFields,
      );
      const staff = staffOf(request);
      const now = clock.now();
      const metadata = eventMetadataOf(request, { kind: 'staff', id: String(staff.staffId) }, now);
      const { result, position } = await runStaffOrderCommand(
        { db, eventStore, now, staff },
        {
          orderId,
          action: 'refund',
          command: { type: 'RecordRefund', data: { amount, reason: note, gatewayReference } },
          expectedVersion,
          metadata,
        },
      );
      // The list reads the read models: the refunded line has left it when the staff member looks again.
      if (position) {
        await awaitOrderView(projections, position);
        await projections
          .waitFor(orderPaymentsReadModel.name, position, { timeoutMs: ORDER_VIEW_WAIT_MS })
          .catch(() => undefined);
      }
      return result;
    },
  );

  app.get('/admin/refunds/reconciliation.csv', async (_request, reply) => {
    const csv = await reconciliationCsv(db);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="reconciliation.csv"')
      .send(csv);
  });
}

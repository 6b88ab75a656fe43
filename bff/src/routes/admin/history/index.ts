import { historyQuerySchema, streamHistorySchema } from '@shop/domain/admin/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderHistory, pointsHistory } from '../../../admin/history/streamHistory.ts';
import { idField } from '../../../http/fields.ts';

/**
 * Replay and time travel: an order's and a member's points timeline, folded from the event store on each
 * request (`?asOf=` folds only what had happened by then). Two sections in one plugin, so each route names
 * its own: the orders grant reads orders, the points grant reads ledgers.
 */
export async function adminHistoryRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db, eventStore } = app.deps;

  app.get(
    '/admin/orders/:orderId/history',
    {
      config: { access: { staff: 'orders', write: false } },
      schema: {
        params: z.object({ orderId: idField }),
        querystring: historyQuerySchema,
        response: { 200: streamHistorySchema },
      },
    },
    async (request) => {
      const { asOf } = request.query;
      return orderHistory({ db, eventStore }, request.params.orderId, asOf ? new Date(asOf) : null);
    },
  );

  app.get(
    '/admin/members/:memberId/points/history',
    {
      config: { access: { staff: 'points', write: false } },
      schema: {
        params: z.object({ memberId: idField }),
        querystring: historyQuerySchema,
        response: { 200: streamHistorySchema },
      },
    },
    async (request) => {
      const { asOf } = request.query;
      return pointsHistory({ db, eventStore }, request.params.memberId, asOf ? new Date(asOf) : null);
    },
  );
}

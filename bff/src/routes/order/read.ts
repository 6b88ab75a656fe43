import {
  memberOrdersPageSchema,
  orderCheckingRequestSchema,
  orderSchema,
  pointRecordSchema,
} from '@shop/domain/orders/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { membersOnly } from '../../http/access.ts';
import { idField, wholeNumber } from '../../http/fields.ts';
import { countOrRefuse, limitRequests } from '../../limits/limitRequests.ts';
import { forgiveRequest } from '../../limits/rateLimits.ts';
import { limits, routeLimits } from '../../limits/shopLimits.ts';
import { memberOrders, memberPointRecords } from '../../orders/orderQueries.ts';
import { findGuestOrders, findMemberOrder } from '../../orders/orderReads.ts';
import { memberOf } from '../../plugins/auth.ts';

/**
 * Reading orders (docs/orders.md, "Reading orders"): a member's own order, order list and points history,
 * and the guests' look-up by order number and phone. Answers follow domain/src/orders/apiSchemas.ts.
 */
export async function readOrderRoutes(api: FastifyInstance): Promise<void> {
  await api.register(memberOrderRoutes);
  const app = api.withTypeProvider<ZodTypeProvider>();

  /**
   * Guests: a list holding the order, or an empty list when the number or the phone does not match (the
   * same answer for both, so a caller cannot learn which numbers exist). Both are trimmed. Limited per
   * address, and per order number for the look-ups that found nothing (bff/src/limits/shopLimits.ts), so
   * phones cannot be guessed at full speed, from one address or from many.
   */
  app.post(
    '/order/checking',
    {
      config: { access: 'public' },
      preValidation: limitRequests(app.deps, routeLimits.orderChecking),
      schema: { body: orderCheckingRequestSchema, response: { 200: z.array(orderSchema) } },
    },
    async (request, reply) => {
      const { orderNo, phone } = request.body;
      // Counted before the read, so parallel guesses cannot pass together; forgiven when the phone was right.
      const miss = { limit: limits.orderCheckingMissesPerOrder, key: orderNo.slice(0, 64) };
      await countOrRefuse(app.deps, reply, [miss]);
      const orders = await findGuestOrders(app.deps.db, app.deps.eventStore, orderNo, phone);
      if (orders.length > 0) await forgiveRequest(app.deps.db, miss, app.deps.clock.now());
      return orders;
    },
  );
}

async function memberOrderRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);

  app.get(
    '/order/member',
    {
      schema: {
        querystring: z.object({ page: wholeNumber(1, 100_000).default(1) }),
        response: { 200: memberOrdersPageSchema },
      },
    },
    async (request) => memberOrders(app.deps.db, memberOf(request).memberId, request.query.page),
  );

  app.get(
    '/order/member/pointRecord',
    { schema: { response: { 200: z.array(pointRecordSchema) } } },
    async (request) => memberPointRecords(app.deps.db, memberOf(request).memberId),
  );

  /** The caller's own order; another member's, a deleted or a missing one is the same 404. */
  app.get(
    '/order/:orderId',
    { schema: { params: z.object({ orderId: idField }), response: { 200: orderSchema } } },
    async (request) =>
      findMemberOrder(app.deps.db, app.deps.eventStore, memberOf(request).memberId, request.params.orderId),
  );
}

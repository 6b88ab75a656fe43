import type { FastifyInstance } from 'fastify';
import { orderCancelRoutes } from './cancel.ts';
import { orderAddRoutes } from './place.ts';
import { orderPreRoutes } from './prePrice.ts';
import { orderQueryRoutes } from './read.ts';

/**
 * order/…: pricing an order before it is placed (pre), placing it (add), reading a member's orders and the
 * guests' enquiry, and the shopper's cancel. The work is in bff/src/orders/; these files parse and call it.
 */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  await app.register(orderPreRoutes);
  await app.register(orderAddRoutes);
  await app.register(orderQueryRoutes);
  await app.register(orderCancelRoutes);
}

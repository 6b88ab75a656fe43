import type { FastifyInstance } from 'fastify';
import { cancelOrderRoutes } from './cancel.ts';
import { placeOrderRoutes } from './place.ts';
import { prePriceRoutes } from './prePrice.ts';
import { readOrderRoutes } from './read.ts';

/**
 * order/…: pricing an order before it is placed (pre), placing it (add), reading a member's orders and the
 * guests' enquiry, and the shopper's cancel. The work is in bff/src/orders/; these files parse and call it.
 */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  await app.register(prePriceRoutes);
  await app.register(placeOrderRoutes);
  await app.register(readOrderRoutes);
  await app.register(cancelOrderRoutes);
}

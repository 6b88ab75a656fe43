import { orderCancelRequestSchema, orderSchema } from '@shop/domain/orders/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors.ts';
import { eventMetadataOf, shopperActor } from '../../http/eventMetadata.ts';
import { limitRequests } from '../../limits/limitRequests.ts';
import { routeLimits } from '../../limits/shopLimits.ts';
import { orderIdOfNumber } from '../../orders/orderNumbers.ts';
import { awaitOrderView } from '../../orders/readYourWrites.ts';
import { cancelOwnOrder } from '../../orders/shopperCancel.ts';
import type { OrderCaller } from '../../payments/orderPayments.ts';

/**
 * POST /order/cancel (a path the specification does not show; docs/orders.md, "Paying again or cancelling"):
 * the shopper cancels their own order while it waits for its payment. A member sends `{ orderId }` with
 * their token; a guest `{ orderNo, phone }`, as the enquiry asks them. The answer is the cancelled order.
 * Counted with the guests' look-ups (a wrong phone answers the same 404 as a missing order).
 */
export async function cancelOrderRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/order/cancel',
    {
      config: { access: 'optionalMember' },
      preValidation: limitRequests(app.deps, routeLimits.orderChecking),
      schema: { body: orderCancelRequestSchema, response: { 200: orderSchema } },
    },
    async (request) => {
      const { db, eventStore, clock, projections } = app.deps;
      const { orderId, caller } = cancelTarget(request.member?.memberId ?? null, request.body);
      const now = clock.now();
      const metadata = eventMetadataOf(request, shopperActor(request, `order:${orderId}`), now);
      const { order, position } = await cancelOwnOrder(
        { db, eventStore },
        { orderId, caller, metadata, now },
      );
      // The order page and the enquiry read the read model next: let it show the cancellation.
      if (position) await awaitOrderView(projections, position);
      return order;
    },
  );
}

function cancelTarget(
  memberId: number | null,
  body: { orderId?: number | undefined; orderNo?: string | undefined; phone?: string | undefined },
): { orderId: number; caller: OrderCaller } {
  if (memberId !== null) {
    if (body.orderId === undefined) throw badRequest('Name the order to cancel.', 'ORDER_ID_REQUIRED');
    return { orderId: body.orderId, caller: { kind: 'member', memberId } };
  }
  const orderNo = body.orderNo ?? '';
  const phone = body.phone ?? '';
  if (orderNo === '' || phone === '') {
    throw badRequest('A guest names the order by its number and phone.', 'ORDER_NO_AND_PHONE_REQUIRED');
  }
  const orderId = orderIdOfNumber(orderNo);
  if (orderId === null) throw badRequest('That is not an order number.', 'ORDER_NO_INVALID');
  return { orderId, caller: { kind: 'guest', orderNo, phone } };
}

import { DomainError } from '@shop/domain/errors';
import type { EventMetadata, GlobalPosition } from '@shop/domain/events';
import type { Order } from '@shop/domain/orders/apiSchemas';
import { orderStreamId } from '@shop/domain/orders/orderEvents';
import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { eventStoreWithin } from '../eventSourcing/transactionEventStore.ts';
import { type OrderCaller, ownOrder } from '../payments/orderPayments.ts';
import { cancelOrderWithin } from './cancelOrder.ts';
import { orderAnswer } from './orderAnswer.ts';
import { foldOrderView } from './orderView.ts';

/** The reason the order's OrderCanceled carries when the shopper cancelled it themselves. */
export const SHOPPER_CANCEL_REASON = 'SHOPPER_CANCELED';

/**
 * The shopper cancels their own order while it waits for its payment (unpaid after a declined or abandoned
 * card, or still at the gateway): `CancelOrder` as the shopper, through the one cancellation path the
 * payment-window sweeper and staff use, so the stock is back, the points returned and the deadline gone
 * in the same transaction. Someone else's order is the same 404 as a missing one; a paid, shipped or
 * cancelled order is ORDER_NOT_CANCELLABLE, and nothing is written on any refusal.
 */
export async function cancelOwnOrder(
  deps: { db: Db; eventStore: EventStore },
  input: { orderId: number; caller: OrderCaller; metadata: EventMetadata; now: Date },
): Promise<{ order: Order; position: GlobalPosition | null }> {
  const { db, eventStore } = deps;
  const { orderId, caller, metadata, now } = input;
  const position = await db.transaction(async (tx) => {
    await ownOrder(eventStoreWithin(eventStore, tx), orderId, caller);
    const { appended } = await cancelOrderWithin(tx, eventStore, {
      orderId,
      command: { type: 'CancelOrder', data: { requestedBy: 'shopper', reason: SHOPPER_CANCEL_REASON } },
      metadata,
      now,
    });
    return appended?.position ?? null;
  });
  const view = foldOrderView(await eventStore.readStream(orderStreamId(orderId)));
  if (view === null) throw new DomainError('ORDER_NOT_FOUND', 'This order does not exist.');
  return { order: orderAnswer(view), position };
}

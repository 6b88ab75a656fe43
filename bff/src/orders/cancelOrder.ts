import type { EventMetadata } from '@shop/domain/events';
import { type CancelOrder, orderDecider } from '@shop/domain/orders/decide';
import type { OrderState } from '@shop/domain/orders/order';
import { type OrderEvent, orderEvents, orderStreamId } from '@shop/domain/orders/orderEvents';
import type { Queryable } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { runStreamCommand, type StreamCommandResult } from '../eventSourcing/streamCommand.ts';
import { eventStoreWithin } from '../eventSourcing/transactionEventStore.ts';
import { reverseOrderPoints } from './orderPoints.ts';
import { clearPaymentDeadline } from './paymentDeadline.ts';
import { releaseStock } from './stock.ts';

/**
 * A cancellation's consequences, in the append's transaction: stock back, deadline gone, points back. The
 * one path for every canceller: the payment-window sweeper, staff and the shopper.
 */
export async function settleCancellation(
  tx: Queryable,
  store: EventStore,
  event: Extract<OrderEvent, { type: 'OrderCanceled' }>,
  state: OrderState,
  metadata: EventMetadata,
  now: Date,
): Promise<void> {
  await releaseStock(tx, event.data.releasedStock);
  await clearPaymentDeadline(tx, event.data.orderId);
  if (state.status === 'notPlaced' || state.placed.buyer.kind !== 'member') return;
  // Earned points go as well as redeemed ones come back: always asked, the ledger decides what is left.
  const ref = { orderId: event.data.orderId, orderNo: event.data.orderNo };
  await reverseOrderPoints(store, { memberId: state.placed.buyer.memberId, ref, metadata, now });
}

/**
 * Sends `CancelOrder` to one order inside `tx` and settles what it cancelled there: on the Postgres store the
 * event, the stock, the deadline and the points commit together or not at all. A refusal (a DomainError
 * from the decider) writes nothing and goes to the caller.
 */
export async function cancelOrderWithin(
  tx: Queryable,
  eventStore: EventStore,
  input: { orderId: number; command: CancelOrder; metadata: EventMetadata; now: Date },
): Promise<StreamCommandResult<OrderEvent, OrderState>> {
  const store = eventStoreWithin(eventStore, tx);
  const { metadata, now } = input;
  const result = await runStreamCommand({
    eventStore: store,
    decider: orderDecider,
    codec: orderEvents,
    streamId: orderStreamId(input.orderId),
    command: input.command,
    metadata,
    now,
  });
  for (const event of result.events) {
    if (event.type === 'OrderCanceled')
      await settleCancellation(tx, store, event, result.state, metadata, now);
  }
  return result;
}

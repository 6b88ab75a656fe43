import type { RecordedEvent } from '@shop/domain/events';
import { evolveOrder, initialOrderState, type PlacedStatus } from '@shop/domain/orders/order';
import { type OrderPlaced, orderEvents } from '@shop/domain/orders/orderEvents';

/** What an order page shows of an order, whether read from the orders read model or folded from its stream. */
export interface OrderView {
  placed: OrderPlaced;
  status: PlacedStatus;
  /** Oldest first: the first parcel's, then the second delivery's. */
  trackingNumbers: readonly string[];
  /** The gateway's code of the last failed payment; null once a new attempt, a success or a cancel follows. */
  paymentFailureCode: string | null;
}

/**
 * Folds an order's stream into its view, for the moment right after an append when the read model has not
 * caught up yet. It must agree with the `orders` projection (projections/src/orders/orders.ts): a test
 * compares the two on every status.
 */
export function foldOrderView(recorded: readonly RecordedEvent[]): OrderView | null {
  let state = initialOrderState();
  let paymentFailureCode: string | null = null;
  for (const stored of recorded) {
    const event = orderEvents.decode(stored);
    state = evolveOrder(state, event);
    if (event.type === 'PaymentFailed') paymentFailureCode = event.data.rejectionCode;
    if (
      event.type === 'PaymentRequested' ||
      event.type === 'PaymentConfirmed' ||
      event.type === 'PaymentCanceled'
    )
      paymentFailureCode = null;
  }
  if (state.status === 'notPlaced') return null;
  return {
    placed: state.placed,
    status: state.status,
    trackingNumbers: state.trackingNumbers,
    paymentFailureCode,
  };
}

import type { Cents } from '../money.ts';
import type { OrderEvent, OrderPlaced } from './orderEvents.ts';

/**
 * The statuses of seed 001 §4, spelt as the specification spells them (the order_status_{status} labels
 * use these keys), plus `notPlaced` for a stream with no events yet.
 */
export const ORDER_STATUSES = [
  'notPlaced',
  'unpaid',
  'pending',
  'paid',
  'Processing',
  'inTransit',
  'wait2ndDelivery',
  'inTransit2nd',
  'completed',
  'canceled',
  'deleted',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PlacedStatus = Exclude<OrderStatus, 'notPlaced'>;

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The confirmed payment: the gateway's own reference makes a repeated notify recognisable. */
export interface ConfirmedPayment {
  gatewayReference: string;
  amount: Cents;
}

export interface PlacedOrder {
  status: PlacedStatus;
  placed: OrderPlaced;
  payment: ConfirmedPayment | null;
  /**
   * Gateway references of verified payments the order did not want (a second capture, a payment after
   * cancellation): each one owed back, each recorded once.
   */
  unwantedPayments: readonly string[];
  /** What the shop owes the shopper now: unwanted payments, and all it holds once cancelled, less refunds. */
  refundDue: Cents;
  /** Every cent the gateway took for the order: its payment and every unwanted one. */
  received: Cents;
  /** What staff have recorded as paid back; never more than `received`. */
  refunded: Cents;
  trackingNumbers: readonly string[];
}

export type OrderState = { status: 'notPlaced' } | PlacedOrder;

export const initialOrderState = (): OrderState => ({ status: 'notPlaced' });

/** A line with a six-month subscription (or delivery times 2) ships twice. */
export function hasSecondDelivery(placed: Pick<OrderPlaced, 'lines'>): boolean {
  return placed.lines.some((line) => line.deliveryTimes >= 2);
}

function placedOrThrow(state: OrderState, event: OrderEvent): PlacedOrder {
  if (state.status === 'notPlaced') throw new Error(`${event.type} before OrderPlaced`);
  return state;
}

/** Applies one event. Events are facts already decided: evolve never refuses, it only records. */
export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderPlaced':
      return {
        status: 'unpaid',
        placed: event.data,
        payment: null,
        unwantedPayments: [],
        refundDue: 0,
        received: 0,
        refunded: 0,
        trackingNumbers: [],
      };
    case 'PaymentRequested':
      return { ...placedOrThrow(state, event), status: 'pending' };
    case 'PaymentConfirmed': {
      const { gatewayReference, amount } = event.data;
      const order = placedOrThrow(state, event);
      return {
        ...order,
        status: 'paid',
        payment: { gatewayReference, amount },
        received: order.received + amount,
      };
    }
    case 'PaymentReceivedAfterCancellation':
    case 'UnwantedPaymentReceived': {
      const order = placedOrThrow(state, event);
      return {
        ...order,
        unwantedPayments: [...order.unwantedPayments, event.data.gatewayReference],
        refundDue: order.refundDue + event.data.amount,
        received: order.received + event.data.amount,
      };
    }
    case 'PaymentFailed':
    case 'PaymentCanceled':
      return { ...placedOrThrow(state, event), status: 'unpaid' };
    case 'OrderCanceled': {
      // Added, not set: payments owed back before the cancellation stay owed.
      const order = placedOrThrow(state, event);
      return { ...order, status: 'canceled', refundDue: order.refundDue + event.data.refundDue };
    }
    case 'OrderProcessingStarted':
      return { ...placedOrThrow(state, event), status: 'Processing' };
    case 'OrderShipped':
    case 'SecondDeliveryShipped': {
      const order = placedOrThrow(state, event);
      return {
        ...order,
        status: event.type === 'OrderShipped' ? 'inTransit' : 'inTransit2nd',
        trackingNumbers: [...order.trackingNumbers, event.data.trackingNumber],
      };
    }
    case 'FirstDeliveryCompleted':
      return { ...placedOrThrow(state, event), status: 'wait2ndDelivery' };
    case 'OrderCompleted':
      return { ...placedOrThrow(state, event), status: 'completed' };
    case 'OrderDeleted':
      return { ...placedOrThrow(state, event), status: 'deleted' };
    case 'RefundRecorded': {
      const order = placedOrThrow(state, event);
      const { amount } = event.data;
      return {
        ...order,
        refunded: order.refunded + amount,
        refundDue: Math.max(0, order.refundDue - amount),
      };
    }
    default: {
      const unexpected: never = event;
      throw new Error(`Unknown order event: ${JSON.stringify(unexpected)}`);
    }
  }
}

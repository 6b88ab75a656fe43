import type { OrderCommandType } from './decide.ts';
import type { OrderStatus } from './order.ts';
import type { OrderStatusRefusal } from './orderErrors.ts';

/** A cell: the status the command leads to, or the code it is refused with. */
export type Transition = OrderStatus | OrderStatusRefusal;

const placedAlready = {
  PlaceMemberOrder: 'ORDER_ALREADY_PLACED',
  PlaceExpressOrder: 'ORDER_ALREADY_PLACED',
  PlaceGuestOrder: 'ORDER_ALREADY_PLACED',
} as const;

/** A second capture of a paid order is not refused: decide records it as owed back (the status stays). */
const paidAlready = {
  RequestPayment: 'ORDER_ALREADY_PAID',
  FailPayment: 'ORDER_ALREADY_PAID',
  CancelPayment: 'ORDER_ALREADY_PAID',
} as const;

const beforePayment = {
  StartProcessing: 'ORDER_NOT_PAID',
  ShipOrder: 'ORDER_NOT_PAID',
  AwaitSecondDelivery: 'ORDER_NOT_PAID',
  ShipSecondDelivery: 'ORDER_NOT_PAID',
  CompleteOrder: 'ORDER_NOT_PAID',
} as const;

/**
 * Every status × every command, in one place: the status a command leads to, or why it is refused.
 * `decide` consults it before any other rule, and docs/orders.md explains each choice. Rules inside an
 * allowed cell (the payment's amount, who may cancel a paid order, the second delivery) live in decide.ts.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, Record<OrderCommandType, Transition>> = {
  notPlaced: {
    PlaceMemberOrder: 'unpaid',
    PlaceExpressOrder: 'unpaid',
    PlaceGuestOrder: 'unpaid',
    RequestPayment: 'ORDER_NOT_FOUND',
    ConfirmPayment: 'ORDER_NOT_FOUND',
    FailPayment: 'ORDER_NOT_FOUND',
    CancelPayment: 'ORDER_NOT_FOUND',
    CancelOrder: 'ORDER_NOT_FOUND',
    StartProcessing: 'ORDER_NOT_FOUND',
    ShipOrder: 'ORDER_NOT_FOUND',
    AwaitSecondDelivery: 'ORDER_NOT_FOUND',
    ShipSecondDelivery: 'ORDER_NOT_FOUND',
    CompleteOrder: 'ORDER_NOT_FOUND',
    DeleteOrder: 'ORDER_NOT_FOUND',
    RecordRefund: 'ORDER_NOT_FOUND',
  },
  unpaid: {
    ...placedAlready,
    RequestPayment: 'pending',
    ConfirmPayment: 'paid',
    FailPayment: 'unpaid',
    CancelPayment: 'unpaid',
    CancelOrder: 'canceled',
    ...beforePayment,
    DeleteOrder: 'ORDER_NOT_DELETABLE',
    RecordRefund: 'ORDER_NOT_PAID',
  },
  /** A payment was requested: the shopper is at the gateway, its answer is awaited. */
  pending: {
    ...placedAlready,
    RequestPayment: 'pending',
    ConfirmPayment: 'paid',
    FailPayment: 'unpaid',
    CancelPayment: 'unpaid',
    CancelOrder: 'canceled',
    ...beforePayment,
    DeleteOrder: 'ORDER_NOT_DELETABLE',
    RecordRefund: 'ORDER_NOT_PAID',
  },
  paid: {
    ...placedAlready,
    ...paidAlready,
    ConfirmPayment: 'paid',
    CancelOrder: 'canceled',
    StartProcessing: 'Processing',
    ShipOrder: 'ORDER_NOT_PROCESSING',
    AwaitSecondDelivery: 'ORDER_NOT_SHIPPED',
    ShipSecondDelivery: 'ORDER_NOT_SHIPPED',
    CompleteOrder: 'ORDER_NOT_SHIPPED',
    DeleteOrder: 'ORDER_NOT_DELETABLE',
    RecordRefund: 'paid',
  },
  Processing: {
    ...placedAlready,
    ...paidAlready,
    ConfirmPayment: 'Processing',
    CancelOrder: 'canceled',
    StartProcessing: 'ORDER_ALREADY_PROCESSING',
    ShipOrder: 'inTransit',
    AwaitSecondDelivery: 'ORDER_NOT_SHIPPED',
    ShipSecondDelivery: 'ORDER_NOT_SHIPPED',
    CompleteOrder: 'ORDER_NOT_SHIPPED',
    DeleteOrder: 'ORDER_NOT_DELETABLE',
    RecordRefund: 'Processing',
  },
  inTransit: {
    ...placedAlready,
    ...paidAlready,
    ConfirmPayment: 'inTransit',
    CancelOrder: 'ORDER_ALREADY_SHIPPED',
    StartProcessing: 'ORDER_ALREADY_SHIPPED',
    ShipOrder: 'ORDER_ALREADY_SHIPPED',
    AwaitSecondDelivery: 'wait2ndDelivery',
    ShipSecondDelivery: 'ORDER_NOT_AWAITING_SECOND_DELIVERY',
    CompleteOrder: 'completed',
    DeleteOrder: 'ORDER_NOT_DELETABLE',
    RecordRefund: 'inTransit',
  },
  wait2ndDelivery: {
    ...placedAlready,
    ...paidAlready,
    ConfirmPayment: 'wait2ndDelivery',
    CancelOrder: 'ORDER_ALREADY_SHIPPED',
    StartProcessing: 'ORDER_ALREADY_SHIPPED',
    ShipOrder: 'ORDER_ALREADY_SHIPPED',
    AwaitSecondDelivery: 'ORDER_ALREADY_AWAITING_SECOND_DELIVERY',
    ShipSecondDelivery: 'inTransit2nd',
    CompleteOrder: 'SECOND_DELIVERY_OUTSTANDING',
    DeleteOrder: 'ORDER_NOT_DELETABLE',
    RecordRefund: 'wait2ndDelivery',
  },
  inTransit2nd: {
    ...placedAlready,
    ...paidAlready,
    ConfirmPayment: 'inTransit2nd',
    CancelOrder: 'ORDER_ALREADY_SHIPPED',
    StartProcessing: 'ORDER_ALREADY_SHIPPED',
    ShipOrder: 'ORDER_ALREADY_SHIPPED',
    AwaitSecondDelivery: 'SECOND_DELIVERY_ALREADY_SHIPPED',
    ShipSecondDelivery: 'SECOND_DELIVERY_ALREADY_SHIPPED',
    CompleteOrder: 'completed',
    DeleteOrder: 'ORDER_NOT_DELETABLE',
    RecordRefund: 'inTransit2nd',
  },
  completed: {
    ...placedAlready,
    ...paidAlready,
    ConfirmPayment: 'completed',
    CancelOrder: 'ORDER_COMPLETED',
    StartProcessing: 'ORDER_COMPLETED',
    ShipOrder: 'ORDER_COMPLETED',
    AwaitSecondDelivery: 'ORDER_COMPLETED',
    ShipSecondDelivery: 'ORDER_COMPLETED',
    CompleteOrder: 'ORDER_COMPLETED',
    DeleteOrder: 'ORDER_NOT_DELETABLE',
    RecordRefund: 'completed',
  },
  canceled: {
    ...placedAlready,
    RequestPayment: 'ORDER_CANCELED',
    /** Money the gateway took anyway is recorded as owed back; the order stays cancelled. */
    ConfirmPayment: 'canceled',
    FailPayment: 'ORDER_CANCELED',
    CancelPayment: 'ORDER_CANCELED',
    CancelOrder: 'ORDER_CANCELED',
    StartProcessing: 'ORDER_CANCELED',
    ShipOrder: 'ORDER_CANCELED',
    AwaitSecondDelivery: 'ORDER_CANCELED',
    ShipSecondDelivery: 'ORDER_CANCELED',
    CompleteOrder: 'ORDER_CANCELED',
    DeleteOrder: 'deleted',
    RecordRefund: 'canceled',
  },
  /** Deleted orders are gone for everyone but the event log; money that still arrives is owed back. */
  deleted: {
    ...placedAlready,
    RequestPayment: 'ORDER_NOT_FOUND',
    ConfirmPayment: 'deleted',
    FailPayment: 'ORDER_NOT_FOUND',
    CancelPayment: 'ORDER_NOT_FOUND',
    CancelOrder: 'ORDER_NOT_FOUND',
    StartProcessing: 'ORDER_NOT_FOUND',
    ShipOrder: 'ORDER_NOT_FOUND',
    AwaitSecondDelivery: 'ORDER_NOT_FOUND',
    ShipSecondDelivery: 'ORDER_NOT_FOUND',
    CompleteOrder: 'ORDER_NOT_FOUND',
    DeleteOrder: 'ORDER_NOT_FOUND',
    RecordRefund: 'ORDER_NOT_FOUND',
  },
};

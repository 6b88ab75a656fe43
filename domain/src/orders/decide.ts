import type { Decider } from '../decider.ts';
import { DomainError } from '../errors.ts';
import { sumCents } from '../money.ts';
import { POINTS_PER_CENT } from '../points/pointsRules.ts';
import {
  evolveOrder,
  hasSecondDelivery,
  initialOrderState,
  isOrderStatus,
  type OrderState,
  type PlacedOrder,
} from './order.ts';
import type { OrderErrorCode } from './orderErrors.ts';
import {
  CURRENCY,
  type OrderBuyer,
  type OrderDraft,
  type OrderEvent,
  type OrderEventData,
  type PaymentChannel,
  type Placement,
  type UnwantedPaymentReason,
} from './orderEvents.ts';
import { ORDER_TRANSITIONS } from './orderTransitions.ts';

interface OrderIdentity {
  orderId: number;
  orderNo: string;
}

export type PlaceMemberOrder = {
  type: 'PlaceMemberOrder';
  data: OrderIdentity & { member: Extract<OrderBuyer, { kind: 'member' }>; order: OrderDraft };
};
export type PlaceExpressOrder = {
  type: 'PlaceExpressOrder';
  data: OrderIdentity & { member: Extract<OrderBuyer, { kind: 'member' }>; order: OrderDraft };
};
export type PlaceGuestOrder = {
  type: 'PlaceGuestOrder';
  data: OrderIdentity & { guest: Extract<OrderBuyer, { kind: 'guest' }>; order: OrderDraft };
};
export type RequestPayment = { type: 'RequestPayment'; data: { channel: PaymentChannel; reference: string } };
/**
 * Only the bff's notify handler, after checking the gateway's signature, may send this: `verifiedByGateway`
 * says so, and anything else is refused. Amount and currency are the gateway's, checked against the order.
 */
export type ConfirmPayment = {
  type: 'ConfirmPayment';
  data: {
    verifiedByGateway: true;
    channel: PaymentChannel;
    gatewayReference: string;
    amount: number;
    currency: string;
  };
};
export type FailPayment = {
  type: 'FailPayment';
  data: { channel: PaymentChannel; rejectionCode: string | null };
};
export type CancelPayment = { type: 'CancelPayment'; data: { channel: PaymentChannel } };
export type CancelOrder = {
  type: 'CancelOrder';
  data: { requestedBy: 'shopper' | 'staff' | 'system'; reason: string };
};
export type StartProcessing = { type: 'StartProcessing'; data: Record<string, never> };
export type ShipOrder = { type: 'ShipOrder'; data: { trackingNumber: string } };
export type AwaitSecondDelivery = { type: 'AwaitSecondDelivery'; data: Record<string, never> };
export type ShipSecondDelivery = { type: 'ShipSecondDelivery'; data: { trackingNumber: string } };
export type CompleteOrder = { type: 'CompleteOrder'; data: Record<string, never> };
export type DeleteOrder = { type: 'DeleteOrder'; data: { reason: string } };
/** Staff paid money back outside the shop (card refund at the gateway, cash): the order records it. */
export type RecordRefund = {
  type: 'RecordRefund';
  /** `gatewayReference`: the transaction paid back, when staff name one (the refunds-owed list does). */
  data: { amount: number; reason: string; gatewayReference?: string };
};

export type OrderCommand =
  | PlaceMemberOrder
  | PlaceExpressOrder
  | PlaceGuestOrder
  | RequestPayment
  | ConfirmPayment
  | FailPayment
  | CancelPayment
  | CancelOrder
  | StartProcessing
  | ShipOrder
  | AwaitSecondDelivery
  | ShipSecondDelivery
  | CompleteOrder
  | DeleteOrder
  | RecordRefund;
export type OrderCommandType = OrderCommand['type'];

const refuse = (code: OrderErrorCode, message: string, details?: Record<string, unknown>): never => {
  throw new DomainError(code, message, details);
};

const ofOrder = (order: PlacedOrder) => ({ orderId: order.placed.orderId, orderNo: order.placed.orderNo });

/** The placement's figures must add up, so that the order shows what the shopper was charged. */
function checkDraft(draft: OrderDraft, placement: Placement, buyer: OrderBuyer): void {
  const { lines, totals, points } = draft;
  if (lines.length === 0) refuse('ORDER_EMPTY', 'An order needs at least one line.');
  const couponTotal = sumCents(draft.coupons.map((coupon) => coupon.discount));
  const redemption = lines.reduce((sum, line) => sum + line.productPoint * line.quantity, 0);
  const consistent =
    sumCents(lines.map((line) => line.chargedUnitPrice * line.quantity)) ===
      totals.productTotalBeforeDiscount &&
    couponTotal === totals.couponDiscount &&
    totals.productTotal === totals.productTotalBeforeDiscount - totals.couponDiscount &&
    sumCents(lines.map((line) => line.finalPrice)) === totals.productTotal &&
    points.usedForCash === totals.pointsCash * POINTS_PER_CENT &&
    points.usedForRedemption === redemption &&
    totals.pointsCash <= totals.productTotal &&
    totals.orderTotal === totals.productTotal - totals.pointsCash + totals.shippingFee;
  if (!consistent) refuse('ORDER_TOTALS_INCONSISTENT', 'The order totals do not add up.', { totals, points });

  const spendsPoints = points.usedForCash > 0 || points.usedForRedemption > 0;
  if (spendsPoints && (buyer.kind !== 'member' || buyer.level !== 'vip')) {
    refuse('ORDER_INVALID', 'Only VIP members spend points.', { buyer: buyer.kind });
  }
  if (placement === 'express' && lines.filter((line) => line.kind === 'regular').length !== 1) {
    refuse('ORDER_INVALID', 'An express order buys exactly one product.');
  }
}

function place(command: PlaceMemberOrder | PlaceExpressOrder | PlaceGuestOrder, now: Date): OrderEvent[] {
  const placement: Placement =
    command.type === 'PlaceGuestOrder'
      ? 'guest'
      : command.type === 'PlaceExpressOrder'
        ? 'express'
        : 'member';
  const buyer: OrderBuyer = command.type === 'PlaceGuestOrder' ? command.data.guest : command.data.member;
  const { orderId, orderNo, order } = command.data;
  checkDraft(order, placement, buyer);
  return [
    {
      type: 'OrderPlaced',
      data: { ...order, orderId, orderNo, placement, buyer, currency: CURRENCY, placedAt: now.toISOString() },
    },
  ];
}

function requestPayment(command: RequestPayment, order: PlacedOrder): OrderEvent[] {
  const { totals } = order.placed;
  return [
    {
      type: 'PaymentRequested',
      data: { ...ofOrder(order), ...command.data, amount: totals.orderTotal, currency: CURRENCY },
    },
  ];
}

function confirmPayment(command: ConfirmPayment, order: PlacedOrder, now: Date): OrderEvent[] {
  const { verifiedByGateway, channel, gatewayReference, amount, currency } = command.data;
  // Checked at run time as well: a cast or a plain-JavaScript caller must not mark an order paid.
  if (verifiedByGateway !== true) {
    refuse('PAYMENT_NOT_VERIFIED', 'Only a verified gateway message confirms a payment.');
  }
  if (currency !== CURRENCY) {
    refuse('PAYMENT_CURRENCY_MISMATCH', `The payment is in ${currency}, the order in ${CURRENCY}.`);
  }
  const received = { ...ofOrder(order), channel, gatewayReference, amount, currency: CURRENCY } as const;
  const reason = unwantedPaymentReason(order);
  if (reason !== null) {
    // The gateway took this money whatever the order says: it is recorded as taken, and owed back whole.
    if (!Number.isInteger(amount) || amount <= 0) {
      refuse('PAYMENT_AMOUNT_MISMATCH', 'A payment is a whole number of cents above zero.', { amount });
    }
    return [{ type: 'UnwantedPaymentReceived', data: { ...received, reason, refundDue: amount } }];
  }
  const expected = order.placed.totals.orderTotal;
  if (amount !== expected) {
    refuse('PAYMENT_AMOUNT_MISMATCH', 'The amount paid is not the order total.', { amount, expected });
  }
  return [{ type: 'PaymentConfirmed', data: { ...received, paidAt: now.toISOString() } }];
}

/** Why the order does not want a payment now, or null when the payment pays it. */
function unwantedPaymentReason(order: PlacedOrder): UnwantedPaymentReason | null {
  if (order.status === 'canceled') return 'ORDER_CANCELED';
  if (order.status === 'deleted') return 'ORDER_DELETED';
  return order.payment === null ? null : 'ALREADY_PAID';
}

function cancelOrder(command: CancelOrder, order: PlacedOrder): OrderEvent[] {
  const paid = order.payment !== null;
  if (paid && command.data.requestedBy !== 'staff') {
    refuse('ORDER_CANCEL_STAFF_ONLY', 'A paid order is cancelled and refunded by the shop’s staff.');
  }
  const { lines, points } = order.placed;
  const data: OrderEventData<'OrderCanceled'> = {
    ...ofOrder(order),
    ...command.data,
    // Once cancelled, the shop owes back everything it still holds for the order.
    refundDue: Math.max(0, order.received - order.refunded - order.refundDue),
    pointsToReturn: points.usedForCash + points.usedForRedemption,
    releasedStock: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
  };
  return [{ type: 'OrderCanceled', data }];
}

function trackingNumberOf(trackingNumber: string): string {
  const trimmed = trackingNumber.trim();
  if (trimmed === '') refuse('TRACKING_NUMBER_REQUIRED', 'A shipment needs its tracking number.');
  return trimmed;
}

/** At most what the order received and has not been refunded yet, with a reason the accounts can read. */
function recordRefund(command: RecordRefund, order: PlacedOrder): OrderEvent[] {
  const { amount } = command.data;
  const reason = command.data.reason.trim();
  if (reason === '') refuse('REFUND_REASON_REQUIRED', 'A refund needs its reason.');
  if (!Number.isInteger(amount) || amount <= 0) {
    refuse('REFUND_AMOUNT_INVALID', 'A refund is a whole number of cents above zero.', { amount });
  }
  const { gatewayReference } = command.data;
  const received = [...(order.payment ? [order.payment.gatewayReference] : []), ...order.unwantedPayments];
  if (gatewayReference !== undefined && !received.includes(gatewayReference)) {
    refuse('REFUND_TRANSACTION_UNKNOWN', 'The order received no payment with that transaction.', {
      gatewayReference,
    });
  }
  const refundable = order.received - order.refunded;
  if (amount > refundable) {
    refuse('REFUND_EXCEEDS_PAID', 'A refund cannot exceed what was paid and not yet refunded.', {
      amount,
      refundable,
    });
  }
  const data = { ...ofOrder(order), amount, reason, ...(gatewayReference ? { gatewayReference } : {}) };
  return [{ type: 'RefundRecorded', data }];
}

/** The table's verdict first: a refusal there ends the decision before any other rule runs. */
function admitted(command: OrderCommand, state: OrderState): void {
  const cell = ORDER_TRANSITIONS[state.status][command.type];
  if (!isOrderStatus(cell)) {
    refuse(cell, `${command.type} is not allowed while the order is ${state.status}.`, {
      status: state.status,
    });
  }
}

function placedOf(state: OrderState): PlacedOrder {
  // The table refuses every command but placement on a stream with no events; this only narrows the type.
  if (state.status === 'notPlaced') return refuse('ORDER_NOT_FOUND', 'No such order.');
  return state;
}

/**
 * The gateway repeats its notify until it is acknowledged: a payment already recorded, wanted or not,
 * decides nothing.
 */
function isRepeatedConfirmation(command: OrderCommand, state: OrderState): boolean {
  if (command.type !== 'ConfirmPayment' || state.status === 'notPlaced') return false;
  const { gatewayReference } = command.data;
  return (
    state.payment?.gatewayReference === gatewayReference || state.unwantedPayments.includes(gatewayReference)
  );
}

/**
 * The shopper's own cancel (order page, guest enquiry) is for an order still waiting for its payment: one
 * code for every other status, whatever the table would answer staff, so the shopper reads one reason.
 */
function shopperMayCancel(command: OrderCommand, state: OrderState): void {
  if (command.type !== 'CancelOrder' || command.data.requestedBy !== 'shopper') return;
  if (['notPlaced', 'deleted', 'unpaid', 'pending'].includes(state.status)) return;
  refuse('ORDER_NOT_CANCELLABLE', 'Only an order not yet paid can be cancelled here.', {
    status: state.status,
  });
}

export function decideOrder(command: OrderCommand, state: OrderState, now: Date): OrderEvent[] {
  if (isRepeatedConfirmation(command, state)) return [];
  shopperMayCancel(command, state);
  admitted(command, state);
  switch (command.type) {
    case 'PlaceMemberOrder':
    case 'PlaceExpressOrder':
    case 'PlaceGuestOrder':
      return place(command, now);
    case 'RequestPayment':
      return requestPayment(command, placedOf(state));
    case 'ConfirmPayment':
      return confirmPayment(command, placedOf(state), now);
    case 'FailPayment':
      return [{ type: 'PaymentFailed', data: { ...ofOrder(placedOf(state)), ...command.data } }];
    case 'CancelPayment':
      return [{ type: 'PaymentCanceled', data: { ...ofOrder(placedOf(state)), ...command.data } }];
    case 'CancelOrder':
      return cancelOrder(command, placedOf(state));
    case 'StartProcessing':
      return [{ type: 'OrderProcessingStarted', data: ofOrder(placedOf(state)) }];
    case 'ShipOrder': {
      const trackingNumber = trackingNumberOf(command.data.trackingNumber);
      return [{ type: 'OrderShipped', data: { ...ofOrder(placedOf(state)), trackingNumber } }];
    }
    case 'AwaitSecondDelivery': {
      const order = placedOf(state);
      if (!hasSecondDelivery(order.placed)) {
        refuse('NO_SECOND_DELIVERY', 'This order has no second delivery: complete it instead.');
      }
      return [{ type: 'FirstDeliveryCompleted', data: ofOrder(order) }];
    }
    case 'ShipSecondDelivery': {
      const trackingNumber = trackingNumberOf(command.data.trackingNumber);
      return [{ type: 'SecondDeliveryShipped', data: { ...ofOrder(placedOf(state)), trackingNumber } }];
    }
    case 'CompleteOrder': {
      const order = placedOf(state);
      if (order.status === 'inTransit' && hasSecondDelivery(order.placed)) {
        refuse('SECOND_DELIVERY_OUTSTANDING', 'The second delivery has not been shipped yet.');
      }
      return [{ type: 'OrderCompleted', data: ofOrder(order) }];
    }
    case 'DeleteOrder':
      return [{ type: 'OrderDeleted', data: { ...ofOrder(placedOf(state)), ...command.data } }];
    case 'RecordRefund':
      return recordRefund(command, placedOf(state));
    default: {
      const unexpected: never = command;
      throw new Error(`Unknown order command: ${JSON.stringify(unexpected)}`);
    }
  }
}

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  decide: decideOrder,
  evolve: evolveOrder,
  initialState: initialOrderState,
};

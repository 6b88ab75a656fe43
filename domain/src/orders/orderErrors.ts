/**
 * Why an order command was refused. The first group answers "not in this status" (the transition table
 * in orderTransitions.ts); the second answers a rule inside an allowed transition.
 */
export const ORDER_STATUS_REFUSALS = [
  'ORDER_NOT_FOUND',
  'ORDER_ALREADY_PLACED',
  'ORDER_NOT_PAID',
  'ORDER_ALREADY_PAID',
  'ORDER_NOT_PROCESSING',
  'ORDER_ALREADY_PROCESSING',
  'ORDER_NOT_SHIPPED',
  'ORDER_ALREADY_SHIPPED',
  'ORDER_NOT_AWAITING_SECOND_DELIVERY',
  'ORDER_ALREADY_AWAITING_SECOND_DELIVERY',
  'SECOND_DELIVERY_ALREADY_SHIPPED',
  /** Completing an order whose second delivery has not been shipped. */
  'SECOND_DELIVERY_OUTSTANDING',
  'ORDER_COMPLETED',
  'ORDER_CANCELED',
  'ORDER_NOT_DELETABLE',
] as const;
export type OrderStatusRefusal = (typeof ORDER_STATUS_REFUSALS)[number];

export const ORDER_RULE_REFUSALS = [
  /** Placement: no lines. */
  'ORDER_EMPTY',
  /** Placement: the totals do not add up from the lines, the coupon, the points and the fee. */
  'ORDER_TOTALS_INCONSISTENT',
  /** Placement: a guest spending points, an express order that is not one product, and the like. */
  'ORDER_INVALID',
  /** Confirm payment: the message did not come through the gateway's signature check. */
  'PAYMENT_NOT_VERIFIED',
  'PAYMENT_AMOUNT_MISMATCH',
  'PAYMENT_CURRENCY_MISMATCH',
  /** A paid order is cancelled (and refunded) by staff only. */
  'ORDER_CANCEL_STAFF_ONLY',
  /** The shopper cancels only an order not yet paid (unpaid, or at the gateway); the rest is the staff's. */
  'ORDER_NOT_CANCELLABLE',
  'TRACKING_NUMBER_REQUIRED',
  /** Waiting for a second delivery needs a two-delivery subscription line. */
  'NO_SECOND_DELIVERY',
  /** Record refund: more than the order received and has not been refunded yet. */
  'REFUND_EXCEEDS_PAID',
  'REFUND_AMOUNT_INVALID',
  'REFUND_REASON_REQUIRED',
  /** Record refund: the named gateway transaction is not one the order received. */
  'REFUND_TRANSACTION_UNKNOWN',
] as const;
export type OrderRuleRefusal = (typeof ORDER_RULE_REFUSALS)[number];

export type OrderErrorCode = OrderStatusRefusal | OrderRuleRefusal;

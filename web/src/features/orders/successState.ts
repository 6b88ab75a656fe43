import type { Order } from '@shop/domain/orders/apiSchemas';
import { declinedPayment } from './orderFail.ts';

/** Statuses that mean the gateway's notify confirmed the payment (and the order moved on since). */
const PAID_STATUSES: ReadonlySet<Order['orderStatus']> = new Set([
  'paid',
  'Processing',
  'inTransit',
  'wait2ndDelivery',
  'inTransit2nd',
  'completed',
]);

/** The server reports this order paid: only then may a page say so. */
export function isPaidOrder(order: Pick<Order, 'orderStatus'>): boolean {
  return PAID_STATUSES.has(order.orderStatus);
}

/**
 * What the success pages (/order_success/{id}, /guest_order_success) may say of an order, from the order as
 * the server answered it. The specification's pages said "order transaction confirmed" and emptied the cart
 * on arrival, whatever the order's state: only `confirmed` says that now, and only it empties the cart.
 *
 * - confirmed: paid (or further on).
 * - declined: unpaid, and the gateway refused the last card payment: pay again from the order, or enquire.
 * - awaitingPayment: unpaid, no payment tried or the last one was cancelled at the gateway.
 * - paymentPending: a payment was requested and the gateway's answer has not come yet.
 * - cancelled: the order was cancelled; nothing more to pay.
 * - notFound: the server has no such order for this shopper (or it was deleted).
 */
export type SuccessState =
  | 'confirmed'
  | 'declined'
  | 'awaitingPayment'
  | 'paymentPending'
  | 'cancelled'
  | 'notFound';

export function successState(order: Pick<Order, 'orderStatus' | 'paymentFailureCode'> | null): SuccessState {
  if (order === null || order.orderStatus === 'deleted') return 'notFound';
  if (isPaidOrder(order)) return 'confirmed';
  if (order.orderStatus === 'canceled') return 'cancelled';
  if (order.orderStatus === 'pending') return 'paymentPending';
  return declinedPayment(order) === null ? 'awaitingPayment' : 'declined';
}

import type { Order } from '@shop/domain/orders/apiSchemas';

/** An order with news still to come (payment, shipping, a second delivery, a refund) may be followed. */
const FOLLOWED_STATUSES = new Set<Order['orderStatus']>([
  'unpaid',
  'pending',
  'paid',
  'Processing',
  'inTransit',
  'wait2ndDelivery',
  'inTransit2nd',
]);

/** Whether the order page (member) and the enquiry (guest) offer "tell me when it ships". */
export function hasNewsToCome(order: Pick<Order, 'orderStatus'>): boolean {
  return FOLLOWED_STATUSES.has(order.orderStatus);
}

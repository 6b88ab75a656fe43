import { DomainError } from '@shop/domain/errors';
import type { Order } from '@shop/domain/orders/apiSchemas';
import { orderStreamId } from '@shop/domain/orders/orderEvents';
import type { Queryable } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { orderAnswer } from './orderAnswer.ts';
import { orderIdOfNumber } from './orderNumbers.ts';
import { guestOrder, memberOrder, orderNumberProjected } from './orderQueries.ts';
import { foldOrderView, type OrderView } from './orderView.ts';
import { withPaymentDue } from './paymentDeadline.ts';

const ORDER_NOT_FOUND = () => new DomainError('ORDER_NOT_FOUND', 'This order does not exist.');

function ownedBy(view: OrderView | null, memberId: number): view is OrderView {
  return (
    view?.placed.buyer.kind === 'member' &&
    view.placed.buyer.memberId === memberId &&
    view.status !== 'deleted'
  );
}

/**
 * The caller's own order. Someone else's order, a deleted one and a missing one are the same 404. An order
 * the read model does not hold yet (read-your-writes timed out just after placing) is folded from its
 * stream rather than answered 404.
 */
export async function findMemberOrder(
  db: Queryable,
  eventStore: EventStore,
  memberId: number,
  orderId: number,
): Promise<Order> {
  const read = await memberOrder(db, memberId, orderId);
  if (read.found) return withPaymentDue(db, orderAnswer(read.view));
  if (read.rowExists) throw ORDER_NOT_FOUND();
  const folded = foldOrderView(await eventStore.readStream(orderStreamId(orderId)));
  if (!ownedBy(folded, memberId)) throw ORDER_NOT_FOUND();
  return withPaymentDue(db, orderAnswer(folded));
}

function placedByGuest(view: OrderView | null, orderNo: string, phone: string): view is OrderView {
  return (
    view?.placed.orderNo === orderNo &&
    view.placed.buyer.kind === 'guest' &&
    view.placed.buyer.phone === phone &&
    view.status !== 'deleted'
  );
}

/**
 * A guest's look-up by order number and phone (both trimmed by the caller): a list holding the order, or an
 * empty list, the same for a wrong number and a wrong phone. Read-your-writes as for a member's order: a
 * number the read model holds no row for yet (just placed, the projection a moment behind) is looked up in
 * its stream (the number names the order id), so the enquiry right after placing finds the order.
 */
export async function findGuestOrders(
  db: Queryable,
  eventStore: EventStore,
  orderNo: string,
  phone: string,
): Promise<Order[]> {
  const view =
    (await guestOrder(db, orderNo, phone)) ?? (await unprojectedGuestOrder(db, eventStore, orderNo, phone));
  return view ? [await withPaymentDue(db, orderAnswer(view))] : [];
}

/** The guest's order folded from its stream, when the read model has no row for its number yet. */
async function unprojectedGuestOrder(
  db: Queryable,
  eventStore: EventStore,
  orderNo: string,
  phone: string,
): Promise<OrderView | null> {
  const orderId = orderIdOfNumber(orderNo);
  if (orderId === null || (await orderNumberProjected(db, orderNo))) return null;
  const folded = foldOrderView(await eventStore.readStream(orderStreamId(orderId)));
  return placedByGuest(folded, orderNo, phone) ? folded : null;
}

import { type AdminOrderDetail, type AdminOrderStep, staffOrderActions } from '@shop/domain/admin/orders';
import { DomainError } from '@shop/domain/errors';
import type { RecordedEvent } from '@shop/domain/events';
import { evolveOrder, initialOrderState, type OrderState } from '@shop/domain/orders/order';
import {
  type OrderEvent,
  type OrderPlaced,
  orderEvents,
  orderStreamId,
} from '@shop/domain/orders/orderEvents';
import type { Queryable } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';

function stepOf(recorded: RecordedEvent, event: OrderEvent): AdminOrderStep {
  const step: AdminOrderStep = {
    version: Number(recorded.streamRevision),
    type: event.type,
    at: recorded.metadata.occurredAt,
    actor: recorded.metadata.actor,
  };
  const data = event.data as Record<string, unknown>;
  if (typeof data.trackingNumber === 'string') step.trackingNumber = data.trackingNumber;
  if (typeof data.reason === 'string') step.reason = data.reason;
  if (event.type === 'RefundRecorded' || event.type === 'PaymentConfirmed') step.amount = event.data.amount;
  if (event.type === 'PaymentReceivedAfterCancellation' || event.type === 'UnwantedPaymentReceived')
    step.amount = event.data.amount;
  if (event.type === 'OrderCanceled') {
    step.refundDue = event.data.refundDue;
    step.releasedStock = event.data.releasedStock;
  }
  return step;
}

/** Staff are named in the history: the events keep the id, the staff table the name shown today. */
async function nameStaffActors(db: Queryable, history: AdminOrderStep[]): Promise<void> {
  const ids = [
    ...new Set(history.filter((step) => step.actor.kind === 'staff').map((step) => Number(step.actor.id))),
  ];
  if (ids.length === 0) return;
  const { rows } = await db.query<{ staff_id: number; display_name: string }>(
    'select staff_id, display_name from staff where staff_id = any ($1::int[])',
    [ids.filter(Number.isSafeInteger)],
  );
  const names = new Map(rows.map((row) => [String(row.staff_id), row.display_name]));
  for (const step of history) {
    const name = step.actor.kind === 'staff' ? names.get(step.actor.id) : undefined;
    if (name !== undefined) step.actorName = name;
  }
}

async function customerOf(db: Queryable, placed: OrderPlaced): Promise<AdminOrderDetail['customer']> {
  const { buyer } = placed;
  if (buyer.kind === 'guest') return { kind: 'guest', phone: buyer.phone };
  const { rows } = await db.query<{ name: string; phone: string; email: string }>(
    `select trim(lastname || ' ' || firstname) as name, phone, email from members where member_id = $1`,
    [buyer.memberId],
  );
  const member = rows[0];
  return {
    kind: 'member',
    memberId: buyer.memberId,
    name: member?.name ?? '',
    phone: member?.phone ?? null,
    email: member?.email ?? null,
  };
}

/**
 * The order folded from its own stream, not read from the orders read model: the staff act on this answer,
 * so its version and allowed commands must be the stream's as it is now, even a moment after a write.
 */
export async function adminOrderDetail(
  db: Queryable,
  eventStore: EventStore,
  orderId: number,
): Promise<AdminOrderDetail> {
  const recorded = await eventStore.readStream(orderStreamId(orderId));
  let state: OrderState = initialOrderState();
  let paidAt: string | null = null;
  const history: AdminOrderStep[] = [];
  for (const stored of recorded) {
    const event = orderEvents.decode(stored);
    state = evolveOrder(state, event);
    if (event.type === 'PaymentConfirmed') paidAt = event.data.paidAt;
    history.push(stepOf(stored, event));
  }
  await nameStaffActors(db, history);
  const last = recorded.at(-1);
  if (state.status === 'notPlaced' || !last) throw new DomainError('ORDER_NOT_FOUND', 'No such order.');
  return {
    orderId,
    orderNo: state.placed.orderNo,
    status: state.status,
    version: Number(last.streamRevision),
    placed: state.placed,
    customer: await customerOf(db, state.placed),
    payment: {
      paidAt,
      gatewayReference: state.payment?.gatewayReference ?? null,
      received: state.received,
      refunded: state.refunded,
      refundDue: state.refundDue,
    },
    trackingNumbers: [...state.trackingNumbers],
    actions: staffOrderActions(state),
    history,
  };
}

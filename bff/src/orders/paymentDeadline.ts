import type { Order } from '@shop/domain/orders/apiSchemas';
import type { Queryable } from '@shop/projections/ports/db';

interface OrderRef {
  orderId: number;
  orderNo: string;
}

/** The order's payment window, written by placement in its own transaction (a restart cannot lose it). */
export async function writePaymentDeadline(tx: Queryable, ref: OrderRef, dueAt: Date): Promise<void> {
  await tx.query('insert into order_payment_deadlines (order_id, order_no, due_at) values ($1, $2, $3)', [
    ref.orderId,
    ref.orderNo,
    dueAt,
  ]);
}

/** Paid (or otherwise settled) orders no longer time out: the payment path calls this in its transaction. */
export async function clearPaymentDeadline(tx: Queryable, orderId: number): Promise<void> {
  await tx.query('delete from order_payment_deadlines where order_id = $1', [orderId]);
}

/**
 * When the order's payment window closes, while it still has one (placed, not yet paid nor cancelled); null
 * otherwise. The order pages show it ("pay before 14:35") beside "pay again" and "cancel order".
 */
export async function paymentDueAt(db: Queryable, orderId: number): Promise<Date | null> {
  const { rows } = await db.query<{ due_at: Date | string }>(
    'select due_at from order_payment_deadlines where order_id = $1',
    [orderId],
  );
  const due = rows[0]?.due_at;
  return due === undefined ? null : new Date(due);
}

/** The order answer with its payment window's end, while it waits for its payment and the window is open. */
export async function withPaymentDue(db: Queryable, order: Order): Promise<Order> {
  if (order.orderStatus !== 'unpaid' && order.orderStatus !== 'pending') return order;
  const due = await paymentDueAt(db, order.orderId);
  return due === null ? order : { ...order, paymentDueAt: due.toISOString() };
}

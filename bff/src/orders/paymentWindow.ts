import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { type StoreSweepDeps, storeSweeper, sweepInBatches, sweepMetadata } from '../sweeper.ts';
import { cancelOrderWithin } from './cancelOrder.ts';
import { clearPaymentDeadline } from './paymentDeadline.ts';

export { clearPaymentDeadline, writePaymentDeadline } from './paymentDeadline.ts';

/**
 * Unpaid orders time out: placement writes a deadline row in its own transaction (so a restart cannot lose
 * it); the sweeper, at start and then on an interval, cancels the orders past it with `CancelOrder` as the
 * system actor and puts their stock back in the same transaction. `for update skip locked` lets several
 * replicas sweep at once without cancelling an order twice or waiting for each other.
 */

export const DEFAULT_PAYMENT_WINDOW_MINUTES = 30;
const BATCH = 50;

interface OrderRef {
  orderId: number;
  orderNo: string;
}

/** Cancels one due order in `tx`: stock back, points back, deadline gone. A settled order just loses its row. */
async function cancelDueOrder(
  tx: Queryable,
  eventStore: EventStore,
  ref: OrderRef,
  now: Date,
): Promise<void> {
  const metadata = sweepMetadata('payment-window', ref.orderId, now);
  try {
    await cancelOrderWithin(tx, eventStore, {
      orderId: ref.orderId,
      command: { type: 'CancelOrder', data: { requestedBy: 'system', reason: 'PAYMENT_WINDOW_EXPIRED' } },
      metadata,
      now,
    });
  } catch (error) {
    // Paid, already cancelled, or never placed: nothing to time out any more.
    if (!(error instanceof DomainError)) throw error;
  }
  await clearPaymentDeadline(tx, ref.orderId);
}

/** Cancels every order whose payment window has passed; answers how many deadlines were settled. */
export function cancelOverdueOrders(deps: StoreSweepDeps): Promise<number> {
  return sweepInBatches(
    deps.db,
    BATCH,
    async (tx, batchSize) =>
      (
        await tx.query<{ order_id: string; order_no: string }>(
          `select order_id::text, order_no from order_payment_deadlines where due_at <= $1
           order by due_at, order_id limit $2 for update skip locked`,
          [deps.now, batchSize],
        )
      ).rows,
    (tx, row) =>
      cancelDueOrder(tx, deps.eventStore, { orderId: Number(row.order_id), orderNo: row.order_no }, deps.now),
  );
}

/** Sweeps once now (orders that fell due while the shop was down) and then every `intervalMs`. */
export const startPaymentWindowSweeper = storeSweeper(cancelOverdueOrders);

import type { GlobalPosition } from '@shop/domain/events';
import { ordersReadModel } from '@shop/projections/orders/orders';

/** How the bff waits for a read model (server.ts wires it to the running projections). */
export interface ProjectionWaits {
  /** Resolves once `projection` has applied everything up to `position`; rejects on timeout or when stopped. */
  waitFor(projection: string, position: GlobalPosition, options?: { timeoutMs?: number }): Promise<void>;
}

/** Long enough for a caught-up runner (it wakes at once), short enough not to hold a shopper's request. */
export const ORDER_VIEW_WAIT_MS = 2000;

/**
 * Read-your-writes for the order pages: call it with the position an order append returned (placement,
 * payment) before answering, so the page the shopper lands on reads the order as it now is. True when the
 * orders read model got there in time; false when it did not (timed out, not running), in which case
 * `GET /api/order/{id}` still shows a new order by folding its stream (orderReads.ts).
 */
export async function awaitOrderView(
  projections: ProjectionWaits,
  position: GlobalPosition,
  timeoutMs = ORDER_VIEW_WAIT_MS,
): Promise<boolean> {
  try {
    await projections.waitFor(ordersReadModel.name, position, { timeoutMs });
    return true;
  } catch {
    return false;
  }
}

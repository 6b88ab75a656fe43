import type { EventMetadata } from '@shop/domain/events';
import type { PlacedStatus } from '@shop/domain/orders/order';
import {
  type OrderBuyer,
  type OrderDraft,
  type OrderEvent,
  orderEvents,
  orderStreamId,
} from '@shop/domain/orders/orderEvents';
import { draft, historyTo } from '@shop/domain/orders/orderFixtures';
import type { AppendResult, EventStore } from '@shop/projections/ports/eventStore';

/** A Hong Kong home-delivery address, as the order forms send it. */
export const TEST_HOME_ADDRESS = {
  orderAddressRecipient: '陳大文',
  orderAddressProvince: '九龍',
  orderAddressCity: '油尖旺區',
  orderAddressZone: '旺角',
  orderAddress1: '彌敦道 600 號',
};

export interface TestOrder {
  orderId: number;
  orderNo: string;
  buyer: OrderBuyer;
  placedAt: string;
  order?: OrderDraft;
}

let nextOrderId = 900_000 + (process.pid % 1000) * 100;

/** A fresh order id and number, unique within the test process. */
export function newOrderIds(): { orderId: number; orderNo: string } {
  nextOrderId += 1;
  return { orderId: nextOrderId, orderNo: `JH20261116${String(nextOrderId).padStart(6, '0')}` };
}

/**
 * The domain fixtures' history of an order reaching `status` (domain/src/orders/orderFixtures.ts, real
 * payloads), given this order's ids, buyer and placement time.
 */
export function orderHistory(status: PlacedStatus, order: TestOrder): OrderEvent[] {
  const ids = { orderId: order.orderId, orderNo: order.orderNo };
  return historyTo(status, order.order ?? draft()).map((event) => {
    if (event.type !== 'OrderPlaced') return { ...event, data: { ...event.data, ...ids } } as OrderEvent;
    return {
      type: 'OrderPlaced',
      data: {
        ...event.data,
        ...ids,
        buyer: order.buyer,
        placement: order.buyer.kind === 'guest' ? 'guest' : 'member',
        placedAt: order.placedAt,
      },
    };
  });
}

export function testMetadata(occurredAt: string): EventMetadata {
  return {
    correlationId: 'corr-order-test',
    causationId: 'cause-order-test',
    actor: { kind: 'system', id: 'order-test' },
    occurredAt,
  };
}

/** Appends `events` to the order's stream after `after` events already there (0: a new stream). */
export async function appendOrderEvents(
  store: EventStore,
  orderId: number,
  events: readonly OrderEvent[],
  options: { after?: number; occurredAt?: string } = {},
): Promise<AppendResult> {
  const after = options.after ?? 0;
  const occurredAt = options.occurredAt ?? '2026-11-16T06:00:00.000Z';
  return store.append(
    orderStreamId(orderId),
    events.map((event) => orderEvents.encode(event, testMetadata(occurredAt))),
    { expectedRevision: after === 0 ? 'no_stream' : BigInt(after - 1) },
  );
}

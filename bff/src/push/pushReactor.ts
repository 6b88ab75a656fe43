import type { RecordedEvent } from '@shop/domain/events';
import { type OrderEvent, orderEvents } from '@shop/domain/orders/orderEvents';
import type { Queryable } from '@shop/projections/ports/db';
import { defineReadModel } from '@shop/projections/runner/readModel';
import { type OrderNews, orderPayload } from './pushMessages.ts';

/** The reactor's checkpoint name in projection_checkpoints. */
export const PUSH_REACTOR_NAME = 'push_notifications';

function newsOf(event: OrderEvent): OrderNews | null {
  switch (event.type) {
    case 'PaymentConfirmed':
      return { kind: 'paid', orderNo: event.data.orderNo };
    case 'OrderShipped':
      return { kind: 'shipped', orderNo: event.data.orderNo, trackingNumber: event.data.trackingNumber };
    case 'SecondDeliveryShipped':
      return {
        kind: 'secondDeliveryShipped',
        orderNo: event.data.orderNo,
        trackingNumber: event.data.trackingNumber,
      };
    case 'RefundRecorded':
      return { kind: 'refunded', orderNo: event.data.orderNo, amount: event.data.amount };
    default:
      return null;
  }
}

/**
 * Queues one notification per follower of the order for the events a shopper wants to hear about. The
 * primary key (event id, subscription) makes a second run insert nothing, and only follows made before the
 * event (their stored head position is below it) are told: a replay from the start never sends old news.
 */
async function queueOrderNews(shopName: string, event: RecordedEvent, tx: Queryable): Promise<void> {
  const decoded = orderEvents.decode(event);
  const news = newsOf(decoded);
  if (news === null) return;
  await tx.query(
    `insert into push_deliveries (source, subscription_id, payload)
     select $1, subscription_id,
       (case when lang = 'en' then $5::jsonb else $6::jsonb end) || jsonb_build_object('url', open_url)
     from push_subscriptions
     where order_id = $2 and (after_commit, after_prepare) < ($3::numeric, $4::bigint)
     on conflict (source, subscription_id) do nothing`,
    [
      event.eventId,
      decoded.data.orderId,
      String(event.position.commit),
      String(event.position.prepare),
      JSON.stringify(orderPayload(shopName, news, 'en')),
      JSON.stringify(orderPayload(shopName, news, 'zh-HK')),
    ],
  );
}

/**
 * The push reactor: driven from the event store by the projection runner (its own checkpoint, moved in the
 * same transaction as the queued notifications), but no read model. It is not in the projections registry,
 * so `projections:rebuild` never drops its sent-log; its table comes from migration 0067.
 */
export function pushReactor(shopName: string) {
  const queue = (event: RecordedEvent, tx: Queryable) => queueOrderNews(shopName, event, tx);
  return defineReadModel<'push_deliveries'>({
    name: PUSH_REACTOR_NAME,
    tables: ['push_deliveries'],
    async createTables() {
      // The migration made the table; a rebuild never runs for a reactor.
    },
    handlers: {
      PaymentConfirmed: queue,
      OrderShipped: queue,
      SecondDeliveryShipped: queue,
      RefundRecorded: queue,
    },
  });
}

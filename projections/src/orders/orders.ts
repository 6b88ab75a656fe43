import type { RecordedEvent } from '@shop/domain/events';
import {
  type OrderEvent,
  type OrderEventData,
  type OrderEventType,
  orderEvents,
} from '@shop/domain/orders/orderEvents';
import { pointsEarnedSchema, pointsReversedSchema } from '@shop/domain/points/pointsEvents';
import { pointsPayload } from '../pointsPayload.ts';
import type { Queryable } from '../ports/db.ts';
import { defineReadModel, type TableNames } from '../runner/readModel.ts';
import { applyOrdersBatch, foldOrdersBatch } from './ordersBatch.ts';

type Table = 'orders' | 'order_lines';
type Tables = TableNames<Table>;

/** The payload of an order event, parsed; the runner names the type, so a mismatch is a bug. */
function dataOf<Type extends OrderEventType>(event: RecordedEvent, type: Type): OrderEventData<Type> {
  const decoded: OrderEvent = orderEvents.decode(event);
  if (decoded.type !== type) throw new Error(`Expected ${type}, got ${decoded.type}`);
  return decoded.data as OrderEventData<Type>;
}

/**
 * Applies a later order event to its row once: the row keeps the stream revision of the last event
 * applied, and an event at or below it (a replay, a replica that lost a race) changes nothing. `set`
 * uses $4 onwards for its own values.
 */
async function advance(
  tx: Queryable,
  tables: Tables,
  event: RecordedEvent,
  orderId: number,
  set: string,
  values: readonly unknown[] = [],
): Promise<void> {
  await tx.query(
    `update ${tables.orders} set ${set}, revision = $2, updated_at = $3
     where order_id = $1 and revision < $2`,
    [orderId, String(event.streamRevision), event.metadata.occurredAt, ...values],
  );
}

/** A status change and nothing else. */
function statusHandler(type: OrderEventType, status: string) {
  return async (event: RecordedEvent, tx: Queryable, tables: Tables) => {
    const { orderId } = dataOf(event, type);
    await advance(tx, tables, event, orderId, 'status = $4', [status]);
  };
}

/**
 * Every order as its pages, the guest look-up and the admin reports read it (docs/orders.md, "Reading
 * orders"): one `orders` row per order (status, times, totals in cents, points, buyer, tracking numbers,
 * the last payment failure, and the `OrderPlaced` payload the detail page is drawn from) and one
 * `order_lines` row per line (products and quantities for the reports).
 */
export const ordersReadModel = defineReadModel<Table>({
  name: 'orders',
  tables: ['orders', 'order_lines'],

  async createTables(tx, tables) {
    const { orders, order_lines: lines } = tables;
    await tx.exec(`
      create table if not exists ${orders} (
        order_id bigint primary key,
        order_no text not null constraint ${orders}_order_no_key unique,
        revision bigint not null,
        status text not null,
        placement text not null,
        member_id bigint,
        guest_phone text,
        placed_at timestamptz not null,
        paid_at timestamptz,
        canceled_at timestamptz,
        completed_at timestamptz,
        updated_at timestamptz not null,
        currency text not null,
        product_total_before_discount bigint not null,
        coupon_discount bigint not null,
        product_total bigint not null,
        points_cash bigint not null,
        shipping_fee bigint not null,
        order_total bigint not null,
        paid_amount bigint,
        refund_due bigint not null default 0,
        refunded_amount bigint not null default 0,
        points_used_for_cash integer not null,
        points_used_for_redemption integer not null,
        points_to_earn integer not null,
        points_earned integer not null default 0,
        points_reversed integer not null default 0,
        shipping_method text not null,
        tracking_numbers jsonb not null default '[]'::jsonb,
        payment_failure_code text,
        placed jsonb not null
      ) with (fillfactor = 70);
      -- Tables created before refunds were recorded gain the column in place (no rebuild needed).
      alter table ${orders} add column if not exists refunded_amount bigint not null default 0;
      create index if not exists ${orders}_member_idx on ${orders} (member_id, placed_at desc, order_id desc)
        where member_id is not null;
      create index if not exists ${orders}_placed_idx on ${orders} (placed_at);
      create table if not exists ${lines} (
        order_id bigint not null,
        line_no integer not null,
        product_id bigint not null,
        display_product_id bigint not null,
        sku text not null,
        kind text not null,
        quantity integer not null,
        charged_unit_price bigint not null,
        final_price bigint not null,
        product_point integer not null,
        delivery_times integer not null,
        constraint ${lines}_pkey primary key (order_id, line_no)
      );
      create index if not exists ${lines}_product_idx on ${lines} (product_id);
    `);
  },

  handlers: {
    async OrderPlaced(event, tx, tables) {
      const placed = dataOf(event, 'OrderPlaced');
      const { totals, points, buyer } = placed;
      // One statement for the order and its lines (read from the payload): the runner is bound by round trips.
      await tx.query(
        `with order_row as (
           insert into ${tables.orders} (order_id, order_no, revision, status, placement, member_id, guest_phone,
             placed_at, updated_at, currency, product_total_before_discount, coupon_discount, product_total,
             points_cash, shipping_fee, order_total, points_used_for_cash, points_used_for_redemption,
             points_to_earn, shipping_method, placed)
           values ($1, $2, $3, 'unpaid', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
             $19, $20::jsonb)
           on conflict (order_id) do nothing
         )
         insert into ${tables.order_lines} (order_id, line_no, product_id, display_product_id, sku, kind,
           quantity, charged_unit_price, final_price, product_point, delivery_times)
         select $1, line_no, (line->>'productId')::bigint, (line->>'displayProductId')::bigint, line->>'sku',
           line->>'kind', (line->>'quantity')::integer, (line->>'chargedUnitPrice')::bigint,
           (line->>'finalPrice')::bigint, (line->>'productPoint')::integer, (line->>'deliveryTimes')::integer
         from jsonb_array_elements($20::jsonb -> 'lines') with ordinality as lines(line, line_no)
         on conflict (order_id, line_no) do nothing`,
        [
          placed.orderId,
          placed.orderNo,
          String(event.streamRevision),
          placed.placement,
          buyer.kind === 'member' ? buyer.memberId : null,
          buyer.kind === 'guest' ? buyer.phone : null,
          placed.placedAt,
          event.metadata.occurredAt,
          placed.currency,
          totals.productTotalBeforeDiscount,
          totals.couponDiscount,
          totals.productTotal,
          totals.pointsCash,
          totals.shippingFee,
          totals.orderTotal,
          points.usedForCash,
          points.usedForRedemption,
          points.toEarn,
          placed.shipping.method,
          JSON.stringify(placed),
        ],
      );
    },

    // A new attempt, a success or a cancel at the gateway leaves no failure to show.
    async PaymentRequested(event, tx, tables) {
      const { orderId } = dataOf(event, 'PaymentRequested');
      await advance(tx, tables, event, orderId, `status = 'pending', payment_failure_code = null`);
    },
    async PaymentConfirmed(event, tx, tables) {
      const { orderId, paidAt, amount } = dataOf(event, 'PaymentConfirmed');
      await advance(
        tx,
        tables,
        event,
        orderId,
        `status = 'paid', paid_at = $4, paid_amount = $5, payment_failure_code = null`,
        [paidAt, amount],
      );
    },
    async PaymentFailed(event, tx, tables) {
      const { orderId, rejectionCode } = dataOf(event, 'PaymentFailed');
      await advance(tx, tables, event, orderId, `status = 'unpaid', payment_failure_code = $4`, [
        rejectionCode,
      ]);
    },
    async PaymentCanceled(event, tx, tables) {
      const { orderId } = dataOf(event, 'PaymentCanceled');
      await advance(tx, tables, event, orderId, `status = 'unpaid', payment_failure_code = null`);
    },
    async PaymentReceivedAfterCancellation(event, tx, tables) {
      const { orderId, amount } = dataOf(event, 'PaymentReceivedAfterCancellation');
      await advance(tx, tables, event, orderId, 'refund_due = refund_due + $4', [amount]);
    },
    async UnwantedPaymentReceived(event, tx, tables) {
      const { orderId, refundDue } = dataOf(event, 'UnwantedPaymentReceived');
      await advance(tx, tables, event, orderId, 'refund_due = refund_due + $4', [refundDue]);
    },
    // Added, not set: a payment owed back before the cancellation stays owed (the decider's rule).
    async OrderCanceled(event, tx, tables) {
      const { orderId, refundDue } = dataOf(event, 'OrderCanceled');
      await advance(
        tx,
        tables,
        event,
        orderId,
        `status = 'canceled', canceled_at = $3, refund_due = refund_due + $4`,
        [refundDue],
      );
    },
    OrderProcessingStarted: statusHandler('OrderProcessingStarted', 'Processing'),
    async OrderShipped(event, tx, tables) {
      const { orderId, trackingNumber } = dataOf(event, 'OrderShipped');
      await advance(
        tx,
        tables,
        event,
        orderId,
        `status = 'inTransit', tracking_numbers = tracking_numbers || jsonb_build_array($4::text)`,
        [trackingNumber],
      );
    },
    FirstDeliveryCompleted: statusHandler('FirstDeliveryCompleted', 'wait2ndDelivery'),
    async SecondDeliveryShipped(event, tx, tables) {
      const { orderId, trackingNumber } = dataOf(event, 'SecondDeliveryShipped');
      await advance(
        tx,
        tables,
        event,
        orderId,
        `status = 'inTransit2nd', tracking_numbers = tracking_numbers || jsonb_build_array($4::text)`,
        [trackingNumber],
      );
    },
    async OrderCompleted(event, tx, tables) {
      const { orderId } = dataOf(event, 'OrderCompleted');
      await advance(tx, tables, event, orderId, `status = 'completed', completed_at = $3`);
    },
    OrderDeleted: statusHandler('OrderDeleted', 'deleted'),
    async RefundRecorded(event, tx, tables) {
      const { orderId, amount } = dataOf(event, 'RefundRecorded');
      await advance(
        tx,
        tables,
        event,
        orderId,
        'refunded_amount = refunded_amount + $4, refund_due = greatest(0, refund_due - $4)',
        [amount],
      );
    },

    // The points an order actually earned and lost live in the member's points stream; setting (not
    // adding) them keeps a replay harmless.
    async PointsEarned(event, tx, tables) {
      const { orderId, points } = pointsPayload(event, pointsEarnedSchema);
      if (orderId === null) return;
      await tx.query(`update ${tables.orders} set points_earned = $2 where order_id = $1`, [orderId, points]);
    },
    async PointsReversed(event, tx, tables) {
      const { orderId, points } = pointsPayload(event, pointsReversedSchema);
      await tx.query(`update ${tables.orders} set points_reversed = $2 where order_id = $1`, [
        orderId,
        points,
      ]);
    },
  },

  applyBatch: applyOrdersBatch,
  foldBatch: foldOrdersBatch,
});

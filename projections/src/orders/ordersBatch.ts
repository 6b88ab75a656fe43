import type { RecordedEvent } from '@shop/domain/events';
import { type OrderEvent, type OrderPlaced, orderEvents } from '@shop/domain/orders/orderEvents';
import { pointsEarnedSchema, pointsReversedSchema } from '@shop/domain/points/pointsEvents';
import { pointsPayload } from '../pointsPayload.ts';
import type { Queryable } from '../ports/db.ts';
import type { TableNames } from '../runner/readModel.ts';

type Tables = TableNames<'orders' | 'order_lines'>;

/** The columns of an `orders` row that events after `OrderPlaced` change, as the batch folds them. */
interface OrderState {
  order_id: number;
  revision: number;
  status: string;
  /** Timestamps travel as text both ways, so that a row read and written back keeps its microseconds. */
  paid_at: string | null;
  canceled_at: string | null;
  completed_at: string | null;
  updated_at: string;
  paid_amount: number | null;
  refund_due: number;
  refunded_amount: number;
  points_earned: number;
  points_reversed: number;
  tracking_numbers: string[];
  payment_failure_code: string | null;
}

interface FoldedOrder {
  state: OrderState;
  /** The `OrderPlaced` that made the row in this batch; null for a row that was already stored. */
  placed: OrderPlaced | null;
  changed: boolean;
}

type Change = Partial<Omit<OrderState, 'order_id' | 'revision' | 'updated_at'>>;

/** How an order event after `OrderPlaced` changes its row (what orders.ts's handlers write). */
function changeOf(
  event: Exclude<OrderEvent, { type: 'OrderPlaced' }>,
  state: OrderState,
  at: string,
): Change {
  switch (event.type) {
    case 'PaymentRequested':
      return { status: 'pending', payment_failure_code: null };
    case 'PaymentConfirmed':
      return {
        status: 'paid',
        paid_at: event.data.paidAt,
        paid_amount: event.data.amount,
        payment_failure_code: null,
      };
    case 'PaymentFailed':
      return { status: 'unpaid', payment_failure_code: event.data.rejectionCode };
    case 'PaymentCanceled':
      return { status: 'unpaid', payment_failure_code: null };
    case 'PaymentReceivedAfterCancellation':
      return { refund_due: state.refund_due + event.data.amount };
    case 'UnwantedPaymentReceived':
      return { refund_due: state.refund_due + event.data.refundDue };
    case 'OrderCanceled':
      return { status: 'canceled', canceled_at: at, refund_due: state.refund_due + event.data.refundDue };
    case 'OrderProcessingStarted':
      return { status: 'Processing' };
    case 'OrderShipped':
      return {
        status: 'inTransit',
        tracking_numbers: [...state.tracking_numbers, event.data.trackingNumber],
      };
    case 'FirstDeliveryCompleted':
      return { status: 'wait2ndDelivery' };
    case 'SecondDeliveryShipped':
      return {
        status: 'inTransit2nd',
        tracking_numbers: [...state.tracking_numbers, event.data.trackingNumber],
      };
    case 'OrderCompleted':
      return { status: 'completed', completed_at: at };
    case 'OrderDeleted':
      return { status: 'deleted' };
    case 'RefundRecorded':
      return {
        refunded_amount: state.refunded_amount + event.data.amount,
        refund_due: Math.max(0, state.refund_due - event.data.amount),
      };
    default: {
      const unexpected: never = event;
      throw new Error(`No change for ${(unexpected as OrderEvent).type}`);
    }
  }
}

/** An event of a batch as the fold reads it: decoded once, with what it changes. */
type Step =
  | { kind: 'order'; event: OrderEvent; recorded: RecordedEvent }
  | { kind: 'points'; orderId: number; column: 'points_earned' | 'points_reversed'; points: number };

function stepOf(recorded: RecordedEvent): Step | null {
  if (orderEvents.isKnown(recorded.type))
    return { kind: 'order', event: orderEvents.decode(recorded), recorded };
  if (recorded.type === 'PointsReversed') {
    const { orderId, points } = pointsPayload(recorded, pointsReversedSchema);
    return { kind: 'points', orderId, column: 'points_reversed', points };
  }
  if (recorded.type !== 'PointsEarned') return null;
  const { orderId, points } = pointsPayload(recorded, pointsEarnedSchema);
  return orderId === null ? null : { kind: 'points', orderId, column: 'points_earned', points };
}

const STATE_COLUMNS = `order_id, revision, status, paid_at, canceled_at, completed_at, updated_at, paid_amount,
  refund_due, refunded_amount, points_earned, points_reversed, tracking_numbers, payment_failure_code`;
const STATE_TYPES = `order_id bigint, revision bigint, status text, paid_at timestamptz, canceled_at timestamptz,
  completed_at timestamptz, updated_at timestamptz, paid_amount bigint, refund_due bigint, refunded_amount bigint,
  points_earned integer,
  points_reversed integer, tracking_numbers jsonb, payment_failure_code text`;

async function loadOrders(
  reader: Queryable,
  tables: Tables,
  orderIds: number[],
  carried: CarriedOrders | null,
): Promise<Map<number, FoldedOrder>> {
  const orders = new Map<number, FoldedOrder>();
  // Rows the previous batch wrote, perhaps not committed yet: copies, since the fold changes them in place.
  for (const id of orderIds) {
    const state = carried?.get(id);
    if (state) orders.set(id, { state: { ...state }, placed: null, changed: false });
  }
  const toRead = orderIds.filter((id) => !orders.has(id));
  if (toRead.length === 0) return orders;
  // to_json gives ISO 8601 text whatever the session's DateStyle, exact to the microsecond.
  const stored = await reader.query<OrderState>(
    `select order_id, revision, status, to_json(paid_at) #>> '{}' as paid_at,
       to_json(canceled_at) #>> '{}' as canceled_at, to_json(completed_at) #>> '{}' as completed_at,
       to_json(updated_at) #>> '{}' as updated_at, paid_amount, refund_due, refunded_amount, points_earned,
       points_reversed,
       tracking_numbers, payment_failure_code
     from ${tables.orders} where order_id = any($1::bigint[])`,
    [toRead],
  );
  for (const row of stored.rows) {
    const state = {
      ...row,
      order_id: Number(row.order_id),
      revision: Number(row.revision),
      paid_amount: row.paid_amount === null ? null : Number(row.paid_amount),
      refund_due: Number(row.refund_due),
      refunded_amount: Number(row.refunded_amount),
    };
    orders.set(state.order_id, { state, placed: null, changed: false });
  }
  return orders;
}

function placedRow(placed: OrderPlaced, recorded: RecordedEvent): FoldedOrder {
  return {
    placed,
    changed: true,
    state: {
      order_id: placed.orderId,
      revision: Number(recorded.streamRevision),
      status: 'unpaid',
      paid_at: null,
      canceled_at: null,
      completed_at: null,
      updated_at: recorded.metadata.occurredAt,
      paid_amount: null,
      refund_due: 0,
      refunded_amount: 0,
      points_earned: 0,
      points_reversed: 0,
      tracking_numbers: [],
      payment_failure_code: null,
    },
  };
}

/** The rows of `orders` a batch created or changed, as it left them: what the next batch of a rebuild starts from. */
export type CarriedOrders = ReadonlyMap<number, OrderState>;

/** A batch folded in memory: its statements, ready to run, and the rows it leaves. */
export interface FoldedOrdersBatch {
  write(tx: Queryable): Promise<void>;
  carry: CarriedOrders;
}

/**
 * The orders read model's batch, folded: decodes every event, reads the stored rows of the orders they touch
 * in one statement through `reader` (those in `carried` are taken from there instead), folds the events over
 * them in memory with the handlers' rules (a stream revision at or below the row's changes nothing; points
 * set, never add), and encodes the new orders, the changed orders and the new lines for one statement each.
 */
export async function foldOrdersBatch(
  events: readonly RecordedEvent[],
  reader: Queryable,
  tables: Tables,
  carried: CarriedOrders | null,
): Promise<FoldedOrdersBatch> {
  const steps = events.map(stepOf).filter((step) => step !== null);
  if (steps.length === 0) return { write: async () => {}, carry: new Map() };
  const orderIds = [
    ...new Set(steps.map((step) => (step.kind === 'order' ? step.event.data.orderId : step.orderId))),
  ];
  const orders = await loadOrders(reader, tables, orderIds, carried);
  const lines = new Map<string, Record<string, unknown>>();

  for (const step of steps) {
    if (step.kind === 'points') {
      const order = orders.get(step.orderId);
      if (!order) continue;
      order.state[step.column] = step.points;
      order.changed = true;
      continue;
    }
    const { event, recorded } = step;
    const order = orders.get(event.data.orderId);
    if (event.type === 'OrderPlaced') {
      if (!order) orders.set(event.data.orderId, placedRow(event.data, recorded));
      // Lines are written even for an order already stored, each once (the handler's `do nothing`).
      for (const [index, line] of event.data.lines.entries()) {
        const key = `${event.data.orderId}:${index + 1}`;
        if (!lines.has(key))
          lines.set(key, {
            order_id: event.data.orderId,
            line_no: index + 1,
            productId: line.productId,
            displayProductId: line.displayProductId,
            sku: line.sku,
            kind: line.kind,
            quantity: line.quantity,
            chargedUnitPrice: line.chargedUnitPrice,
            finalPrice: line.finalPrice,
            productPoint: line.productPoint,
            deliveryTimes: line.deliveryTimes,
          });
      }
      continue;
    }
    const revision = Number(recorded.streamRevision);
    if (!order || order.state.revision >= revision) continue;
    const at = recorded.metadata.occurredAt;
    order.state = { ...order.state, ...changeOf(event, order.state, at), revision, updated_at: at };
    order.changed = true;
  }

  const changed = [...orders.values()].filter((order) => order.changed);
  const created = changed.filter((order) => order.placed !== null);
  const updated = changed.filter((order) => order.placed === null).map((order) => order.state);
  const statements: [string, string][] = [];
  if (created.length > 0) statements.push(insertOrders(tables, created));
  if (updated.length > 0)
    statements.push([
      `update ${tables.orders} as o set revision = r.revision, status = r.status, paid_at = r.paid_at,
         canceled_at = r.canceled_at, completed_at = r.completed_at, updated_at = r.updated_at,
         paid_amount = r.paid_amount, refund_due = r.refund_due, refunded_amount = r.refunded_amount,
         points_earned = r.points_earned,
         points_reversed = r.points_reversed, tracking_numbers = r.tracking_numbers,
         payment_failure_code = r.payment_failure_code
       from json_to_recordset($1::json) as r(${STATE_TYPES})
       where o.order_id = r.order_id`,
      JSON.stringify(updated),
    ]);
  if (lines.size > 0)
    statements.push([
      `insert into ${tables.order_lines} (order_id, line_no, product_id, display_product_id, sku, kind, quantity,
         charged_unit_price, final_price, product_point, delivery_times)
       select order_id, line_no, "productId", "displayProductId", sku, kind, quantity, "chargedUnitPrice",
         "finalPrice", "productPoint", "deliveryTimes"
       from json_to_recordset($1::json) as r(order_id bigint, line_no integer, "productId" bigint,
         "displayProductId" bigint, sku text, kind text, quantity integer, "chargedUnitPrice" bigint,
         "finalPrice" bigint, "productPoint" integer, "deliveryTimes" integer)
       on conflict (order_id, line_no) do nothing`,
      JSON.stringify([...lines.values()]),
    ]);
  return {
    async write(tx) {
      for (const [sql, rows] of statements) await tx.query(sql, [rows]);
    },
    carry: new Map(changed.map((order) => [order.state.order_id, order.state])),
  };
}

/** The orders read model's batch: folded, then written in the caller's transaction. */
export async function applyOrdersBatch(
  events: readonly RecordedEvent[],
  tx: Queryable,
  tables: Tables,
): Promise<void> {
  await (await foldOrdersBatch(events, tx, tables, null)).write(tx);
}

/** The statement that inserts the batch's new orders, and its rows as JSON. */
function insertOrders(tables: Tables, created: FoldedOrder[]): [string, string] {
  const rows = created.map(({ state, placed }) => {
    const { totals, points, buyer } = placed!;
    return {
      ...state,
      order_no: placed!.orderNo,
      placement: placed!.placement,
      member_id: buyer.kind === 'member' ? buyer.memberId : null,
      guest_phone: buyer.kind === 'guest' ? buyer.phone : null,
      placed_at: placed!.placedAt,
      currency: placed!.currency,
      product_total_before_discount: totals.productTotalBeforeDiscount,
      coupon_discount: totals.couponDiscount,
      product_total: totals.productTotal,
      points_cash: totals.pointsCash,
      shipping_fee: totals.shippingFee,
      order_total: totals.orderTotal,
      points_used_for_cash: points.usedForCash,
      points_used_for_redemption: points.usedForRedemption,
      points_to_earn: points.toEarn,
      shipping_method: placed!.shipping.method,
      placed: placed!,
    };
  });
  return [
    `insert into ${tables.orders} (${STATE_COLUMNS}, order_no, placement, member_id, guest_phone, placed_at,
       currency, product_total_before_discount, coupon_discount, product_total, points_cash, shipping_fee,
       order_total, points_used_for_cash, points_used_for_redemption, points_to_earn, shipping_method, placed)
     select ${STATE_COLUMNS}, order_no, placement, member_id, guest_phone, placed_at, currency,
       product_total_before_discount, coupon_discount, product_total, points_cash, shipping_fee, order_total,
       points_used_for_cash, points_used_for_redemption, points_to_earn, shipping_method, placed
     from json_to_recordset($1::json) as r(${STATE_TYPES}, order_no text, placement text, member_id bigint,
       guest_phone text, placed_at timestamptz, currency text, product_total_before_discount bigint,
       coupon_discount bigint, product_total bigint, points_cash bigint, shipping_fee bigint, order_total bigint,
       points_used_for_cash integer, points_used_for_redemption integer, points_to_earn integer,
       shipping_method text, placed jsonb)`,
    JSON.stringify(rows),
  ];
}

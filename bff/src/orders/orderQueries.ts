import { ORDERS_PAGE_SIZE, type OrderSummary } from '@shop/domain/orders/apiSchemas';
import type { PlacedStatus } from '@shop/domain/orders/order';
import { orderPlacedSchema } from '@shop/domain/orders/orderEvents';
import type { Queryable } from '@shop/projections/ports/db';
import { orderSummaryOf } from './orderAnswer.ts';
import type { OrderView } from './orderView.ts';

/**
 * The order statements of the bff, over the `orders` read model (projections/src/orders/orders.ts). A
 * deleted order is gone from every answer: its events remain for the accounts and the staff's replay.
 */

interface ViewRow {
  status: PlacedStatus;
  tracking_numbers: string[];
  payment_failure_code: string | null;
  placed: unknown;
}

const VIEW_COLUMNS = 'status, tracking_numbers, payment_failure_code, placed';

function viewOf(row: ViewRow): OrderView {
  return {
    // Parsed on the way out too: the column holds what the event held, and the answer must fit the schema.
    placed: orderPlacedSchema.parse(typeof row.placed === 'string' ? JSON.parse(row.placed) : row.placed),
    status: row.status,
    trackingNumbers: row.tracking_numbers,
    paymentFailureCode: row.payment_failure_code,
  };
}

export type MemberOrderRead =
  | { found: true; view: OrderView }
  /** No row: the order is someone else's, deleted, or not projected yet (`rowExists` tells the last two apart). */
  | { found: false; rowExists: boolean };

/** The member's own order. Another member's order and a missing one read alike to the caller. */
export async function memberOrder(
  db: Queryable,
  memberId: number,
  orderId: number,
): Promise<MemberOrderRead> {
  const { rows } = await db.query<ViewRow & { member_id: string | number | null }>(
    `select member_id, ${VIEW_COLUMNS} from orders where order_id = $1`,
    [orderId],
  );
  const row = rows[0];
  if (!row) return { found: false, rowExists: false };
  if (row.member_id === null || Number(row.member_id) !== memberId || row.status === 'deleted')
    return { found: false, rowExists: true };
  return { found: true, view: viewOf(row) };
}

/** A guest's order by its number and the phone it was placed with; null when either does not match. */
export async function guestOrder(db: Queryable, orderNo: string, phone: string): Promise<OrderView | null> {
  const { rows } = await db.query<ViewRow>(
    `select ${VIEW_COLUMNS} from orders
     where order_no = $1 and guest_phone = $2 and status <> 'deleted'`,
    [orderNo, phone],
  );
  const row = rows[0];
  return row ? viewOf(row) : null;
}

/** The orders read model holds a row for this order number (any buyer, any status). */
export async function orderNumberProjected(db: Queryable, orderNo: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from orders where order_no = $1', [orderNo]);
  return rows.length > 0;
}

export interface MemberOrdersPage {
  list: OrderSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** The member's orders, newest first, ORDERS_PAGE_SIZE a page (page 1 is the first). */
export async function memberOrders(db: Queryable, memberId: number, page: number): Promise<MemberOrdersPage> {
  const { rows } = await db.query<{
    order_id: string | number;
    order_no: string;
    placed_at: Date | string;
    order_total: string | number;
    status: PlacedStatus;
    total: string | number;
  }>(
    `select order_id, order_no, placed_at, order_total, status, count(*) over () as total
     from orders where member_id = $1 and status <> 'deleted'
     order by placed_at desc, order_id desc
     limit $2 offset $3`,
    [memberId, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE],
  );
  // A page past the end has no rows to carry the count: ask for it alone.
  const total = rows[0] ? Number(rows[0].total) : await memberOrderCount(db, memberId);
  return {
    list: rows.map((row) =>
      orderSummaryOf({
        orderId: Number(row.order_id),
        orderNo: row.order_no,
        placedAt: new Date(row.placed_at).toISOString(),
        orderTotal: Number(row.order_total),
        status: row.status,
      }),
    ),
    page,
    pageSize: ORDERS_PAGE_SIZE,
    total,
  };
}

async function memberOrderCount(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(
    `select count(*) as n from orders where member_id = $1 and status <> 'deleted'`,
    [memberId],
  );
  return Number(rows[0]?.n ?? 0);
}

export interface PointRecord {
  orderId: number | null;
  orderNo: string | null;
  date: string;
  usedPoint: number;
  earnedPoint: number;
}

/** A member's points history (the memberPoints read model), newest first. */
export async function memberPointRecords(db: Queryable, memberId: number): Promise<PointRecord[]> {
  const { rows } = await db.query<{
    order_id: string | number | null;
    order_no: string | null;
    recorded_at: Date | string;
    used_point: number;
    earned_point: number;
  }>(
    `select order_id, order_no, recorded_at, used_point, earned_point from member_point_records
     where member_id = $1 order by recorded_at desc, event_id`,
    [memberId],
  );
  return rows.map((row) => ({
    orderId: row.order_id === null ? null : Number(row.order_id),
    orderNo: row.order_no,
    date: new Date(row.recorded_at).toISOString(),
    usedPoint: row.used_point,
    earnedPoint: row.earned_point,
  }));
}

import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import type { AdminOrderBuyer, AdminOrderRow, AdminOrderSort } from '@shop/domain/admin/orders';
import type { PlacedStatus } from '@shop/domain/orders/order';
import { hongKongIso } from '@shop/domain/time/hongKong';
import type { Queryable } from '@shop/projections/ports/db';
import { containing, listPage } from '../listing.ts';

export interface AdminOrderFilters {
  status?: PlacedStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  memberId?: number | undefined;
  phone?: string | undefined;
  buyer?: 'member' | 'guest' | undefined;
  orderNo?: string | undefined;
}

type Row = {
  order_id: string | number;
  order_no: string;
  status: PlacedStatus;
  placed_at: Date | string;
  order_total: string | number;
  paid_amount: string | number | null;
  refund_due: string | number;
  refunded_amount: string | number;
  member_id: string | number | null;
  guest_phone: string | null;
  member_phone: string | null;
  member_name: string | null;
  shipping_method: string;
  tracking_numbers: string[];
};

const HONG_KONG_DAY_MS = 24 * 60 * 60 * 1000;
const startOfHongKongDay = (day: string) => new Date(hongKongIso(day));

const digits = (text: string) => text.replace(/\D/g, '');

/** The where clause of the filters and its parameters ($1...). A deleted order shows only when asked for. */
function conditions(filters: AdminOrderFilters, q: string | undefined): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  clauses.push(filters.status ? `o.status = ${param(filters.status)}` : `o.status <> 'deleted'`);
  if (filters.from) clauses.push(`o.placed_at >= ${param(startOfHongKongDay(filters.from))}`);
  if (filters.to)
    clauses.push(
      `o.placed_at < ${param(new Date(startOfHongKongDay(filters.to).getTime() + HONG_KONG_DAY_MS))}`,
    );
  if (filters.memberId !== undefined) clauses.push(`o.member_id = ${param(filters.memberId)}`);
  if (filters.phone)
    clauses.push(
      `regexp_replace(coalesce(m.phone, o.guest_phone), '[^0-9]', '', 'g') = ${param(digits(filters.phone))}`,
    );
  if (filters.buyer) clauses.push(`o.member_id is ${filters.buyer === 'member' ? 'not null' : 'null'}`);
  if (filters.orderNo) clauses.push(`o.order_no ilike ${param(containing(filters.orderNo))}`);
  if (q) {
    const pattern = param(containing(q));
    clauses.push(`(o.order_no ilike ${pattern} or coalesce(m.phone, o.guest_phone) like ${pattern})`);
  }
  return { where: clauses.join(' and '), params };
}

function buyerOf(row: Row): AdminOrderBuyer {
  if (row.member_id === null) return { kind: 'guest', phone: row.guest_phone ?? '' };
  return {
    kind: 'member',
    memberId: Number(row.member_id),
    name: row.member_name ?? '',
    phone: row.member_phone,
  };
}

/** The orders read model, filtered, sorted and paged for the staff's table (newest first by default). */
export function listAdminOrders(
  db: Queryable,
  query: ListQuery<AdminOrderSort> & AdminOrderFilters,
): Promise<ListPage<AdminOrderRow>> {
  const { where, params } = conditions(query, query.q);
  return listPage<Row, AdminOrderRow, AdminOrderSort>(db, query, {
    select: `o.order_id, o.order_no, o.status, o.placed_at, o.order_total, o.paid_amount, o.refund_due,
      o.refunded_amount, o.member_id, o.guest_phone, m.phone as member_phone,
      trim(m.lastname || ' ' || m.firstname) as member_name, o.shipping_method, o.tracking_numbers`,
    from: `orders o left join members m on m.member_id = o.member_id where ${where}`,
    params,
    columns: {
      placedAt: 'o.placed_at',
      orderNo: 'o.order_no',
      orderTotal: 'o.order_total',
      status: 'o.status',
    },
    tieBreak: 'o.order_id',
    toItem: (row) => ({
      orderId: Number(row.order_id),
      orderNo: row.order_no,
      status: row.status,
      placedAt: new Date(row.placed_at).toISOString(),
      orderTotal: Number(row.order_total),
      paidAmount: row.paid_amount === null ? null : Number(row.paid_amount),
      refundDue: Number(row.refund_due),
      refunded: Number(row.refunded_amount),
      buyer: buyerOf(row),
      shippingMethod: row.shipping_method,
      trackingNumbers: row.tracking_numbers,
    }),
  });
}

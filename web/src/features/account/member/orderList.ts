import type { OrderStatusName } from '@shop/domain/orders/apiSchemas';

/** Spec 000 §2: the order list shows 10 orders a page (the API pages them) with previous and next. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The page asked for in `?page=`: a whole number from 1, anything else is page 1. */
export function requestedPage(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

const DETAIL_STATUSES: ReadonlySet<OrderStatusName> = new Set(['pending', 'canceled', 'unpaid']);

/** Pending, canceled and unpaid orders link to their detail; the others to their invoice. */
export function orderLinkKind(status: OrderStatusName): 'detail' | 'invoice' {
  return DETAIL_STATUSES.has(status) ? 'detail' : 'invoice';
}

/** Both links open the order page, which is also the printable receipt (seed 001 §2: /order/{id}). */
export function orderHref(orderId: number): string {
  return `/order/${orderId}`;
}

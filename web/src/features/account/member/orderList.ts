/** Spec 000 §2: the order list shows 10 orders a page with previous and next. */
export const ORDERS_PER_PAGE = 10;

export interface OrderPage<T> {
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
}

export function orderPage<T>(
  orders: readonly T[],
  requested: number,
  size: number = ORDERS_PER_PAGE,
): OrderPage<T> {
  const pages = Math.max(1, Math.ceil(orders.length / size));
  const page = Math.min(pages, Math.max(1, Number.isFinite(requested) ? Math.trunc(requested) : 1));
  return { items: orders.slice((page - 1) * size, page * size), page, pages };
}

const DETAIL_STATUSES = new Set(['pending', 'canceled', 'cancelled', 'unpaid']);

/** Pending, canceled and unpaid orders link to their detail; the others to their invoice. */
export function orderLinkKind(status: string): 'detail' | 'invoice' {
  return DETAIL_STATUSES.has(status.trim().toLowerCase()) ? 'detail' : 'invoice';
}

/**
 * Where the links go. The order pages arrive with the orders issue; these paths are its to keep or change.
 */
export function orderHref(orderNo: string, kind: 'detail' | 'invoice'): string {
  const base = `/member/order/${encodeURIComponent(orderNo)}`;
  return kind === 'detail' ? base : `${base}/invoice`;
}

/**
 * What a guest's browser remembers of the order just placed (seed 001 §4, §9): phone, order number and
 * order id, in sessionStorage until the success return. Checkout writes it on confirm; the payment return
 * matches the gateway's `Ref` against it and clears it; the guest success page reads it. One module names
 * the keys so both sides agree.
 */
export interface GuestOrderSession {
  phone: string;
  orderNo: string;
  orderId: number;
}

export const GUEST_ORDER_KEYS = {
  phone: 'guest_order_phone',
  orderNo: 'guest_order_no',
  orderId: 'guest_order_id',
} as const;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be refused (privacy settings): the guest then has no remembered order.
    return null;
  }
}

export function readGuestOrder(store: Store | null = sessionStore()): GuestOrderSession | null {
  if (!store) return null;
  const phone = store.getItem(GUEST_ORDER_KEYS.phone)?.trim() ?? '';
  const orderNo = store.getItem(GUEST_ORDER_KEYS.orderNo)?.trim() ?? '';
  const orderId = Number(store.getItem(GUEST_ORDER_KEYS.orderId));
  if (phone === '' || orderNo === '' || !Number.isSafeInteger(orderId) || orderId <= 0) return null;
  return { phone, orderNo, orderId };
}

export function rememberGuestOrder(order: GuestOrderSession, store: Store | null = sessionStore()): void {
  store?.setItem(GUEST_ORDER_KEYS.phone, order.phone);
  store?.setItem(GUEST_ORDER_KEYS.orderNo, order.orderNo);
  store?.setItem(GUEST_ORDER_KEYS.orderId, String(order.orderId));
}

export function forgetGuestOrder(store: Store | null = sessionStore()): void {
  for (const key of Object.values(GUEST_ORDER_KEYS)) store?.removeItem(key);
}

import { trackEcommerce } from '../../lib/analytics.ts';
import { startOutbox } from '../../lib/browserOutbox.ts';
import type { GuestCheckoutCart } from '../../lib/checkoutCart.ts';
import { nextTask } from '../../lib/nextTask.ts';
import { currentSession, isVip } from '../../lib/session.ts';
import { createCartApi } from './cartApi.ts';
import { publishCartCount } from './cartBadge.ts';
import { dexieCartRepository } from './cartRepo.ts';
import { guestProductList } from './cartRules.ts';
import { type CartStore, cartCount, createCartStore } from './cartStore.ts';

/**
 * The cart of this browser tab, wired to IndexedDB, the API, the outbox and the session. Two tabs stay in
 * step: whichever changes storage says so on a BroadcastChannel and the others re-read it. The server is
 * asked again when the connection comes back and when the tab becomes visible.
 */
const CHANNEL = 'shop-cart';

export interface BrowserCart {
  store: CartStore;
  /** Resolves once the stored cart is showing. */
  ready: Promise<void>;
  /** A guest's lines and coupon as checkout prices and places them (lib/checkoutCart.ts). */
  checkoutCart(): GuestCheckoutCart;
}

let cart: BrowserCart | null = null;

/**
 * The tab's cart once the stored one is showing. It opens the database in a task after the one that
 * evaluated this module (Dexie and the cart's code): together they were one long task.
 */
export async function readyBrowserCart(): Promise<BrowserCart> {
  if (!cart) await nextTask();
  const ready = browserCart();
  await ready.ready;
  return ready;
}

export function browserCart(): BrowserCart {
  if (cart) return cart;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  const store = createCartStore({
    repo: dexieCartRepository(),
    api: createCartApi(),
    outbox: startOutbox(),
    session: () => {
      const session = currentSession();
      return session ? { memberId: session.member_id, level: isVip(session) ? 'vip' : 'member' } : null;
    },
    online: () => navigator.onLine,
    now: Date.now,
    announce: () => channel?.postMessage('changed'),
    track: trackEcommerce,
  });
  channel?.addEventListener('message', () => void store.reloadFromStorage());
  window.addEventListener('online', () => void store.refresh());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void store.refresh();
  });
  store.subscribe(() => {
    const state = store.getState();
    if (state.ready) publishCartCount(cartCount(state));
  });
  const checkoutCart = (): GuestCheckoutCart => {
    const { items, guestCoupon } = store.getState();
    return { items: guestProductList(items), couponCode: guestCoupon?.code ?? null };
  };
  cart = { store, ready: store.start(), checkoutCart };
  return cart;
}

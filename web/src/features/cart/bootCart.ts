import { afterFirstView } from '../../lib/afterFirstView.ts';
import { sessionEvents } from '../../lib/sessionEvents.ts';
import type { BrowserCart } from './browserCart.ts';

/**
 * At app start: the session's login and logout reach the cart, and the cart itself (Dexie, the outbox) loads once the first view has settled
 * (lib/afterFirstView.ts) or at once when something needs it (an add-to-cart, the cart page). This
 * part is a few hundred bytes.
 */
export async function loadCart(): Promise<BrowserCart> {
  return (await import('./browserCart.ts')).readyBrowserCart();
}

export function bootCart(): void {
  sessionEvents.on('loggedIn', ({ source }) => {
    void loadCart().then((cart) => cart.store.loggedIn(source));
  });
  sessionEvents.on('loggedOut', () => {
    void loadCart().then((cart) => cart.store.loggedOut());
  });
  afterFirstView(() => void loadCart());
}

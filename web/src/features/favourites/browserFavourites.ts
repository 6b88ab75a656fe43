import { trackEcommerce } from '../../lib/analytics.ts';
import { api } from '../../lib/api.ts';
import { startOutbox } from '../../lib/browserOutbox.ts';
import { nextTask } from '../../lib/nextTask.ts';
import { currentSession } from '../../lib/session.ts';
import { publishFavouriteIds } from './favouriteIds.ts';
import { dexieFavouritesRepository } from './favouritesRepo.ts';
import { createFavouritesStore, type FavouritesStore, favouriteIds } from './favouritesStore.ts';

const CHANNEL = 'shop-favourites';

export interface BrowserFavourites {
  store: FavouritesStore;
  ready: Promise<void>;
}

let favourites: BrowserFavourites | null = null;

/**
 * The tab's favourites once the stored ones are showing, opened in a task after the one that evaluated
 * this module (Dexie with it, when the cart has not loaded it yet): together they made one long task.
 */
export async function readyBrowserFavourites(): Promise<BrowserFavourites> {
  if (!favourites) await nextTask();
  const ready = browserFavourites();
  await ready.ready;
  return ready;
}

/** The favourites of this tab, on IndexedDB and the API; tabs keep in step over a BroadcastChannel. */
export function browserFavourites(): BrowserFavourites {
  if (favourites) return favourites;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  const store = createFavouritesStore({
    repo: dexieFavouritesRepository(),
    api: {
      list: () => api.request<{ displayProductId: number }[]>('member/favourite', { auth: 'required' }),
    },
    outbox: startOutbox(),
    memberId: () => currentSession()?.member_id ?? null,
    online: () => navigator.onLine,
    now: Date.now,
    announce: () => channel?.postMessage('changed'),
    track: (item) => trackEcommerce('add_to_wishlist', [item]),
  });
  channel?.addEventListener('message', () => void store.reloadFromStorage());
  window.addEventListener('online', () => void store.refresh());
  store.subscribe(() => publishFavouriteIds(new Set(favouriteIds(store.getState()))));
  favourites = { store, ready: store.start() };
  return favourites;
}

import { trackEcommerce } from '../../lib/analytics.ts';
import { api } from '../../lib/api.ts';
import { startOutbox } from '../../lib/browserOutbox.ts';
import { currentSession } from '../../lib/session.ts';
import { publishFavouriteIds } from '../../lib/shopActions.ts';
import { dexieFavouritesRepository } from './favouritesRepo.ts';
import { createFavouritesStore, type FavouritesStore, favouriteIds } from './favouritesStore.ts';

const CHANNEL = 'shop-favourites';

export interface BrowserFavourites {
  store: FavouritesStore;
  ready: Promise<void>;
}

let favourites: BrowserFavourites | null = null;

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

import { sessionEvents } from '../../lib/sessionEvents.ts';
import { registerFavouriteActions } from '../../lib/shopActions.ts';
import type { BrowserFavourites } from './browserFavourites.ts';

/** Favourites load right after the first view (the hearts need them); login and logout reach them. */
export async function loadFavourites(): Promise<BrowserFavourites> {
  const favourites = (await import('./browserFavourites.ts')).browserFavourites();
  await favourites.ready;
  return favourites;
}

export function bootFavourites(): void {
  registerFavouriteActions(async () => (await import('./actions.ts')).favouriteActions);
  sessionEvents.on('loggedIn', ({ source }) => {
    void loadFavourites().then((favourites) => favourites.store.loggedIn(source));
  });
  sessionEvents.on('loggedOut', () => {
    void loadFavourites().then((favourites) => favourites.store.loggedOut());
  });
  const load = () => void loadFavourites();
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
}

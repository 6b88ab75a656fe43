import { afterFirstView } from '../../lib/afterFirstView.ts';
import { sessionEvents } from '../../lib/sessionEvents.ts';
import type { BrowserFavourites } from './browserFavourites.ts';

/** Favourites load once the first view has settled (lib/afterFirstView.ts) (the hearts need them); login and logout reach them. */
export async function loadFavourites(): Promise<BrowserFavourites> {
  return (await import('./browserFavourites.ts')).readyBrowserFavourites();
}

export function bootFavourites(): void {
  sessionEvents.on('loggedIn', ({ source }) => {
    void loadFavourites().then((favourites) => favourites.store.loggedIn(source));
  });
  sessionEvents.on('loggedOut', () => {
    void loadFavourites().then((favourites) => favourites.store.loggedOut());
  });
  afterFirstView(() => void loadFavourites());
}

import { type FavouriteIdsSource, NO_FAVOURITES } from '../../lib/shopActions.ts';

/**
 * The favourite ids (display product ids) as the favourites store last held them, for the hearts outside
 * this feature (the app hands this source to the catalogue: app/shopActions.ts). A few bytes in the first
 * view: the store itself loads after it.
 */
let ids: ReadonlySet<number> = NO_FAVOURITES;
const listeners = new Set<() => void>();

/** For browserFavourites.ts: a set with the same ids changes nothing, so no heart re-renders. */
export function publishFavouriteIds(next: ReadonlySet<number>): void {
  if (next.size === ids.size && [...next].every((id) => ids.has(id))) return;
  ids = next;
  for (const listener of [...listeners]) listener();
}

export const favouriteIdsSource: FavouriteIdsSource = {
  current: () => ids,
  subscribe(listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

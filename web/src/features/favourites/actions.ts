import type { FavouriteActions } from '../../lib/shopActions.ts';
import { loadFavourites } from './bootFavourites.ts';
import { showFavouriteAdded } from './favouriteEvents.ts';
import { saveSnapshots } from './favouritesRepo.ts';

export const favouriteActions: FavouriteActions = {
  async toggleFavourite(request) {
    const { store } = await loadFavourites();
    const added = await store.toggle(request);
    if (added) {
      showFavouriteAdded(request.name);
      if (request.card) void saveSnapshots([request.card]).catch(() => undefined);
    }
    return added;
  },
};

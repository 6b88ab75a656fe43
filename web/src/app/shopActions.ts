import { favouriteIdsSource } from '../features/favourites/favouriteIds.ts';
import type { ShopActions } from '../lib/shopActions.ts';

/**
 * The cart's and the favourites' actions for the screens that sell (lib/shopActions.ts), each loaded with
 * its feature on first use: the first view carries these few lines, not the stores.
 */
export const shopActions: ShopActions = {
  cart: async () => (await import('../features/cart/actions.ts')).cartActions,
  favourites: async () => (await import('../features/favourites/actions.ts')).favouriteActions,
  favouriteIds: favouriteIdsSource,
};

import type { RouteObject } from 'react-router';

/** /category/favorite (spec 000 §2: the category listing of the shopper's favourites). */
export const favouriteRoutes: RouteObject[] = [
  {
    path: 'category/favorite',
    lazy: async () => ({ Component: (await import('./FavouritesPage.tsx')).FavouritesRoute }),
  },
];

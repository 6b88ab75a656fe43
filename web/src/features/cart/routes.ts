import type { RouteObject } from 'react-router';

/** /shopping_cart (spec 000 §2), its own lazy chunk (the cart store, Dexie and the pricing engine). */
export const cartRoutes: RouteObject[] = [
  {
    path: 'shopping_cart',
    lazy: async () => ({ Component: (await import('./CartPage.tsx')).CartRoute }),
  },
];

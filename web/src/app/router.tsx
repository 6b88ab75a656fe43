import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes.ts';
import { cartRoutes } from '../features/cart/routes.ts';
import { favouriteRoutes } from '../features/favourites/routes.ts';
import { PageFallback } from './PageFallback.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * Pages are lazy so each feature is its own chunk and the first view carries only the shell. Pages hang
 * under a pathless route that owns the error boundary and the first-load fallback, so both render inside
 * the header and footer.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        id: 'pages',
        ErrorBoundary: RouteError,
        HydrateFallback: PageFallback,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }),
          },
          ...accountRoutes,
          ...cartRoutes,
          ...favouriteRoutes,
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/notFound.tsx')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

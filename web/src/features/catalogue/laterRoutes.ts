import type { RouteObject } from 'react-router';

/**
 * The catalogue's pages the server never renders, the search results and the member offers
 * (/search, /crmoffer): discovered by the router (app/laterRoutes.ts), not listed in the first view's shell.
 * Each loader comes from the catalogue's loaders module, fetched beside the page's code.
 */
const catalogueLoaders = () => import('./loaders.ts');

export const catalogueLaterRoutes: RouteObject[] = [
  {
    path: 'search',
    lazy: {
      loader: async () => (await catalogueLoaders()).searchLoader,
      Component: async () => (await import('./search/SearchPage.tsx')).SearchPage,
    },
  },
  {
    path: 'crmoffer',
    lazy: {
      loader: async () => (await catalogueLoaders()).crmOfferLoader,
      Component: async () => (await import('./offers/CrmOfferPage.tsx')).CrmOfferPage,
    },
  },
];

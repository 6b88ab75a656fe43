import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes.ts';
import { cartRoutes } from '../features/cart/routes.ts';
import { homeLoader } from '../features/catalogue/home/homeData.ts';
import { favouriteRoutes } from '../features/favourites/routes.ts';
import { loadAllMessagesOnce } from '../lib/intl.tsx';
import { PageFallback } from './PageFallback.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

/** Content pages of spec 001 §2, each showing a page content (features/content/pages.ts). */
const contentPaths = [
  'termsandconditions',
  'privacy_statement',
  'brand_story',
  'online_shop_info',
  'club',
  'tips',
  'ingredients',
  'hair_case',
  'faq',
];

const catalogueLoaders = () => import('../features/catalogue/loaders.ts');
const categoryPage = async () =>
  (await import('../features/catalogue/category/CategoryPage.tsx')).CategoryPage;
const contentLoaders = () => import('../features/content/loaders.ts');
const contentPage = async () => (await import('../features/content/ContentPage.tsx')).ContentPage;
const clubPage = async () => (await import('../features/content/ClubPage.tsx')).ClubPage;

/**
 * The storefront: catalogue, product, search, article and content pages. Each page's code is its own chunk;
 * its loader comes from a small module fetched beside it (lazy object form), so the data request does not
 * wait for the page's code.
 */
const storefrontRoutes: RouteObject[] = [
  {
    path: 'category/:categoryId',
    lazy: { loader: async () => (await catalogueLoaders()).categoryLoader, Component: categoryPage },
  },
  ...['offer', 'chinese'].map(
    (urlName): RouteObject => ({
      path: urlName,
      lazy: {
        loader: async () => (await catalogueLoaders()).namedCategoryLoader(urlName),
        Component: categoryPage,
      },
    }),
  ),
  {
    path: 'product/:idOrUrlName',
    lazy: {
      loader: async () => (await catalogueLoaders()).productLoader,
      Component: async () => (await import('../features/catalogue/product/ProductPage.tsx')).ProductPage,
    },
  },
  {
    path: 'search',
    lazy: {
      loader: async () => (await catalogueLoaders()).searchLoader,
      Component: async () => (await import('../features/catalogue/search/SearchPage.tsx')).SearchPage,
    },
  },
  {
    path: 'article/:articleId',
    lazy: {
      loader: async () => (await catalogueLoaders()).articleLoader,
      Component: async () => (await import('../features/catalogue/article/ArticlePage.tsx')).ArticlePage,
    },
  },
  {
    path: 'crmoffer',
    lazy: {
      loader: async () => (await catalogueLoaders()).crmOfferLoader,
      Component: async () => (await import('../features/catalogue/offers/CrmOfferPage.tsx')).CrmOfferPage,
    },
  },
  ...contentPaths.map(
    (path): RouteObject => ({
      path,
      lazy: {
        loader: async () => (await contentLoaders()).contentLoaderFor(path),
        Component: path === 'club' ? clubPage : contentPage,
      },
    }),
  ),
  {
    path: 'page_content/:pageContentId',
    lazy: {
      loader: async () => (await contentLoaders()).pageContentLoader,
      Component: contentPage,
    },
  },
];

/**
 * A page outside the first view brings the complete message catalogue with its code (the first view has the
 * shell's and the home page's messages only: i18n/shellKeys.ts), fetched in parallel with the page's chunk.
 */
export function withAllMessages(route: RouteObject): RouteObject {
  const children = route.children?.map(withAllMessages);
  const { lazy } = route;
  let wrapped = lazy;
  if (typeof lazy === 'function') {
    wrapped = async () => (await Promise.all([lazy(), loadAllMessagesOnce()]))[0];
  } else if (lazy && typeof lazy === 'object' && typeof lazy.Component === 'function') {
    const component = lazy.Component;
    wrapped = {
      ...lazy,
      Component: async () => (await Promise.all([component(), loadAllMessagesOnce()]))[0],
    };
  }
  return {
    ...route,
    ...(wrapped ? { lazy: wrapped } : {}),
    ...(children ? { children } : {}),
  } as RouteObject;
}

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
            // Static: the banners are fetched while the home page's code is still on its way.
            loader: homeLoader,
            lazy: async () => ({
              Component: (await import('../features/catalogue/home/HomePage.tsx')).HomePage,
            }),
          },
          ...[...storefrontRoutes, ...accountRoutes, ...cartRoutes, ...favouriteRoutes].map(withAllMessages),
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

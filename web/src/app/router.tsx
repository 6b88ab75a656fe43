import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes.ts';
import { cartRoutes } from '../features/cart/routes.ts';
import { homeLoader } from '../features/catalogue/home/homeData.ts';
import { checkoutRoutes } from '../features/checkout/routes.ts';
import { favouriteRoutes } from '../features/favourites/routes.ts';
import { orderRoutes } from '../features/orders/routes.ts';
import { withAllMessagesLoaded } from '../lib/intl.tsx';
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

/**
 * A page the server renders on a first visit (server/render.tsx): public, the same for every shopper. The
 * modules are its chunks as Vite's manifest names them, preloaded by the bff beside the page; a test checks
 * they exist, so a renamed page file cannot silently lose its preload.
 */
export interface ServerRenderedHandle {
  serverRendered: true;
  modules: readonly string[];
}

function serverRendered(...modules: string[]): { handle: ServerRenderedHandle } {
  return { handle: { serverRendered: true, modules } };
}

export function isServerRenderedHandle(handle: unknown): handle is ServerRenderedHandle {
  return typeof handle === 'object' && handle !== null && 'serverRendered' in handle;
}

const CATALOGUE_LOADERS = 'src/features/catalogue/loaders.ts';
const CATEGORY_PAGE = 'src/features/catalogue/category/CategoryPage.tsx';
const CONTENT_LOADERS = 'src/features/content/loaders.ts';
const CONTENT_PAGE = 'src/features/content/ContentPage.tsx';
/** The complete zh-HK catalogue: every page outside the first view waits for it (withAllMessages). */
const ALL_MESSAGES = 'src/app/messages/zh-HK.ts';

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
    ...serverRendered(CATEGORY_PAGE, CATALOGUE_LOADERS),
    lazy: { loader: async () => (await catalogueLoaders()).categoryLoader, Component: categoryPage },
  },
  ...['offer', 'chinese'].map(
    (urlName): RouteObject => ({
      path: urlName,
      ...serverRendered(CATEGORY_PAGE, CATALOGUE_LOADERS),
      lazy: {
        loader: async () => (await catalogueLoaders()).namedCategoryLoader(urlName),
        Component: categoryPage,
      },
    }),
  ),
  {
    path: 'product/:idOrUrlName',
    ...serverRendered('src/features/catalogue/product/ProductPage.tsx', CATALOGUE_LOADERS),
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
    ...serverRendered('src/features/catalogue/article/ArticlePage.tsx', CATALOGUE_LOADERS),
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
      ...serverRendered(
        path === 'club' ? 'src/features/content/ClubPage.tsx' : CONTENT_PAGE,
        CONTENT_LOADERS,
      ),
      lazy: {
        loader: async () => (await contentLoaders()).contentLoaderFor(path),
        Component: path === 'club' ? clubPage : contentPage,
      },
    }),
  ),
  {
    path: 'page_content/:pageContentId',
    ...serverRendered(CONTENT_PAGE, CONTENT_LOADERS),
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
    wrapped = () => withAllMessagesLoaded(lazy());
  } else if (lazy && typeof lazy === 'object' && typeof lazy.Component === 'function') {
    const component = lazy.Component;
    wrapped = {
      ...lazy,
      Component: () => withAllMessagesLoaded(component()),
    };
  }
  const { handle } = route;
  return {
    ...route,
    ...(wrapped ? { lazy: wrapped } : {}),
    ...(children ? { children } : {}),
    ...(isServerRenderedHandle(handle)
      ? { handle: { ...handle, modules: [...handle.modules, ALL_MESSAGES] } }
      : {}),
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
            ...serverRendered('src/features/catalogue/home/HomePage.tsx'),
            // Static: the banners are fetched while the home page's code is still on its way.
            loader: homeLoader,
            lazy: async () => ({
              Component: (await import('../features/catalogue/home/HomePage.tsx')).HomePage,
            }),
          },
          ...[
            ...storefrontRoutes,
            ...accountRoutes,
            ...cartRoutes,
            ...favouriteRoutes,
            ...checkoutRoutes,
            ...orderRoutes,
          ].map(withAllMessages),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/notFound.tsx')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];

/** `hydrationData`: the loader data of a page the server rendered (app/hydration.ts). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}

import {
  createBrowserRouter,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { homeLoader } from '../features/catalogue/home/homeData.ts';
import { favouriteRoutes } from '../features/favourites/routes.ts';
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

/**
 * Only the server renderer reads the handle: each route spreads `import.meta.env.SSR && serverRendered(…)`,
 * so the browser's bundle (the first view's shell) carries neither the handles nor the module names.
 */
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
 * The storefront pages the server renders: catalogue, product, article and content pages. Each page's code is its own chunk;
 * its loader comes from a small module fetched beside it (lazy object form), so the data request does not
 * wait for the page's code.
 */
const storefrontRoutes: RouteObject[] = [
  {
    path: 'category/:categoryId',
    ...(import.meta.env.SSR && serverRendered(CATEGORY_PAGE, CATALOGUE_LOADERS)),
    lazy: { loader: async () => (await catalogueLoaders()).categoryLoader, Component: categoryPage },
  },
  ...['offer', 'chinese'].map(
    (urlName): RouteObject => ({
      path: urlName,
      ...(import.meta.env.SSR && serverRendered(CATEGORY_PAGE, CATALOGUE_LOADERS)),
      lazy: {
        loader: async () => (await catalogueLoaders()).namedCategoryLoader(urlName),
        Component: categoryPage,
      },
    }),
  ),
  {
    path: 'product/:idOrUrlName',
    ...(import.meta.env.SSR &&
      serverRendered('src/features/catalogue/product/ProductPage.tsx', CATALOGUE_LOADERS)),
    lazy: {
      loader: async () => (await catalogueLoaders()).productLoader,
      Component: async () => (await import('../features/catalogue/product/ProductPage.tsx')).ProductPage,
    },
  },
  {
    path: 'article/:articleId',
    ...(import.meta.env.SSR &&
      serverRendered('src/features/catalogue/article/ArticlePage.tsx', CATALOGUE_LOADERS)),
    lazy: {
      loader: async () => (await catalogueLoaders()).articleLoader,
      Component: async () => (await import('../features/catalogue/article/ArticlePage.tsx')).ArticlePage,
    },
  },
  ...contentPaths.map(
    (path): RouteObject => ({
      path,
      ...(import.meta.env.SSR &&
        serverRendered(
          path === 'club' ? 'src/features/content/ClubPage.tsx' : CONTENT_PAGE,
          CONTENT_LOADERS,
        )),
      lazy: {
        loader: async () => (await contentLoaders()).contentLoaderFor(path),
        Component: path === 'club' ? clubPage : contentPage,
      },
    }),
  ),
  {
    path: 'page_content/:pageContentId',
    ...(import.meta.env.SSR && serverRendered(CONTENT_PAGE, CONTENT_LOADERS)),
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
    ...(import.meta.env.SSR && isServerRenderedHandle(handle)
      ? { handle: { ...handle, modules: [...handle.modules, ALL_MESSAGES] } }
      : {}),
  } as RouteObject;
}

const PAGES_ROUTE_ID = 'pages';
const NOT_FOUND_ROUTE_ID = 'notFound';
const ADMIN_ROUTE_ID = 'admin';
const ADMIN_DISCOVERY_ROUTE_ID = 'adminDiscovery';

const notFoundRoute = async () => ({
  Component: (await import('./routes/notFound.tsx')).NotFoundRoute,
});

/**
 * Pages are lazy so each feature is its own chunk and the first view carries only the shell. Pages hang
 * under a pathless route that owns the error boundary and the first-load fallback, so both render inside
 * the header and footer.
 *
 * Checkout, the order pages and the back office are not listed at all (not even their chunks' names, which
 * Vite's preload table would carry into the shell): the router discovers them (discoverRoutes below).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        id: PAGES_ROUTE_ID,
        ErrorBoundary: RouteError,
        HydrateFallback: PageFallback,
        children: [
          {
            index: true,
            ...(import.meta.env.SSR && serverRendered('src/features/catalogue/home/HomePage.tsx')),
            // Static: the banners are fetched while the home page's code is still on its way.
            loader: homeLoader,
            lazy: async () => ({
              Component: (await import('../features/catalogue/home/HomePage.tsx')).HomePage,
            }),
          },
          ...[...storefrontRoutes, ...favouriteRoutes].map(withAllMessages),
          { id: NOT_FOUND_ROUTE_ID, path: '*', lazy: notFoundRoute },
        ],
      },
    ],
  },
  {
    // The back office (issue 12) stands beside the shop's layout, not in it (no shop header or cart). Its
    // routes are discovered; until then this holds its paths, with a fallback of its own while they load,
    // and a path the back office does not know ends here, on the not-found notice.
    id: ADMIN_DISCOVERY_ROUTE_ID,
    path: 'admin/*',
    ErrorBoundary: RouteError,
    HydrateFallback: PageFallback,
    lazy: notFoundRoute,
  },
];

/**
 * The router met a path only a catch-all matched: the routes outside the first view come in their own
 * chunk and the router matches again. Paths under /admin get the back office's routes; any other, the
 * shop's later pages (laterRoutes.ts), after which an unknown path is still the not-found page. Patching the
 * same routes again changes nothing (react-router skips routes it has).
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  const deepest = matches.at(-1)?.route.id;
  if (deepest === ADMIN_DISCOVERY_ROUTE_ID) {
    const { adminRoutes } = await import('../features/admin/adminRoutes.ts');
    patch(null, [
      {
        id: ADMIN_ROUTE_ID,
        path: 'admin',
        ErrorBoundary: RouteError,
        children: adminRoutes.map(withAllMessages),
      },
    ]);
  } else if (deepest === NOT_FOUND_ROUTE_ID) {
    patch(PAGES_ROUTE_ID, (await import('./laterRoutes.ts')).laterRoutes);
  }
};

/** `hydrationData`: the loader data of a page the server rendered (app/servedPage.ts). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: discoverRoutes,
    ...(hydrationData ? { hydrationData } : {}),
  });
}

/**
 * The server side of the storefront (built with `vite build --ssr`, loaded by the bff): renders the first
 * visit of a public page to HTML, so a phone paints the page and requests its largest picture before any
 * JavaScript has arrived. The browser then hydrates the same markup (startApp.tsx, with app/servedPage.ts).
 *
 * Only pages marked server-rendered in app/router.tsx are rendered, and only when they answer 200; anything
 * else (member pages, the cart, not-found, a failure) gets the plain shell and renders in the browser, as
 * every visit does once the service worker serves the precached shell.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { loadAllMessages } from '../app/messages/index.ts';
import { AppProvider } from '../app/provider.tsx';
import { isServerRenderedHandle, routes } from '../app/router.tsx';
import type { ServedPageData } from '../app/servedPage.ts';
import { type ServerPageHead, ServerPageHeadContext } from '../hooks/serverPageHead.ts';
import { setApiTransport } from '../lib/api.ts';
import { config, type Locale, shopName } from '../lib/config.ts';
import { formatMessage } from '../lib/intl.tsx';
import { localeOfSearch } from '../lib/locale.ts';
import { pageHeadTags } from './pageHead.ts';

export type { ServedPageData };

/** How the renderer asks the bff's own API: a GET of a path under /api, answered in-process. */
export type ApiFetcher = (path: string, signal: AbortSignal | null) => Promise<Response>;

export interface ServerPage {
  /** The markup inside #root. */
  html: string;
  /** The page's "name | shop" title. */
  title: string | null;
  /** The page's own description (a category's or product's meta description), if it has one. */
  description: string | null;
  /** The page's language (`?lang=en` asks for English): the <html lang>. */
  lang: Locale;
  /** Canonical and hreflang links, Open Graph and Twitter card tags, JSON-LD (server/pageHead.ts). */
  head: string;
  /** The page's chunks (keys of the client build's manifest), for the bff's modulepreload links. */
  modules: readonly string[];
  /** What the browser needs to hydrate: written into the page as JSON (app/servedPage.ts). */
  data: ServedPageData;
}

const handler = createStaticHandler(routes);

/** The render in progress: how its loaders reach the API, and the paths they asked for. */
const current = new AsyncLocalStorage<{ fetchApi: ApiFetcher; apiPaths: string[] }>();

// The loaders' API client asks the bff of the render in progress, in-process (each render has its own).
setApiTransport(async (input, init) => {
  const render = current.getStore();
  const path =
    typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
  if (!render) throw new Error(`An API request outside a server render (${path})`);
  if ((init?.method ?? 'GET') !== 'GET')
    throw new Error(`The server renders with GET requests only (${path})`);
  render.apiPaths.push(path);
  return render.fetchApi(path, init?.signal ?? null);
});

export interface RenderOptions {
  /**
   * The response's script nonce (its Content-Security-Policy allows it): React completes a large part of
   * the page out of line with small inline scripts, which the policy would block without it.
   */
  nonce?: string;
}

/**
 * The page at `url`, or null when it is not one the server renders. `url` is absolute on the shop's public
 * origin: the page's canonical and preview links are made from it.
 */
export async function renderPage(
  url: string,
  fetchApi: ApiFetcher,
  options: RenderOptions = {},
): Promise<ServerPage | null> {
  // Member pages, the cart and the rest render in the browser: not even their loaders run here.
  const requested = new URL(url);
  const page = matchRoutes(routes, requested.pathname)?.at(-1)?.route;
  if (!page || !isServerRenderedHandle(page.handle)) return null;
  const { modules } = page.handle;
  const request = new Request(url, { headers: { accept: 'text/html' } });
  const apiPaths: string[] = [];
  const context = await current.run({ fetchApi, apiPaths }, () => handler.query(request));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;

  const locale = localeOfSearch(requested.search) ?? config.defaultLocale;
  const messages = await loadAllMessages(locale);
  const head: ServerPageHead = { title: null, description: null };
  const errors: unknown[] = [];
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(
    <ServerPageHeadContext value={head}>
      <AppProvider locale={locale} messages={messages}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </ServerPageHeadContext>,
    {
      nonce: options.nonce,
      // The page is sent whole (allReady below), so React gains nothing by completing large parts out of
      // line, behind inline scripts a reader without JavaScript never runs: everything stays in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => void errors.push(error),
    },
  );
  // Everything, lazy parts included: a half-rendered page would only be rendered again in the browser.
  await stream.allReady;
  const html = await new Response(stream).text();
  if (errors.length > 0) throw errors[0];
  const shop = shopName(locale);
  const pageId = context.matches.at(-1)?.route.id;
  const tags = pageHeadTags(page.path, pageId === undefined ? null : context.loaderData[pageId], {
    origin: requested.origin,
    locale,
    shopName: shop,
    description: head.description ?? formatMessage(locale, messages, 'app.description'),
    homeLabel: formatMessage(locale, messages, 'catalogue.breadcrumb.home'),
  });
  return {
    html,
    title: head.title,
    description: head.description,
    lang: locale,
    head: tags,
    modules,
    data: { loaderData: context.loaderData, apiPaths, locale },
  };
}

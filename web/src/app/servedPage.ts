import { matchRoutes, type RouteObject } from 'react-router';
import type { Locale } from '../lib/config.ts';

/**
 * A page the server rendered (server/render.tsx) carries its loaders' data as JSON in this element; the
 * browser hydrates the markup with it instead of fetching again. (main.tsx and the bff's pageHtml.ts spell
 * the same id: the entry imports nothing, to stay out of the app's chunks.)
 */
export const SERVED_PAGE_ELEMENT_ID = 'served-page';

export interface ServedPageData {
  /** The router's loader data by route id, as the server's loaders returned it. */
  loaderData: Record<string, unknown>;
  /** The API paths those loaders asked for (for the offline copies below). */
  apiPaths: string[];
  /** The language the server rendered in (`?lang=en`): the browser hydrates in the same. */
  locale: Locale;
}

/** The served page's data, once (a later navigation must not find it); null on a shell the browser renders. */
export function takeServedPage(
  doc: Pick<Document, 'getElementById'> | undefined = typeof document === 'undefined' ? undefined : document,
): ServedPageData | null {
  const element = doc?.getElementById(SERVED_PAGE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<ServedPageData>;
    return typeof data.loaderData === 'object' && data.loaderData !== null && Array.isArray(data.apiPaths)
      ? {
          loaderData: data.loaderData,
          apiPaths: data.apiPaths.filter((path) => typeof path === 'string'),
          locale: data.locale === 'en' ? 'en' : 'zh-HK',
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * Hydration must render exactly what the server did, so the matched routes' lazy parts (page code, loaders,
 * the complete messages) are loaded first; the router would otherwise render its fallback and mismatch.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy) return;
      const parts =
        typeof lazy === 'function'
          ? await lazy()
          : Object.fromEntries(
              await Promise.all(
                Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => unknown)()]),
              ),
            );
      Object.assign(route, parts);
      delete route.lazy;
    }),
  );
}

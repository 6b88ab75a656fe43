import { neverCachedRequests } from './serviceWorkerPolicy.ts';

/**
 * What the service worker keeps so a visited page opens offline (read by vite.config.ts). Workbox takes the
 * first route whose pattern matches, so the never-cached rules (carts, orders, payments, login, member)
 * come first and these after them. Patterns match the full URL.
 *
 * - Catalogue answers (products, categories, banners, articles, page contents, locations, age groups):
 *   stale-while-revalidate. A visited page opens at once from the cache, offline too, and the copy is
 *   refreshed in the background; the server marks them `public, max-age=60, stale-while-revalidate=600`.
 * - Images (GET /api/file/…, immutable names, their `?w=` renditions too): cache-first with a size and age
 *   limit. Videos are left to the network: they are large, come in byte ranges and only decorate the home
 *   page.
 */
export const catalogueRequests =
  /\/api\/(?:displayProduct|category|navigationBanner|marketingEvent|videoBanner|article|pageContent|product|location|ageGroup)(?:[/?#]|$)/i;

export const imageRequests = /\/api\/file\/[^?#]+\.(?:svg|png|jpe?g|webp|avif|gif|ico)(?:[?#]|$)/i;

export const CATALOGUE_CACHE = 'shop-catalogue';
export const IMAGE_CACHE = 'shop-images';

export const catalogueExpiration = { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;
export const imageExpiration = {
  maxEntries: 400,
  maxAgeSeconds: 30 * 24 * 60 * 60,
  purgeOnQuotaError: true,
} as const;

export type CachingRule = 'network-only' | 'stale-while-revalidate' | 'cache-first' | 'default';

/**
 * The rule a GET to this URL meets, in Workbox's order (first match wins); 'default' is the network as
 * the page asked. Mirrors the runtimeCaching list that vite.config.ts builds from the same patterns.
 */
export function cachingRuleFor(url: string): CachingRule {
  if (neverCachedRequests.some((pattern) => pattern.test(url))) return 'network-only';
  if (catalogueRequests.test(url)) return 'stale-while-revalidate';
  if (imageRequests.test(url)) return 'cache-first';
  return 'default';
}

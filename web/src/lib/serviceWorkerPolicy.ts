/**
 * What the service worker must never answer from a cache. Read by vite.config.ts when it generates sw.js,
 * and tested here so that later runtime-caching rules (catalogue, images) cannot swallow these paths:
 * Workbox uses the first matching route, and these NetworkOnly rules are registered first.
 *
 * Workbox matches a RegExp route against the full URL (href), so the patterns anchor on "/api/...".
 */
export const neverCachedRequests: readonly RegExp[] = [
  // Carts change on every tap and members' carts are held by the server.
  /\/api\/shoppingCart(?:[/?#]|$)/i,
  // Order creation, pre-pricing, order lists and guest enquiry.
  /\/api\/orders?(?:[/?#]|$)/i,
  // Card payment, gateway callbacks and payment returns.
  /\/api\/payments?(?:[/?#]|$)/i,
  /\/api\/payment[-_]?return(?:[/?#]|$)/i,
  // Sign-in, tokens and member data belong to one person and one moment.
  /\/api\/login(?:[/?#]|$)/i,
  /\/api\/member(?:[/?#]|$)/i,
];

/** Navigations that must reach the server instead of getting the app shell. */
export const navigateFallbackDenylist: readonly RegExp[] = [/^\/api(?:\/|$)/];

export function isNeverCached(url: string): boolean {
  return neverCachedRequests.some((pattern) => pattern.test(url));
}

export function getsAppShell(pathname: string): boolean {
  return !navigateFallbackDenylist.some((pattern) => pattern.test(pathname));
}

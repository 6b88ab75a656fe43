import type { FastifyReply } from 'fastify';

/**
 * Catalogue answers are the same for every shopper, so browsers and the service worker may keep them a
 * minute and serve a stale copy for ten while they refresh. Never for anything member-specific (the API's
 * default is no-store).
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export function cacheAsCatalogue(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases } from '../db/testDatabases.ts';
import type { RegisteredRoute } from '../http/access.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';

/**
 * Every API route names the schema of its answer (`schema.response`, a zod schema from
 * `domain/src/<area>/apiSchemas.ts` that the web imports too), so an answer cannot change on one side of the
 * wire only. The only routes without one answer something other than JSON; each is named here with why.
 */
const NOT_JSON: Record<string, string> = {
  'GET /api/file/:name': 'file and image bytes (renditions, byte ranges)',
  'GET /api/admin/reports/:report.csv': 'a CSV download',
  'GET /api/admin/refunds/reconciliation.csv': 'a CSV download',
  'POST /api/payment/sandbox/globalpay': "the sandbox gateway's HTML card page",
  'POST /api/payment/sandbox/paydollar': "the sandbox gateway's HTML card page",
  'POST /api/payment/sandbox/globalpay/pay': 'a 303 redirect to the return page',
  'POST /api/payment/sandbox/paydollar/pay': 'a 303 redirect to the return page',
};

const keyOf = (route: Pick<RegisteredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The API routes (HEAD follows its GET) that answer JSON but name no schema for a 2xx answer. */
function routesWithoutContract(routes: readonly RegisteredRoute[]): string[] {
  return routes
    .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
    .filter((route) => !(keyOf(route) in NOT_JSON))
    .filter((route) => {
      const response = (route.options.schema as { response?: Record<string, unknown> } | undefined)?.response;
      return !Object.keys(response ?? {}).some((status) => /^2(\d\d|xx)$/.test(status));
    })
    .map(keyOf);
}

describe('answer contracts', () => {
  let shop: TestShop;
  beforeAll(async () => {
    const [pglite] = testDatabases();
    shop = await startTestShop(pglite!, { seed: false });
    // Two probes registered the way routes/ registers its plugins: one names its answer, one does not.
    await shop.app.register(async (app) => {
      app.get('/api/test/untyped', { config: { access: 'public' } }, async () => ({ ok: true }));
      app.get(
        '/api/test/typed',
        { config: { access: 'public' }, schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
        async () => ({ ok: true }),
      );
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('every API route that answers JSON names a schema for its 2xx answers: only the untyped probe lacks one', () => {
    expect(routesWithoutContract(shop.app.registeredRoutes()), 'routes without schema.response').toEqual([
      'GET /api/test/untyped',
    ]);
  });

  it('names only routes that exist as answering something other than JSON', () => {
    const registered = new Set(shop.app.registeredRoutes().map(keyOf));
    expect(Object.keys(NOT_JSON).filter((key) => !registered.has(key))).toEqual([]);
  });
});

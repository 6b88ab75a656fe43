import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverRoutes, routes } from './router.tsx';

/** The route ids and paths a router settles on for `path`, from the top, once its first load is done. */
async function settledMatches(path: string): Promise<Array<{ id: string; path?: string }>> {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoutes,
  });
  if (!router.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  const matches = router.state.matches.map(({ route }) => ({ id: route.id, path: route.path }));
  router.dispose();
  return matches;
}

/**
 * A router settles once a page's module has arrived, but that module's own imports may still be on their way
 * (slowly, on a busy machine): the file waits for the pages it visited, or their loads outlive its
 * environment.
 */
afterAll(async () => {
  const { cartRoutes } = await import('../features/cart/routes.ts');
  const { checkoutRoutes } = await import('./laterRoutes.ts');
  const { orderRoutes } = await import('../features/orders/routes.ts');
  const pages = [...cartRoutes, ...checkoutRoutes, ...orderRoutes];
  await Promise.all(pages.map(({ lazy }) => (typeof lazy === 'function' ? lazy() : undefined)));
  await import('../features/admin/adminRoutes.ts');
});

function declaredPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [route.path ?? '', ...declaredPaths(route.children ?? [])]);
}

describe('routes outside the first view (app/router.tsx discoverRoutes)', () => {
  it('are not declared in the shell’s route table', () => {
    const paths = declaredPaths(routes);
    for (const later of ['checkout', 'expressCheckout', 'order/:orderId', 'shopping_cart', 'login', 'admin'])
      expect(paths).not.toContain(later);
    // Nor imported by it: the back office's code must not enter the shell's chunk.
    const source = readFileSync(join(import.meta.dirname, 'router.tsx'), 'utf8');
    expect(source).not.toMatch(/^import [^;]*(?:features\/admin|laterRoutes)/m);
  });

  it('are found on the way to them, inside the shop’s layout', async () => {
    expect((await settledMatches('/checkout')).map((match) => match.id).slice(0, 2)).toEqual([
      'root',
      'pages',
    ]);
    expect((await settledMatches('/checkout')).at(-1)?.path).toBe('checkout');
    expect((await settledMatches('/order/123')).at(-1)?.path).toBe('order/:orderId');
    expect((await settledMatches('/shopping_cart')).at(-1)?.path).toBe('shopping_cart');
  });

  it('leave an unknown path on the not-found page', async () => {
    expect((await settledMatches('/no-such-page')).at(-1)?.id).toBe('notFound');
  });

  it('put the back office on a top-level route of its own, outside the shop’s layout', async () => {
    const matches = await settledMatches('/admin');
    expect(matches[0]?.id).toBe('admin');
    expect(matches.map((match) => match.id)).not.toContain('root');
    expect((await settledMatches('/admin/no-such-page')).map((match) => match.id)).not.toContain('root');
  });
});

import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadMatchedRoutes, SERVED_PAGE_ELEMENT_ID, takeServedPage } from './servedPage.ts';

function fakeDocument(text: string | null) {
  let element: { textContent: string; remove: () => void } | null =
    text === null
      ? null
      : {
          textContent: text,
          remove: () => {
            element = null;
          },
        };
  return {
    getElementById: (id: string) => (id === SERVED_PAGE_ELEMENT_ID ? element : null) as HTMLElement | null,
  };
}

describe('takeServedPage', () => {
  it('takes the data the server wrote into the page, once', () => {
    const doc = fakeDocument('{"loaderData":{"0-0-0":{"banners":[]}},"apiPaths":["/api/videoBanner/all",7]}');
    expect(takeServedPage(doc)).toEqual({
      loaderData: { '0-0-0': { banners: [] } },
      apiPaths: ['/api/videoBanner/all'],
      locale: 'zh-HK',
    });
    expect(takeServedPage(doc)).toBeNull();
  });

  it('hydrates in the language the server rendered (`?lang=en`), the shop’s when it names another', () => {
    const served = (locale: string) =>
      takeServedPage(fakeDocument(`{"loaderData":{},"apiPaths":[],"locale":"${locale}"}`))?.locale;
    expect(served('en')).toBe('en');
    expect(served('zh-HK')).toBe('zh-HK');
    expect(served('fr')).toBe('zh-HK');
  });

  it('ignores a missing, broken or incomplete element (the browser then renders the page itself)', () => {
    expect(takeServedPage(fakeDocument(null))).toBeNull();
    expect(takeServedPage(fakeDocument('{"loaderData":'))).toBeNull();
    expect(takeServedPage(fakeDocument('{"loaderData":{}}'))).toBeNull();
    expect(takeServedPage(fakeDocument('{"loaderData":null,"apiPaths":[]}'))).toBeNull();
    expect(takeServedPage(undefined)).toBeNull();
  });
});

describe('loadMatchedRoutes', () => {
  it("loads the lazy parts of the matched routes only, in both of the router's lazy forms", async () => {
    const Page = () => null;
    const loader = async () => 'data';
    const loaded: string[] = [];
    const routes: RouteObject[] = [
      {
        id: 'root',
        lazy: async () => {
          loaded.push('root');
          return { handle: 'root handle' };
        },
        children: [
          {
            path: 'product/:id',
            lazy: {
              loader: async () => {
                loaded.push('loader');
                return loader;
              },
              Component: async () => {
                loaded.push('page');
                return Page;
              },
            },
          },
          {
            path: 'cart',
            lazy: async () => {
              loaded.push('cart');
              return { Component: Page };
            },
          },
        ],
      },
    ];
    await loadMatchedRoutes(routes, '/product/serum');
    expect(loaded.sort()).toEqual(['loader', 'page', 'root']);
    const [root] = routes;
    const product = root?.children?.[0];
    expect(root).toMatchObject({ handle: 'root handle' });
    expect(root?.lazy).toBeUndefined();
    expect(product?.loader).toBe(loader);
    expect(product?.Component).toBe(Page);
    expect(product?.lazy).toBeUndefined();
    expect(root?.children?.[1]?.lazy).toBeTypeOf('function');
  });
});

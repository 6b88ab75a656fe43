import { setTimeout } from 'node:timers/promises';
import {
  type DisplayProduct,
  displayProductPageSchema,
  displayProductSchema,
  searchPageSchema,
} from '@shop/domain/catalogue/apiSchemas';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testDatabases } from '../db/testDatabases.ts';
import { bearer } from '../testing/testMembers.ts';
import { TEST_HOME_ADDRESS } from '../testing/testOrders.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import { demoProducts } from '../testing/testShoppers.ts';
import { ownerToken } from '../testing/testStaff.ts';
import { CATALOGUE_CHANGED } from './catalogueAnswers.ts';
import { displayProductByIdOrUrlName } from './displayProducts.ts';
import { allDisplayProducts, categoryDisplayProducts } from './listings.ts';
import { searchDisplayProducts } from './search.ts';

/** What Fastify sent before answers were kept: the query's result through the route's response schema. */
const serialized = (schema: z.ZodType, value: unknown) =>
  serializerCompiler({ schema, method: 'GET', url: 'test' })(value);

describe.each(testDatabases())('kept catalogue answers on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(() => shop?.close());

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ url, headers });
  const search = (searchString: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/displayProduct/search',
      payload: { searchString, size: 20 },
    });

  it('answers from memory, byte for byte, what the queries answer (list, category, search, product)', async () => {
    const now = shop.clock.now();
    const page = { page: 1, size: 20 };
    const cases = [
      {
        send: () => get('/api/displayProduct/all?page=1&size=20'),
        query: () => allDisplayProducts(shop.db, page, now),
        schema: displayProductPageSchema,
      },
      {
        send: () => get('/api/displayProduct/category/10100?page=2&size=5'),
        query: () => categoryDisplayProducts(shop.db, '10100', { page: 2, size: 5 }, now),
        schema: displayProductPageSchema,
      },
      {
        send: () => search('精華'),
        query: () => searchDisplayProducts(shop.db, '精華', page, now),
        schema: searchPageSchema,
      },
      {
        send: () => get('/api/displayProduct/hydrating-serum'),
        query: () => displayProductByIdOrUrlName(shop.db, 'hydrating-serum', now),
        schema: displayProductSchema,
      },
    ];
    for (const { send, query, schema } of cases) {
      const first = await send();
      const kept = await send();
      const fromQuery = await query();
      expect(first.statusCode, first.body).toBe(200);
      expect(kept.body).toBe(first.body);
      expect(kept.body).toBe(serialized(schema, fromQuery));
      expect(kept.json()).toEqual(JSON.parse(JSON.stringify(fromQuery)));
      expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect((await search('精華')).json().total).toBeGreaterThan(1);
  });

  it('tells a browser holding the answer 304 by its ETag, with no body', async () => {
    const url = '/api/displayProduct/hydrating-serum';
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const held = await get(url, { 'if-none-match': `W/"other", ${etag}` });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    expect(held.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('shows a back-office change and the stock an order takes on the next request', async () => {
    const products = await demoProducts(shop);
    const url = '/api/displayProduct/hydrating-serum';
    const variantOf = async () =>
      (await get(url)).json<DisplayProduct>().products.find((p) => p.productId === products.serum30);
    const before = await variantOf();
    expect(before?.productPrice).toBe(298);

    const owner = await ownerToken(shop);
    const edited = await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/prices/${products.serum30}`,
      headers: bearer(owner),
      payload: { price: 318, discountPrice: 248 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await variantOf()).toMatchObject({ productPrice: 318, productDiscountPrice: 248 });

    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order/guest/add',
      payload: {
        ...TEST_HOME_ADDRESS,
        orderAddress2: '12樓',
        phone: `6${String(process.pid % 10_000_000).padStart(7, '0')}`,
        productListJson: [{ productId: products.serum30, quantity: 2 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await variantOf())?.productInventory).toBe((before?.productInventory ?? 0) - 2);
  });

  it('computes the answer again once it is older than its age, whatever was notified', async () => {
    const url = '/api/displayProduct/hydrating-serum';
    // The earlier tests' notifications may still be on their way (Postgres delivers them to an idle
    // connection whenever it likes); any of them would drop the kept answer this test means to outlive.
    let heard = 0;
    const stopHearing = await shop.db.listen(CATALOGUE_CHANGED, () => heard++);
    for (let before = -1; before !== heard; ) {
      before = heard;
      await setTimeout(500);
    }
    const heardBefore = heard;
    await get(url);
    // A write that tells nobody (triggers off for it), as a lost notification would leave it.
    await shop.db.transaction(async (tx) => {
      await tx.query("set local session_replication_role = 'replica'");
      await tx.query("update display_products set metatitle = 'kept no longer' where url_name = $1", [
        'hydrating-serum',
      ]);
    });
    const kept = (await get(url)).json<DisplayProduct>().metatitle;
    expect(heard, 'a catalogue change was notified during the test').toBe(heardBefore);
    expect(kept).not.toBe('kept no longer');
    stopHearing();
    shop.clock.advance(shop.config.catalogueMaxAgeMs);
    expect((await get(url)).json<DisplayProduct>().metatitle).toBe('kept no longer');
  });
});

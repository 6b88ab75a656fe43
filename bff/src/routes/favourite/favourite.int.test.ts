import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';
import { expectError, freshShopper, type Shopper } from '../../testing/testShoppers.ts';

describe.each(testDatabases())('member favourites on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE', shopper: Shopper | null, fields?: object, headers = {}) =>
    shop.app.inject({
      method,
      url: '/api/member/favourite',
      headers: { ...(shopper?.headers ?? {}), ...headers },
      ...(fields ? { payload: fields } : {}),
    });
  const ids = (response: { json(): unknown }) =>
    (response.json() as { displayProductId: number }[]).map((entry) => entry.displayProductId);

  it('adds, lists newest first, and removes by display product id', async () => {
    const shopper = await freshShopper(shop);
    const added = await call('PUT', shopper, { productId: 1001 });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual([{ displayProductId: 1001, addedAt: shop.clock.now().toISOString() }]);
    shop.clock.advance(1000);
    // A form body, and adding the same product again, both work; nothing is duplicated.
    const form = await shop.app.inject({
      method: 'PUT',
      url: '/api/member/favourite',
      headers: { ...shopper.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'productId=1002',
    });
    expect(ids(form)).toEqual([1002, 1001]);
    expect(ids(await call('PUT', shopper, { productId: 1001 }))).toEqual([1002, 1001]);
    expect(ids(await call('GET', shopper))).toEqual([1002, 1001]);

    const removed = await shop.app.inject({
      method: 'DELETE',
      url: '/api/member/favourite?productId=1001',
      headers: shopper.headers,
    });
    expect(ids(removed)).toEqual([1002]);
    expect(ids(await call('DELETE', shopper, { productId: 1001 }))).toEqual([1002]);
    expect(ids(await call('DELETE', shopper, { productId: 1002 }))).toEqual([]);
  });

  it('refuses unknown, hidden and malformed products, and changes nothing', async () => {
    const shopper = await freshShopper(shop);
    await call('PUT', shopper, { productId: 1003 });
    expectError(await call('PUT', shopper, { productId: 999999 }), 404, 'PRODUCT_NOT_FOUND');
    const hidden = await shop.db.query<{ display_product_id: number }>(
      'select display_product_id from display_products where status <> 1 order by 1 limit 1',
    );
    expectError(
      await call('PUT', shopper, { productId: hidden.rows[0]!.display_product_id }),
      404,
      'PRODUCT_NOT_FOUND',
    );
    expectError(await call('PUT', shopper, { productId: 'abc' }), 400, 'VALIDATION_FAILED');
    expectError(await call('PUT', shopper, {}), 400, 'VALIDATION_FAILED');
    expectError(await call('DELETE', shopper), 400, 'VALIDATION_FAILED');
    expect(ids(await call('GET', shopper))).toEqual([1003]);
  });

  it('keeps each member’s favourites their own', async () => {
    const alice = await freshShopper(shop);
    const bob = await freshShopper(shop);
    await call('PUT', alice, { productId: 1004 });
    expect(ids(await call('GET', bob))).toEqual([]);
    await call('DELETE', bob, { productId: 1004, memberId: alice.memberId });
    await call('PUT', bob, { productId: 1005, memberId: alice.memberId });
    expect(ids(await call('GET', alice))).toEqual([1004]);
    expect(ids(await call('GET', bob))).toEqual([1005]);
    for (const method of ['GET', 'PUT', 'DELETE'] as const)
      expect((await call(method, null, method === 'GET' ? undefined : { productId: 1004 })).statusCode).toBe(
        401,
      );
  });

  it('applies a keyed write once: a replayed add after a delete does not bring it back', async () => {
    const shopper = await freshShopper(shop);
    const key = { 'idempotency-key': 'fav-add-1006' };
    const first = await call('PUT', shopper, { productId: 1006 }, key);
    await call('DELETE', shopper, { productId: 1006 });
    const replay = await call('PUT', shopper, { productId: 1006 }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(ids(await call('GET', shopper))).toEqual([]);
  });
});

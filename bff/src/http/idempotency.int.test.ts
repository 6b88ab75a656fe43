import type { CartAnswer } from '@shop/domain/cart/apiSchemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import { type DemoProducts, demoProducts, freshShopper, lineOf, post } from '../testing/testShoppers.ts';
import { IDEMPOTENCY_KEY_RETENTION_MS } from './idempotency.ts';

describe.each(testDatabases())('Idempotency-Key retention on $name', (leg) => {
  let shop: TestShop;
  let products: DemoProducts;
  beforeAll(async () => {
    shop = await startTestShop(leg);
    products = await demoProducts(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('remembers a key for the retention period, then forgets it and its row', async () => {
    const shopper = await freshShopper(shop);
    const key = { 'idempotency-key': 'k-retention' };
    const add = () =>
      post(shop.app, '/shoppingCart/cartProduct/add', shopper, { productId: products.colourBlack }, key);
    const keys = async () =>
      (
        await shop.db.query<{ n: number }>(
          'select count(*)::int as n from member_idempotency_keys where member_id = $1',
          [shopper.memberId],
        )
      ).rows[0]?.n;

    await add();
    await post(
      shop.app,
      '/shoppingCart/cartProduct/add',
      shopper,
      { productId: products.colourBlack },
      {
        'idempotency-key': 'k-other',
      },
    );
    shop.clock.advance(IDEMPOTENCY_KEY_RETENTION_MS - 1000);
    expect((await add()).headers['idempotent-replayed']).toBe('true');
    expect(await keys()).toBe(2);

    shop.clock.advance(2000);
    const again = await add();
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(lineOf(again.json<CartAnswer>(), products.colourBlack)?.quantity).toBe(3);
    // The expired row was replaced, not kept beside the new one, and the other expired key went with it.
    expect(await keys()).toBe(1);
  });
});

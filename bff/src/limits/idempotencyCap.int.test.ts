import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import { type DemoProducts, demoProducts, freshShopper, post } from '../testing/testShoppers.ts';
import { MAX_STORED_ANSWERS_PER_MEMBER } from './idempotencyCap.ts';

describe.each(testDatabases())('stored idempotent answers per member on $name', (leg) => {
  let shop: TestShop;
  let products: DemoProducts;
  beforeAll(async () => {
    shop = await startTestShop(leg);
    products = await demoProducts(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('keeps the newest 100 per member and drops the oldest', async () => {
    const shopper = await freshShopper(shop);
    const other = await freshShopper(shop);
    const add = (who: typeof shopper, key: string) =>
      post(
        shop.app,
        '/shoppingCart/cartProduct/add',
        who,
        { productId: products.colourBlack },
        { 'idempotency-key': key },
      );
    const keysOf = async (memberId: number) =>
      (
        await shop.db.query<{ idempotency_key: string }>(
          'select idempotency_key from member_idempotency_keys where member_id = $1 order by created_at',
          [memberId],
        )
      ).rows.map((row) => row.idempotency_key);

    expect((await add(other, 'other-1')).statusCode).toBe(200);
    for (let i = 0; i < MAX_STORED_ANSWERS_PER_MEMBER + 2; i++) {
      shop.clock.advance(1000);
      expect((await add(shopper, `k-${i}`)).statusCode).toBe(200);
    }
    const kept = await keysOf(shopper.memberId);
    expect(kept).toHaveLength(MAX_STORED_ANSWERS_PER_MEMBER);
    expect(kept[0]).toBe('k-2');
    expect(kept.at(-1)).toBe(`k-${MAX_STORED_ANSWERS_PER_MEMBER + 1}`);
    // Another member's answers are theirs: not counted, not dropped.
    expect(await keysOf(other.memberId)).toEqual(['other-1']);
  }, 60_000);
});

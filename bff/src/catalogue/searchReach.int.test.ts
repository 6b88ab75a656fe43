import { type SearchPage, searchPageSchema } from '@shop/domain/catalogue/apiSchemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import { NAME_REACH, SHOP_ORDER_REACH, SHOP_ORDER_WALK, searchStatement } from './search.ts';

/**
 * A search costs one page whatever the number of matches: with more matches than it ranks, it says so
 * (`moreThanTotal`) instead of counting them all, and still puts the whole-name match first.
 */
// More titles than a search ever ranks: the first SHOP_ORDER_REACH in shop order and NAME_REACH by name.
const COMMON = SHOP_ORDER_REACH + NAME_REACH + 100;

describe.each(testDatabases())('search reach on $name', (leg) => {
  let shop: TestShop;

  const search = async (body: Record<string, unknown>): Promise<SearchPage> => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/displayProduct/search',
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return searchPageSchema.parse(response.json());
  };

  beforeAll(async () => {
    shop = await startTestShop(leg);
    // COMMON titles holding the word "quasar" (ids 70001…), in shop order by id, and one named "Quasar"
    // exactly, last in shop order.
    await shop.db.query(
      `with shown as (
         insert into display_products (display_product_id, name_chi, name_eng, url_naming, price_cents, sort_order)
         select 70000 + n, '星體讀本 ' || n, 'Quasar Reader ' || n, 'quasar-' || n, 10000, 100000 + n
         from generate_series(1, $1::int) as n
         union all
         select 79999, '星體', 'Quasar', 'quasar-exact', 10000, 999999
         returning display_product_id, name_chi, name_eng
       )
       insert into products (display_product_id, name_chi, name_eng, price_cents, sku, inventory)
       select display_product_id, name_chi, name_eng, 10000, 'QSR-' || display_product_id, 5 from shown`,
      [COMMON],
    );
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('ranks a bounded number of matches of a common word and says more match, the exact name first', async () => {
    const first = await search({ searchString: 'quasar', page: 1, size: 20 });
    expect(first.moreThanTotal).toBe(true);
    expect(first.total).toBeGreaterThanOrEqual(SHOP_ORDER_REACH);
    expect(first.total).toBeLessThan(COMMON);
    expect(first.pagenum).toBe(Math.ceil(first.total / 20));
    expect(first.list).toHaveLength(20);
    // The whole-name match is found through the names' index although it comes last in shop order.
    expect(first.list[0]?.displayProductNameEng).toBe('Quasar');
    // Then the others in shop order (all of them hold "quasar" inside a name).
    expect(first.list.slice(1, 4).map((card) => card.displayProductId)).toEqual([70001, 70002, 70003]);

    const beyond = await search({ searchString: 'quasar', page: first.pagenum + 1, size: 20 });
    expect(beyond.list).toEqual([]);
    expect(beyond).toMatchObject({ total: first.total, moreThanTotal: true });
  });

  it('counts exactly when a rarer term narrows the matches', async () => {
    const narrow = await search({ searchString: 'quasar 1050', size: 20 });
    expect(narrow).toMatchObject({ total: 1, pagenum: 1, moreThanTotal: false });
    expect(narrow.list.map((card) => card.displayProductId)).toEqual([71050]);

    const chinese = await search({ searchString: '星體讀本 1050', size: 20 });
    expect(chinese.list.map((card) => card.displayProductId)).toEqual([71050]);
    expect(chinese.moreThanTotal).toBe(false);
  });

  it('finds the few titles holding two common words past the walk in shop order, and counts them exactly', async () => {
    // SHOP_ORDER_WALK + 300 titles after the others in shop order, each holding one of two common words
    // (Alpha / 甲 in odd ones, Omega / 乙 in even ones), and four holding both: one early, three last.
    await shop.db.query(
      `with shown as (
         insert into display_products (display_product_id, name_chi, name_eng, url_naming, price_cents, sort_order)
         select 200000 + n, case when n % 2 = 1 then '甲冊 ' else '乙冊 ' end || n,
           case when n % 2 = 1 then 'Alpha Book ' else 'Omega Book ' end || n, 'walk-' || n, 10000, 2000000 + n
         from generate_series(1, $1::int) as n
         union all
         select 300000 + k, '甲乙圖冊 ' || k, 'Alpha Omega Atlas ' || k, 'atlas-' || k, 10000,
           case when k = 1 then 2000005 else 3000000 + k end
         from generate_series(1, 4) as k
         returning display_product_id, name_chi, name_eng
       )
       insert into products (display_product_id, name_chi, name_eng, price_cents, sku, inventory)
       select display_product_id, name_chi, name_eng, 10000, 'W-' || display_product_id, 5 from shown`,
      [SHOP_ORDER_WALK + 300],
    );
    const both = [300001, 300002, 300003, 300004];
    for (const searchString of ['alpha omega', 'omega alpha', '甲乙']) {
      const found = await search({ searchString, page: 1, size: 20 });
      expect(found, searchString).toMatchObject({ total: 4, pagenum: 1, moreThanTotal: false });
      // The same rank for all four, so shop order: the early one, then the three past the walk.
      expect(found.list.map((card) => card.displayProductId)).toEqual(both);
    }

    // Every step can be answered from an index: the walk from shop order, the pass after it from the GIN index
    // (which index the planner picks is its choice at each size; at 100,000 titles these, see search.ts).
    for (const searchString of ['alpha omega', '甲乙']) {
      const statement = searchStatement(searchString, { page: 1, size: 20 })!;
      const plan = await shop.db.transaction(async (tx) => {
        await tx.exec('set local enable_seqscan = off');
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
          `explain (costs off) ${statement.sql}`,
          statement.params,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('Index Scan using display_product_search_documents_order_idx');
      expect(plan).toContain('Bitmap Index Scan on display_product_search_documents_terms_idx');
      expect(plan).not.toMatch(/Seq Scan on display_product_search_(documents|names)/);
    }
  }, 120_000);

  it('keeps a page to the size asked, at most 1,000', async () => {
    const page = await search({ searchString: '星體', size: 5 });
    expect(page.list).toHaveLength(5);
    expect(page.list[0]?.displayProductNameChi).toBe('星體');
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/displayProduct/search',
      payload: { searchString: 'quasar', size: 1001 },
    });
    expect(response.statusCode).toBe(400);
  });
});

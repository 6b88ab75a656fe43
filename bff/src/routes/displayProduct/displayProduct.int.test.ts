import {
  type DisplayProduct,
  type DisplayProductPage,
  displayProductPageSchema,
  displayProductSchema,
} from '@shop/domain/catalogue/apiSchemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_CONTROL } from '../../catalogue/cacheControl.ts';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

describe.each(testDatabases())('displayProduct routes on $name', (leg) => {
  let shop: TestShop;
  const get = (url: string) => shop.app.inject({ method: 'GET', url });
  const page = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return displayProductPageSchema.parse(response.json()) as DisplayProductPage;
  };

  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('pages a category 1-based: { list, pageno, pagenum, total }, in the category order', async () => {
    const { rows } = await shop.db.query<{ display_product_id: number }>(
      `select dc.display_product_id from display_product_categories dc
       join display_products dp using (display_product_id)
       where dc.category_id = 10100 and dp.status = 1
       order by dc.sort_order, dp.sort_order, dc.display_product_id`,
    );
    const expected = rows.map((row) => row.display_product_id);
    expect(expected.length).toBeGreaterThan(5);

    const first = await page('/api/displayProduct/category/10100?page=1&size=2');
    expect(first.pageno).toBe(1);
    expect(first.total).toBe(expected.length);
    expect(first.pagenum).toBe(Math.ceil(expected.length / 2));
    expect(first.list.map((card) => card.displayProductId)).toEqual(expected.slice(0, 2));

    const second = await page('/api/displayProduct/category/10100?page=2&size=2');
    expect(second.pageno).toBe(2);
    expect(second.list.map((card) => card.displayProductId)).toEqual(expected.slice(2, 4));

    const beyond = await page(`/api/displayProduct/category/10100?page=${first.pagenum + 1}&size=2`);
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(expected.length);

    // No paging: page 1 of up to 1000, the whole category (carousels).
    const all = await page('/api/displayProduct/category/10100');
    expect(all).toMatchObject({ pageno: 1, pagenum: 1, total: expected.length });
    expect(all.list.map((card) => card.displayProductId)).toEqual(expected);

    // A product taken off sale leaves both the count and the list.
    const offSale = expected[0];
    await shop.db.query('update display_products set status = 0 where display_product_id = $1', [offSale]);
    const fewer = await page('/api/displayProduct/category/10100');
    expect(fewer.total).toBe(expected.length - 1);
    expect(fewer.list.map((card) => card.displayProductId)).toEqual(expected.slice(1));
    await shop.db.query('update display_products set status = 1 where display_product_id = $1', [offSale]);
  });

  it('finds a category by its url naming too, and answers 404 for an unknown one', async () => {
    const byName = await page('/api/displayProduct/category/offer?size=3');
    const byId = await page('/api/displayProduct/category/80000?size=3');
    expect(byName).toEqual(byId);
    expect(byId.total).toBeGreaterThan(0);

    const unknown = await get('/api/displayProduct/category/12345');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'CATEGORY_NOT_FOUND' } });
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('refuses paging outside 1..1000 with a 400', async () => {
    for (const query of ['page=0', 'size=0', 'size=1001', 'page=abc', 'size=2.5']) {
      const response = await get(`/api/displayProduct/all?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('lists every shown product under all, none that is hidden', async () => {
    const { rows } = await shop.db.query<{ shown: number; hidden: number[] }>(
      `select count(*) filter (where status = 1)::int as shown,
         array(select display_product_id from display_products where status <> 1) as hidden
       from display_products`,
    );
    const shown = rows[0]!;
    expect(shown.hidden.length).toBeGreaterThan(0);
    const all = await page('/api/displayProduct/all?size=1000');
    expect(all.total).toBe(shown.shown);
    const ids = all.list.map((card) => card.displayProductId);
    expect(ids).toHaveLength(shown.shown);
    for (const hidden of shown.hidden) expect(ids).not.toContain(hidden);
  });

  it('sends catalogue caching on catalogue GETs', async () => {
    for (const url of [
      '/api/displayProduct/all?size=1',
      '/api/displayProduct/category/10100',
      '/api/displayProduct/hydrating-serum',
    ]) {
      const response = await get(url);
      expect(response.headers['cache-control'], url).toBe(CATALOGUE_CACHE_CONTROL);
    }
  });

  it('carries prices as HKD dollars (cents / 100) and the card fields a product card needs', async () => {
    const { rows } = await shop.db.query<{
      display_product_id: number;
      price_cents: number;
      discount_price_cents: number | null;
      min_cents: number;
      max_cents: number;
      inventory: number;
    }>(
      `select dp.display_product_id, dp.price_cents, dp.discount_price_cents,
         min(coalesce(p.discount_price_cents, p.price_cents)) as min_cents,
         max(coalesce(p.discount_price_cents, p.price_cents)) as max_cents,
         sum(p.inventory)::int as inventory
       from display_products dp join products p using (display_product_id)
       where dp.status = 1 group by dp.display_product_id`,
    );
    const cards = new Map((await page('/api/displayProduct/all')).list.map((c) => [c.displayProductId, c]));
    expect(rows.length).toBe(cards.size);
    for (const row of rows) {
      const card = cards.get(row.display_product_id)!;
      expect(card.displayProductPrice).toBe(row.price_cents / 100);
      expect(card.displayProductDiscountPrice).toBe(
        row.discount_price_cents === null ? null : row.discount_price_cents / 100,
      );
      expect(card.minPrice).toBe(row.min_cents / 100);
      expect(card.maxPrice).toBe(row.max_cents / 100);
      expect(card.totalInventory).toBe(row.inventory);
    }
    // A sold-out product shows the sold-out layer: its total inventory is 0.
    const soldOut = [...cards.values()].find((card) => card.urlName === 'tea-tree-blemish-serum');
    expect(soldOut?.totalInventory).toBe(0);
  });

  it('answers a product by url name (first of the | names) and by id, with the detail fields', async () => {
    const byName = await get('/api/displayProduct/hydrating-serum');
    expect(byName.statusCode).toBe(200);
    const product = displayProductSchema.parse(byName.json()) as DisplayProduct;
    expect(product).toMatchObject({
      displayProductNameChi: '玻尿酸深層保濕精華',
      displayProductNameEng: 'Hyaluronic Deep Hydrating Serum',
      displayProductUrlNaming: 'hydrating-serum|玻尿酸深層保濕精華',
      urlName: 'hydrating-serum',
      displayProductPrice: 298,
      displayProductDiscountPrice: 238,
      status: 1,
      // Cheapest payable 30ml at 238, dearest 50ml at 348 (its discount price).
      minPrice: 238,
      maxPrice: 348,
    });
    expect(product.displayProductImage.split(':::')).toEqual([
      'hydrating-serum.svg',
      'hydrating-serum-detail.svg',
    ]);
    expect(product.functionalIcon.split(':::').every((icon) => icon.startsWith('icon-'))).toBe(true);
    expect(
      product.products.map((p) => [p.sku, p.productPrice, p.productDiscountPrice, p.productVolume]),
    ).toEqual([
      ['JHS-1001-01', 298, 238, '30ml'],
      ['JHS-1001-02', 428, 348, '50ml'],
    ]);
    expect(product.products[0]).toMatchObject({ displayProductId: product.displayProductId, productStep: 1 });
    expect(product.categories.map((c) => c.categoryId)).toContain(10100);
    expect(product.marketingEvents).toHaveLength(1);
    expect(product.marketingEvents[0]!.endDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(product.recommended).toMatch(/^\d+(,\d+)*$/);

    const byId = await get(`/api/displayProduct/${product.displayProductId}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(byName.json());
  });

  it('answers the points options of a variant in dollars', async () => {
    const product = (await get('/api/displayProduct/honey-lip-balm')).json() as DisplayProduct;
    const { rows } = await shop.db.query<{ point: number; money_cents: number }>(
      'select point, money_cents from product_points where product_id = $1 order by point desc',
      [product.products[0]!.productId],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(product.products[0]!.points.map(({ point, money }) => ({ point, money }))).toEqual(
      rows.map((row) => ({ point: row.point, money: row.money_cents / 100 })),
    );
  });

  it('answers 404 for an unknown product, a hidden one (status 0) and an id beyond integers', async () => {
    const { rows } = await shop.db.query<{ display_product_id: number; url_name: string }>(
      'select display_product_id, url_name from display_products where status = 0 order by 1 limit 1',
    );
    const hidden = rows[0]!;
    for (const url of [
      `/api/displayProduct/${hidden.display_product_id}`,
      `/api/displayProduct/${hidden.url_name}`,
      '/api/displayProduct/no-such-product',
      '/api/displayProduct/999999',
      '/api/displayProduct/99999999999999999999',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'PRODUCT_NOT_FOUND' } });
    }
  });

  it('never shows hashtag 91', async () => {
    const { rows } = await shop.db.query<{ url_name: string; others: number[] }>(
      `select dp.url_name,
         array(select o.hashtag_id from display_product_hashtags o
               where o.display_product_id = dp.display_product_id and o.hashtag_id <> 91 order by 1) as others
       from display_product_hashtags dh join display_products dp using (display_product_id)
       where dh.hashtag_id = 91 and dp.status = 1`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { url_name, others } of rows) {
      const product = (
        await get(`/api/displayProduct/${encodeURIComponent(url_name)}`)
      ).json() as DisplayProduct;
      expect(product.hashtags.map((tag) => tag.hashtagId)).toEqual(others);
    }
  });

  it('reads the catalogue in a bounded number of statements, whatever the page size', async () => {
    let statements = 0;
    const original = shop.db.query.bind(shop.db);
    // Only catalogue reads count: the projection runner polls the event store on the same Db meanwhile (its
    // read horizon from pg_locks, then the events, then its checkpoints).
    shop.db.query = ((...args: Parameters<typeof original>) => {
      if (!/\b(events|projection_checkpoints|pg_locks)\b/.test(args[0])) statements += 1;
      return original(...args);
    }) as typeof shop.db.query;
    try {
      // Past the kept answers' age, so these requests compute theirs (catalogue/catalogueAnswers.ts).
      shop.clock.advance(shop.config.catalogueMaxAgeMs);
      await page('/api/displayProduct/all?size=1000');
      expect(statements).toBe(2);
      statements = 0;
      await get('/api/displayProduct/hydrating-serum');
      expect(statements).toBe(1);
      statements = 0;
      await page('/api/displayProduct/all?size=1000');
      expect(statements, 'the same page again, kept').toBe(0);
    } finally {
      shop.db.query = original;
    }
  });
});

import { productDetailSchema } from '@shop/domain/catalogue/apiSchemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUE_CACHE_CONTROL } from '../../catalogue/cacheControl.ts';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

describe.each(testDatabases())('product routes on $name', (leg) => {
  let shop: TestShop;
  const get = (url: string) => shop.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers a variant with its display product link, in dollars', async () => {
    const { rows } = await shop.db.query<{ product_id: number }>(
      "select product_id from products where sku = 'JHS-1001-02'",
    );
    const response = await get(`/api/product/${rows[0]!.product_id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    const product = productDetailSchema.parse(response.json());
    expect(product).toMatchObject({
      sku: 'JHS-1001-02',
      productPrice: 428,
      productDiscountPrice: 348,
      productVolume: '50ml',
      productInventory: 420,
      urlName: 'hydrating-serum',
      displayProductNameChi: '玻尿酸深層保濕精華',
      status: 1,
      isGroupProduct: false,
      products: [],
    });
  });

  it('answers a set with the products it is made of', async () => {
    const { rows } = await shop.db.query<{ product_id: number; items: number }>(
      `select product_id, count(*)::int as items from product_bundle_items group by product_id order by product_id limit 1`,
    );
    const product = productDetailSchema.parse((await get(`/api/product/${rows[0]!.product_id}`)).json());
    expect(product.isGroupProduct).toBe(true);
    expect(product.products).toHaveLength(rows[0]!.items);
    expect(product.products[0]!.quantity).toBeGreaterThanOrEqual(1);
  });

  it('answers a gift (display product not on sale) with its status, for carts that hold it', async () => {
    const { rows } = await shop.db.query<{ product_id: number }>(
      `select p.product_id from products p join display_products dp using (display_product_id)
       where dp.status = 0 order by 1 limit 1`,
    );
    const product = productDetailSchema.parse((await get(`/api/product/${rows[0]!.product_id}`)).json());
    expect(product.status).toBe(0);
  });

  it('lists the variants redeemable with points, with their options in dollars', async () => {
    const response = await get('/api/product/all/withPoint');
    expect(response.statusCode).toBe(200);
    const products = z.array(productDetailSchema).parse(response.json());
    const { rows } = await shop.db.query<{ product_id: number }>(
      `select distinct pp.product_id from product_points pp join products p using (product_id)
       join display_products dp using (display_product_id) where dp.status = 1`,
    );
    expect(products.map((p) => p.productId).sort()).toEqual(rows.map((r) => r.product_id).sort());
    const { rows: points } = await shop.db.query<{ product_point_id: number; money_cents: number }>(
      'select product_point_id, money_cents from product_points',
    );
    const moneyById = new Map(points.map((p) => [p.product_point_id, p.money_cents / 100]));
    for (const product of products) {
      expect(product.points.length).toBeGreaterThan(0);
      for (const option of product.points) expect(option.money).toBe(moneyById.get(option.productPointId));
    }
  });

  it('answers 404 for an unknown product', async () => {
    for (const id of ['1', 'abc', '99999999999']) {
      const response = await get(`/api/product/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'PRODUCT_NOT_FOUND' } });
    }
  });
});

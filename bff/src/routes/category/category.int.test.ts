import { categorySchema } from '@shop/domain/catalogue/apiSchemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUE_CACHE_CONTROL } from '../../catalogue/cacheControl.ts';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

describe.each(testDatabases())('category routes on $name', (leg) => {
  let shop: TestShop;
  const get = (url: string) => shop.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lists every category in menu order with the specification fields', async () => {
    const response = await get('/api/category/all');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    const categories = z.array(categorySchema).parse(response.json());
    const { rows } = await shop.db.query<{ category_id: number }>(
      'select category_id from categories order by sort_order, category_id',
    );
    expect(categories.map((c) => c.categoryId)).toEqual(rows.map((r) => r.category_id));
    expect(categories.map((c) => c.categoryId)).toEqual(
      expect.arrayContaining([1, 10100, 60000, 80000, 90004]),
    );
  });

  it('answers a category by id and by url naming, with its banners and metadata', async () => {
    const byId = await get('/api/category/80000');
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual({
      categoryId: 80000,
      categoryName: '最新優惠',
      categoryNameEng: 'Latest Offers',
      categoryUrlNaming: 'offer',
      bannerImage: 'category-80000.svg',
      mobileBannerImage: 'category-80000-mobile.svg',
      metatitle: '最新優惠 | 悅港生活',
      metadesc: '最新優惠及推介產品，折扣貨品數量有限，售完即止。',
    });
    expect((await get('/api/category/offer')).json()).toEqual(byId.json());
    // The all-products banner comes from category 1.
    expect((await get('/api/category/1')).json()).toMatchObject({ bannerImage: 'category-1.svg' });
  });

  it('answers 404 for an unknown category', async () => {
    for (const id of ['12345', 'nothing-here', '99999999999']) {
      const response = await get(`/api/category/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'CATEGORY_NOT_FOUND' } });
    }
  });
});

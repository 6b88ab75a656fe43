import { articleSchema, articleSummarySchema } from '@shop/domain/catalogue/apiSchemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUE_CACHE_CONTROL } from '../../catalogue/cacheControl.ts';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

describe.each(testDatabases())('article routes on $name', (leg) => {
  let shop: TestShop;
  const get = (url: string) => shop.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lists a category with no articles (90004) as an empty list', async () => {
    const response = await get('/api/article/category/90004');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists the articles of a category, newest first, with a plain-text summary', async () => {
    const response = await get('/api/article/category/90001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    const articles = z.array(articleSummarySchema).parse(response.json());
    expect(articles.map((a) => a.articleId)).toEqual([1, 2, 3]);
    const dates = articles.map((a) => Date.parse(a.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const article of articles) {
      expect(article.categoryId).toBe(90001);
      expect(article.articleSummary).not.toMatch(/[<>]/);
      expect([...article.articleSummary].length).toBeLessThanOrEqual(120);
    }
  });

  it('answers 404 for an unknown category', async () => {
    for (const id of ['12345', 'tips']) {
      const response = await get(`/api/article/category/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'CATEGORY_NOT_FOUND' } });
    }
  });

  it('answers an article with its HTML and the cards of its products, prices in dollars', async () => {
    const response = await get('/api/article/1');
    expect(response.statusCode).toBe(200);
    const article = articleSchema.parse(response.json());
    expect(article.articleTitle).toBe('換季肌膚保濕三部曲');
    expect(article.articleCoverImage).toBe('article-1.svg');
    expect(article.articleContent).toMatch(/^<h2>/);
    expect(article.articleContent).not.toMatch(/<script/i);
    const serum = article.displayProducts.find((card) => card.urlName === 'hydrating-serum');
    expect(serum).toMatchObject({ displayProductPrice: 298, displayProductDiscountPrice: 238 });
    expect(article.displayProducts.length).toBe(3);
  });

  it('leaves out products no longer on sale, and hides unpublished articles', async () => {
    await shop.db.query(
      `insert into articles (article_id, category_id, title, content_html, display_product_ids, published_at)
       values (501, 90004, 'Soon', '<p>x</p>', array(select display_product_id from display_products where status = 0),
               $1::timestamptz + interval '1 day'),
              (502, 90004, 'Now', '<p>y</p>', array(select display_product_id from display_products where status = 0),
               $1::timestamptz - interval '1 day')`,
      [shop.clock.now()],
    );
    expect((await get('/api/article/501')).statusCode).toBe(404);
    const now = await get('/api/article/502');
    expect(now.statusCode).toBe(200);
    expect(now.json().displayProducts).toEqual([]);
    expect(
      (await get('/api/article/category/90004')).json().map((a: { articleId: number }) => a.articleId),
    ).toEqual([502]);
  });

  it('answers 404 for an unknown article', async () => {
    for (const id of ['999', 'abc']) {
      const response = await get(`/api/article/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'ARTICLE_NOT_FOUND' } });
    }
  });
});

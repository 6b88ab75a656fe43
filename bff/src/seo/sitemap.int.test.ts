import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { testDatabases } from '../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import { MAX_URLS_PER_FILE, PAGES_PER_FILE } from './sitemap.ts';

const ORIGIN = 'https://shop.example';

const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

for (const leg of testDatabases()) {
  describe(`/sitemap.xml and /robots.txt on ${leg.name}`, () => {
    let shop: TestShop;
    const get = (url: string) => shop.app.inject(url);

    beforeAll(async () => {
      const { payments } = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN });
      shop = await startTestShop(leg, { config: { payments } });
    });
    afterAll(() => shop?.close());

    it('lists every shown product, category, article and content page in both languages', async () => {
      const response = await get('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const xml = response.body;
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      const urls = locs(xml);
      expect(new Set(urls).size).toBe(urls.length);

      const { rows: products } = await shop.db.query<{ url_name: string | null; id: number }>(
        `select url_name, display_product_id as id from display_products dp where status = 1
           and exists (select 1 from products p where p.display_product_id = dp.display_product_id)`,
      );
      const { rows: hidden } = await shop.db.query<{ url_name: string }>(
        'select url_name from display_products where status <> 1 and url_name is not null',
      );
      const { rows: articles } = await shop.db.query<{ article_id: number }>(
        'select article_id from articles where status = 1 and published_at <= now()',
      );
      const { rows: categories } = await shop.db.query<{ category_id: number }>(
        'select category_id from categories',
      );
      expect(products.length).toBeGreaterThan(10);
      expect(hidden.length).toBeGreaterThan(0);
      for (const product of products) {
        const path = `/product/${encodeURIComponent(product.url_name ?? String(product.id))}`;
        expect(urls).toContain(`${ORIGIN}${path}`);
        expect(urls).toContain(`${ORIGIN}${path}?lang=en`);
      }
      for (const product of hidden) expect(urls).not.toContain(`${ORIGIN}/product/${product.url_name}`);
      for (const article of articles)
        expect(urls).toContain(`${ORIGIN}/article/${article.article_id}?lang=en`);
      expect(urls).toContain(`${ORIGIN}/`);
      expect(urls).toContain(`${ORIGIN}/faq`);
      expect(urls).toContain(`${ORIGIN}/offer`);
      expect(urls).toContain(`${ORIGIN}/category/all?lang=en`);
      expect(urls).toContain(`${ORIGIN}/category/10100`);
      const pages = 1 + products.length + articles.length + categories.length;
      expect(urls.length).toBeGreaterThanOrEqual(2 * pages);

      // Each address names both languages and the default, as the page itself does.
      expect(xml).toContain(
        `<url><loc>${ORIGIN}/faq?lang=en</loc><xhtml:link rel="alternate" hreflang="zh-HK" href="${ORIGIN}/faq"/>` +
          `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/faq?lang=en"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/faq"/></url>`,
      );
      expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
    });

    it('becomes an index of numbered files past 50,000 addresses, each address in exactly one', async () => {
      const before = locs((await get('/sitemap.xml')).body).length;
      // Enough products on sale to pass one file's limit by a few hundred addresses.
      const extra = PAGES_PER_FILE - before / 2 + 150;
      await shop.db.query(
        `with shown as (
           insert into display_products (name_chi, name_eng, url_naming, price_cents, status)
           select '測試書 ' || n, 'Test book ' || n, 'sitemap-book-' || n, 1000, 1
           from generate_series(1, $1::int) as n returning display_product_id
         )
         insert into products (display_product_id, name_chi, name_eng, price_cents, sku, inventory)
         select display_product_id, 'x', 'x', 1000, 'SM-' || display_product_id, 1 from shown`,
        [extra],
      );
      const index = await get('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]);
      expect(files).toEqual([`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/sitemap-2.xml`]);

      const first = locs((await get('/sitemap-1.xml')).body);
      const second = locs((await get('/sitemap-2.xml')).body);
      expect(first.length).toBe(MAX_URLS_PER_FILE);
      expect(second.length).toBe(300);
      const all = new Set([...first, ...second]);
      expect(all.size).toBe(before + 2 * extra);
      expect(all).toContain(
        `${ORIGIN}/sitemap-book-${extra}`.replace('/sitemap-book', '/product/sitemap-book'),
      );
      expect(second.at(-1)).toBe(`${ORIGIN}/product/sitemap-book-${extra}?lang=en`);

      expect((await get('/sitemap-3.xml')).statusCode).toBe(404);
      expect((await get('/sitemap-0.xml')).statusCode).toBe(404);
    });

    it('names the sitemap in robots.txt and keeps the private parts out', async () => {
      const response = await get('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.body.split('\n');
      expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      for (const path of ['/admin', '/checkout', '/member', '/api'])
        expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).not.toContain('Disallow: /');
    });
  });
}

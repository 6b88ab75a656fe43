import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { testDatabases } from '../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import { MAX_URLS_PER_FILE, PAGES_PER_FILE, sitemapFile, sitemapIndex, sitemapPlan } from './sitemap.ts';

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
      // One file: there are no numbered ones, and a name that is no number is none either.
      for (const url of ['/sitemap-1.xml', '/sitemap-abc.xml', '/sitemap-1e0.xml'])
        expect((await get(url)).statusCode, url).toBe(404);
    });

    it('splits into numbered files past a file’s limit, each address in exactly one, in order', async () => {
      // The protocol's limit is 50,000 addresses (25,000 pages in two languages); the same split with
      // 40 pages a file and products read 7 at a time runs over the demo catalogue in a few files.
      expect(MAX_URLS_PER_FILE).toBe(50_000);
      expect(PAGES_PER_FILE).toBe(25_000);
      const whole = locs((await get('/sitemap.xml')).body);
      const plan = await sitemapPlan(shop.db, shop.clock.now(), { pagesPerFile: 40, productBatch: 7 });
      expect(plan.files).toBe(Math.ceil(whole.length / 2 / 40));
      expect(plan.files).toBeGreaterThan(2);
      const files: string[][] = [];
      for (let file = 1; file <= plan.files; file++) {
        const pieces = sitemapFile(shop.db, plan, ORIGIN, file);
        if (!pieces) throw new Error(`no file ${file}`);
        let xml = '';
        for await (const piece of pieces) xml += piece;
        expect(xml.endsWith('</urlset>\n')).toBe(true);
        files.push(locs(xml));
      }
      for (const file of files.slice(0, -1)) expect(file).toHaveLength(80);
      expect(files.flat()).toEqual(whole);
      expect(sitemapFile(shop.db, plan, ORIGIN, 0)).toBeNull();
      expect(sitemapFile(shop.db, plan, ORIGIN, plan.files + 1)).toBeNull();

      const index = sitemapIndex(plan, ORIGIN);
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const listed = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]);
      expect(listed).toEqual(files.map((_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`));
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

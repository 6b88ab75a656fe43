import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { testDatabases } from '../db/testDatabases.ts';
import { schemaOrgProblems } from '../testing/schemaOrg.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';

/**
 * The pages as a crawler or a link preview reads them: the real web app's server renderer (its source, which
 * Vitest compiles as Vite would) behind the real shop, on the seeded demo catalogue. The shell stands in for
 * the built index.html (its <html lang>, description and title are what the renderer fills in).
 */
const RENDERER = resolve(import.meta.dirname, '../../../web/src/server/render.tsx');
const ORIGIN = 'https://shop.example';
const SHELL =
  '<!doctype html><html lang="zh-HK"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="香港網上商店" /><title>悅港生活</title></head>' +
  '<body><div id="root"></div></body></html>';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

/** What a preview reads of a page: its head's tags, by property or name, and its JSON-LD. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) =>
    [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)]
      .filter((match) => match[1] === key)
      .map((match) => decode(match[2] ?? ''));
  const link = (rel: string, hreflang?: string) =>
    [...head.matchAll(/<link rel="([^"]+)"(?: hreflang="([^"]+)")? href="([^"]*)"/g)]
      .filter((match) => match[1] === rel && match[2] === hreflang)
      .map((match) => decode(match[3] ?? ''));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? ''),
    og: (key: string) => meta(`og:${key}`)[0],
    meta: (key: string) => meta(key)[0],
    canonical: link('canonical')[0],
    alternates: {
      'zh-HK': link('alternate', 'zh-HK')[0],
      en: link('alternate', 'en')[0],
      'x-default': link('alternate', 'x-default')[0],
    },
    jsonLd,
    ofType: (type: string) => jsonLd.filter((node) => node['@type'] === type),
  };
}

/** Every JSON-LD node of the page passes the schema.org check. */
function expectValidStructuredData(page: ReturnType<typeof readHead>) {
  expect(page.jsonLd.length).toBeGreaterThan(0);
  for (const node of page.jsonLd) expect(schemaOrgProblems(node), JSON.stringify(node)).toEqual([]);
}

for (const leg of testDatabases()) {
  describe(`pages as previews and search engines read them, on ${leg.name}`, () => {
    let shop: TestShop;
    const get = async (url: string) => {
      const response = await shop.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      return response;
    };
    const page = async (url: string) => {
      const response = await get(url);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body, `${url} was not rendered by the server`).toMatch(/<div id="root"><(?!\/div>)/);
      return { html: response.body, head: readHead(response.body) };
    };

    beforeAll(async () => {
      const webDist = await mkdtemp(join(tmpdir(), 'shop-seo-'));
      await writeFile(join(webDist, 'index.html'), SHELL);
      const { payments } = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN });
      shop = await startTestShop(leg, {
        config: { webDist, webServerEntry: RENDERER, catalogueMaxAgeMs: 0, payments },
      });
    }, 300_000); // the shop and the renderer's source compiled on first use: minutes on a busy machine
    afterAll(() => shop?.close());

    it('gives a product page its title, description, canonical, alternates, preview tags and price', async () => {
      const { head } = await page('/product/starlight-town');
      expect(head.lang).toBe('zh-HK');
      expect(head.title).toBe('星光小鎮 | 悅港生活');
      expect(head.description).not.toBe('香港網上商店');
      expect(head.canonical).toBe(`${ORIGIN}/product/starlight-town`);
      expect(head.alternates).toEqual({
        'zh-HK': `${ORIGIN}/product/starlight-town`,
        en: `${ORIGIN}/product/starlight-town?lang=en`,
        'x-default': `${ORIGIN}/product/starlight-town`,
      });
      expect(head.og('type')).toBe('product');
      expect(head.og('title')).toBe('星光小鎮');
      expect(head.og('url')).toBe(head.canonical);
      expect(head.og('site_name')).toBe('悅港生活');
      expect(head.og('description')).toBe(head.description);
      expect(head.meta('product:price:currency')).toBe('HKD');
      expect(head.meta('product:price:amount')).toMatch(/^\d+\.\d\d$/);
      expect(head.meta('twitter:card')).toBe('summary_large_image');
      expect(head.meta('twitter:image')).toBe(head.og('image'));
    });

    it("points og:image at an absolute JPEG at least 600 px wide, the packshot's preview copy", async () => {
      for (const product of ['starlight-town', 'hydrating-serum']) {
        const { head } = await page(`/product/${product}`);
        const image = new URL(head.og('image') ?? '');
        expect(image.origin).toBe(ORIGIN);
        const picture = await get(image.pathname + image.search);
        expect(picture.headers['content-type']).toBe('image/jpeg');
        const { format, width } = await sharp(picture.rawPayload).metadata();
        expect(format).toBe('jpeg');
        expect(width).toBeGreaterThanOrEqual(600);
        // WhatsApp leaves out pictures much past 300 KB.
        expect(picture.rawPayload.length).toBeLessThan(300 * 1024);
      }
    });

    it('describes a product in valid JSON-LD: its offers priced in HKD, availability from its stock', async () => {
      const { head } = await page('/product/starlight-town');
      expectValidStructuredData(head);
      const [product] = head.ofType('Product');
      const api = (await get('/api/displayProduct/starlight-town')).json();
      expect(product).toMatchObject({
        name: '星光小鎮',
        url: `${ORIGIN}/product/starlight-town`,
        sku: api.products[0].sku,
        offers: {
          '@type': 'Offer',
          price: (api.products[0].productDiscountPrice ?? api.products[0].productPrice).toFixed(2),
          priceCurrency: 'HKD',
          availability:
            api.products[0].productInventory > 0
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
        },
      });
      const [breadcrumb] = head.ofType('BreadcrumbList');
      const crumbs = ((breadcrumb?.itemListElement ?? []) as { name: string }[]).map((c) => c.name);
      expect(crumbs[0]).toBe('首頁');
      expect(crumbs.at(-1)).toBe('星光小鎮');

      // Sold out: the same page says so, from the stock the server read.
      await shop.db.query(
        `update products set inventory = 0 where display_product_id =
           (select display_product_id from display_products where url_name = 'starlight-town')`,
      );
      const soldOut = (await page('/product/starlight-town')).head;
      expect(soldOut.ofType('Product')[0]?.offers).toMatchObject({
        availability: 'https://schema.org/OutOfStock',
      });
      expect(soldOut.meta('product:availability')).toBe('out of stock');
    });

    it('renders English on the server for ?lang=en, naming the page in both languages', async () => {
      const { html, head } = await page('/product/starlight-town?lang=en');
      expect(head.lang).toBe('en');
      expect(head.og('title')).toBe('Starlight Town');
      expect(head.og('locale')).toBe('en_US');
      expect(head.og('site_name')).toBe('Joy Harbour Living');
      expect(head.canonical).toBe(`${ORIGIN}/product/starlight-town?lang=en`);
      expect(head.alternates['x-default']).toBe(`${ORIGIN}/product/starlight-town`);
      const crumbs = (head.ofType('BreadcrumbList')[0]?.itemListElement ?? []) as { name: string }[];
      expect([crumbs[0]?.name, crumbs.at(-1)?.name]).toEqual(['Home', 'Starlight Town']);
      // The page itself is in English, and the browser hydrates it in English.
      expect(html).toContain('<span>Favourite</span>');
      expect(html).toContain('"locale":"en"');
    });

    it('gives a category page its breadcrumb, and the home page the shop and its search', async () => {
      const category = (await page('/category/10100')).head;
      expect(category.canonical).toBe(`${ORIGIN}/category/10100`);
      expect(category.og('type')).toBe('website');
      expectValidStructuredData(category);
      expect(category.ofType('BreadcrumbList')).toHaveLength(1);

      const offer = (await page('/offer?lang=en')).head;
      expect(offer.canonical).toBe(`${ORIGIN}/offer?lang=en`);

      const home = (await page('/')).head;
      expect(home.canonical).toBe(`${ORIGIN}/`);
      expectValidStructuredData(home);
      expect(home.ofType('Organization')).toHaveLength(1);
      expect(home.ofType('WebSite')[0]).toMatchObject({
        url: `${ORIGIN}/`,
        potentialAction: { target: { urlTemplate: `${ORIGIN}/search?q={search_term_string}` } },
      });
      // A page without a picture of its own previews the shop's wide share picture, served as a PNG.
      expect(home.og('image')).toBe(`${ORIGIN}/icons/share-1200x630.png`);
      const picture = await sharp(
        resolve(import.meta.dirname, '../../../web/public/icons/share-1200x630.png'),
      ).metadata();
      expect([picture.format, picture.width, picture.height]).toEqual(['png', 1200, 630]);
    });

    it('gives an article its cover as the preview picture, and content pages their one address', async () => {
      const { rows } = await shop.db.query<{ article_id: number; cover_image: string }>(
        `select article_id, cover_image from articles
         where status = 1 and published_at <= now() and cover_image is not null order by article_id limit 1`,
      );
      const article = rows[0];
      if (!article) throw new Error('the demo data has no published article with a cover');
      const { head } = await page(`/article/${article.article_id}`);
      expect(head.og('type')).toBe('article');
      expect(head.og('image')).toBe(
        `${ORIGIN}/api/file/${encodeURIComponent(article.cover_image)}?w=960&format=jpeg`,
      );
      expect(head.meta('article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
      const cover = await get(`${new URL(head.og('image') ?? '').pathname}?w=960&format=jpeg`);
      expect(cover.headers['content-type']).toBe('image/jpeg');

      const faq = (await page('/page_content/18')).head;
      expect(faq.canonical).toBe(`${ORIGIN}/faq`);
    });

    it('keeps a product name with markup and quotes inert in the title, the tags and the JSON-LD', async () => {
      const name = `</script><script>alert("x")</script> 'quoted' & "double"`;
      await shop.db.query(
        `update display_products set name_chi = $1, metatitle = '' where url_name = 'hydrating-serum'`,
        [name],
      );
      const { html, head } = await page('/product/hydrating-serum');
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('alert("x")</script>');
      expect(head.og('title')).toBe(name);
      expect(head.title).toBe(`${name} | 悅港生活`);
      expect(head.ofType('Product')[0]?.name).toBe(name);
      expectValidStructuredData(head);
    });

    it('sends the shell, with none of these tags, for pages the server does not render', async () => {
      const response = await get('/cart');
      expect(response.body).not.toContain('og:title');
      expect(response.body).not.toContain('rel="canonical"');
    });
  });
}

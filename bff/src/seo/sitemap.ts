import { articlePath, categoryPath, pageContentPath, productPath } from '@shop/domain/catalogue/pagePaths';
import { urlNameOf } from '@shop/domain/catalogue/urlName';
import type { Queryable } from '@shop/projections/ports/db';
import { SHOWN_STATUS } from '../catalogue/displayProducts.ts';

/**
 * The sitemap (sitemaps.org): every page a shopper can open, the home page, content pages, categories,
 * published articles and every product on sale, each in both languages with its alternates (xhtml:link
 * hreflang), as the pages themselves name them (web/src/server/pageHead.ts). One file holds at most
 * MAX_URLS_PER_FILE addresses, the protocol's limit; a larger shop gets a sitemap index (/sitemap.xml) of
 * numbered files (/sitemap-1.xml …). Products are read by keyset in batches and written as they come, so a
 * file of 25,000 products never sits whole in memory.
 */

/** The protocol allows 50,000 addresses per file. */
export const MAX_URLS_PER_FILE = 50_000;
/** Each page is listed twice (zh-HK and English). */
const LANGUAGES = 2;
export const PAGES_PER_FILE = MAX_URLS_PER_FILE / LANGUAGES;
const PRODUCT_BATCH = 5_000;

const SHOWN_PRODUCTS = `from display_products dp
  where dp.status = ${SHOWN_STATUS}
    and exists (select 1 from products p where p.display_product_id = dp.display_product_id)`;

/** The pages other than products: few, read whole. */
async function otherPages(db: Queryable, now: Date): Promise<string[]> {
  const [categories, articles, contents] = await Promise.all([
    db.query<{ category_id: number; url_naming: string | null }>(
      'select category_id, url_naming from categories order by sort_order, category_id',
    ),
    db.query<{ article_id: number }>(
      'select article_id from articles where status = 1 and published_at <= $1 order by article_id',
      [now],
    ),
    db.query<{ page_content_id: number }>(
      'select page_content_id from page_contents order by page_content_id',
    ),
  ]);
  const paths = [
    '/',
    ...contents.rows.map((row) => pageContentPath(row.page_content_id)),
    ...categories.rows.map((row) =>
      categoryPath({ categoryId: row.category_id, categoryUrlNaming: row.url_naming }),
    ),
    ...articles.rows.map((row) => articlePath(row.article_id)),
  ];
  return [...new Set(paths)];
}

async function shownProductCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>(`select count(*) as count ${SHOWN_PRODUCTS}`);
  return Number(rows[0]?.count ?? 0);
}

export interface SitemapPlan {
  /** The pages other than products, in order. */
  others: string[];
  products: number;
  /** Pages per file (each listed in both languages). */
  pagesPerFile: number;
  /** Products read per query. */
  productBatch: number;
  /** How many files: 1 means /sitemap.xml is the sitemap itself, more an index of /sitemap-N.xml. */
  files: number;
}

/** The sizes are the protocol's limit and a batch; a test splits a small catalogue with smaller ones. */
export async function sitemapPlan(
  db: Queryable,
  now: Date,
  { pagesPerFile = PAGES_PER_FILE, productBatch = PRODUCT_BATCH } = {},
): Promise<SitemapPlan> {
  const [others, products] = await Promise.all([otherPages(db, now), shownProductCount(db)]);
  const files = Math.max(1, Math.ceil((others.length + products) / pagesPerFile));
  return { others, products, pagesPerFile, productBatch, files };
}

/** Product paths from the `skip`-th shown product on (by id), at most `take`, a batch at a time. */
async function* productPaths(
  db: Queryable,
  skip: number,
  take: number,
  batch: number,
): AsyncGenerator<string[]> {
  if (take <= 0) return;
  // The first batch finds its start by offset (one index scan); the ones after continue from the last id.
  let after: number | null = null;
  let left = take;
  while (left > 0) {
    const limit = Math.min(batch, left);
    const { rows }: { rows: { display_product_id: number; url_naming: string }[] } =
      after === null
        ? await db.query(
            `select dp.display_product_id, dp.url_naming ${SHOWN_PRODUCTS}
             order by dp.display_product_id offset $1 limit $2`,
            [skip, limit],
          )
        : await db.query(
            `select dp.display_product_id, dp.url_naming ${SHOWN_PRODUCTS} and dp.display_product_id > $1
             order by dp.display_product_id limit $2`,
            [after, limit],
          );
    if (rows.length === 0) return;
    yield rows.map((row) => productPath(urlNameOf(row.url_naming, row.display_product_id)));
    after = rows.at(-1)?.display_product_id ?? null;
    left -= rows.length;
    if (rows.length < limit) return;
  }
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const URLSET_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** Both languages of one page, each naming all of them (the English one is `?lang=en`, as the page says). */
function pageEntries(origin: string, path: string): string {
  const zh = xml(`${origin}${path}`);
  const en = xml(`${origin}${path}?lang=en`);
  const alternates =
    `<xhtml:link rel="alternate" hreflang="zh-HK" href="${zh}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${zh}"/>`;
  return `<url><loc>${zh}</loc>${alternates}</url>\n<url><loc>${en}</loc>${alternates}</url>\n`;
}

/**
 * File `file` (1-based) of the plan: its slice of the pages, other pages first, then products. Yields the
 * XML in pieces; null when the plan has no such file.
 */
export function sitemapFile(
  db: Queryable,
  plan: SitemapPlan,
  origin: string,
  file: number,
): AsyncGenerator<string> | null {
  if (!Number.isInteger(file) || file < 1 || file > plan.files) return null;
  const start = (file - 1) * plan.pagesPerFile;
  const end = start + plan.pagesPerFile;
  return (async function* () {
    yield URLSET_START;
    const others = plan.others.slice(start, end);
    if (others.length > 0) yield others.map((path) => pageEntries(origin, path)).join('');
    const skip = Math.max(0, start - plan.others.length);
    const take = end - Math.max(start, plan.others.length);
    for await (const paths of productPaths(db, skip, take, plan.productBatch)) {
      yield paths.map((path) => pageEntries(origin, path)).join('');
    }
    yield '</urlset>\n';
  })();
}

/** The index of a plan of several files. */
export function sitemapIndex(plan: SitemapPlan, origin: string): string {
  const entries = Array.from(
    { length: plan.files },
    (_, index) => `<sitemap><loc>${xml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>\n`,
  ).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`
  );
}

/** robots.txt: the sitemap, and the pages that are no one's business to index. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /checkout',
    'Disallow: /member',
    'Disallow: /api',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

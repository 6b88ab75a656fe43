/**
 * A bookstore's catalogue for the benchmarks: generated titles added with one SQL insert (as bench/orders.ts
 * adds its products), Chinese and English names built from words many titles share, as real titles do
 * (小學 數學 練習 精華 保濕, Math Story Practice…): 精華 in four titles of five, 保濕 in one of three, "Zebra"
 * in one of a thousand; SKUs BK-0000001…; url names bench-book-1…; all in one category (bench-books).
 */
import type { Db } from '../projections/src/ports/db.ts';

export const CATEGORY_ID = 8801;
export const CATEGORY_URL = 'bench-books';

/** Generated titles until `shown` display products are on sale; returns how long the insert took. */
export async function growCatalogue(db: Db, shown: number): Promise<{ shown: number; seconds: number }> {
  const started = performance.now();
  await db.query(
    `insert into categories (category_id, name_chi, name_eng, url_naming)
     values (${CATEGORY_ID}, '書店', 'Bookstore', '${CATEGORY_URL}') on conflict do nothing`,
  );
  await db.query(
    `with first as (
       select coalesce(max(substr(url_naming, 12)::int), 0) as done
       from display_products where url_naming like 'bench-book-%'
     ), wanted as (
       select done + g as n from first,
         generate_series(1, greatest(0, $1::int - (select count(*)::int from display_products where status = 1))) as g
     ), shown as (
       insert into display_products (name_chi, name_eng, url_naming, price_cents, status, sort_order)
       select (array['小學','初中','高中','幼兒','大學'])[1 + n % 5]
           || (array['數學','英文','中文','常識','科學','歷史','地理'])[1 + n % 7]
           || (array['練習','課本','故事','精讀','詞典'])[1 + (n / 7) % 5]
           || case when n % 5 <> 0 then '精華' else '' end
           || case when n % 3 = 0 then '保濕' else '' end || ' 第' || n || '冊',
         (array['Primary','Junior','Senior','Early Years','College'])[1 + n % 5] || ' '
           || (array['Math','English','Chinese','General Studies','Science','History','Geography'])[1 + n % 7] || ' '
           || (array['Practice','Textbook','Story','Reader','Dictionary'])[1 + (n / 7) % 5]
           || case when n % 5 <> 0 then ' Essentials' else '' end || ' ' || n
           || case when n % 1000 = 777 then ' Zebra' else '' end,
         'bench-book-' || n, 5000 + (n % 200) * 100, 1, n
       from wanted returning display_product_id, name_chi, name_eng, price_cents, sort_order
     ), variants as (
       insert into products (display_product_id, name_chi, name_eng, price_cents, volume, sku, inventory)
       select display_product_id, name_chi, name_eng, price_cents, '1 冊', 'BK-' || lpad(sort_order::text, 7, '0'), 1000
       from shown
     )
     insert into display_product_categories (display_product_id, category_id, sort_order)
     select display_product_id, ${CATEGORY_ID}, sort_order from shown`,
    [shown],
  );
  await db.exec('analyze');
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from display_products where status = 1',
  );
  return { shown: rows[0]?.n ?? 0, seconds: (performance.now() - started) / 1000 };
}

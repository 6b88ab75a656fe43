import type { DisplayProductPage } from '@shop/domain/catalogue/apiSchemas';
import { type Paging, pageCount } from '@shop/domain/catalogue/paging';
import { isSearchable, parseSearchQuery } from '@shop/domain/catalogue/searchTokens';
import type { Queryable } from '@shop/projections/ports/db';
import { displayProductCards, HIDDEN_HASHTAG_ID, SHOWN_STATUS } from './displayProducts.ts';

/**
 * Catalogue search (POST /api/displayProduct/search).
 *
 * Index: `display_product_search_terms (term collate "C", display_product_id)`, primary key on
 * (term, display_product_id), kept by triggers (migration 0020). Terms are the lower-cased ASCII words,
 * the CJK characters and the CJK neighbour pairs of a display product's names, its variants' names and
 * SKUs and its visible hashtags. Chinese has no spaces, so pairs stand in for words: 保濕 is a term of
 * 玻尿酸深層保濕精華, and a query of several characters without spaces (保濕精華) becomes pairs too.
 *
 * Matching: every query word must begin an indexed word (prefix: "hydra" finds "hydrating"), and every
 * query CJK character must be a term of the product; so 深層精華 finds 玻尿酸深層保濕精華 although it is
 * not a substring. Each look-up is an equality or a prefix range on the btree ("C" collation makes a
 * prefix one contiguous range), one index probe per query term, so the cost follows the matches, not the
 * catalogue size. No pg_trgm: the same plain SQL on PGlite and Postgres.
 *
 * Ranking, on the matched products only: whole query equal to a name, SKU or hashtag (0), a prefix of
 * one (1), inside one (2), terms only (3); then more query pairs matched (the characters stand together),
 * then shop order.
 */

const SEARCH_SQL = `
  with q as (
    select * from unnest($1::text[], $2::bool[], $3::bool[]) as q (term, prefix, required)
  ),
  hits as (
    select distinct t.display_product_id, q.term, q.required
    from q
    join display_product_search_terms t
      on t.term >= q.term and t.term < q.term || case when q.prefix then chr(1114111) else chr(1) end
  ),
  matched as (
    select display_product_id,
      count(*) filter (where required) as required_hits,
      count(*) filter (where not required) as pair_hits
    from hits
    group by display_product_id
  ),
  query as (select shop_search_phrase($4) as phrase),
  ranked as (
    select dp.display_product_id, dp.sort_order, m.pair_hits,
      (select min(case when name = query.phrase then 0
                       when starts_with(name, query.phrase) then 1
                       when strpos(name, query.phrase) > 0 then 2
                       else 3 end)
       from unnest(
         array[shop_search_phrase(dp.name_chi), shop_search_phrase(dp.name_eng)]
         || array(select shop_search_phrase(v.sku) from products v
                  where v.display_product_id = dp.display_product_id)
         || array(select shop_search_phrase(h.hashtag_name)
                  from display_product_hashtags dh join hashtags h on h.hashtag_id = dh.hashtag_id
                  where dh.display_product_id = dp.display_product_id and not h.hidden
                    and h.hashtag_id <> ${HIDDEN_HASHTAG_ID})
       ) as name) as rank
    from matched m
    join display_products dp on dp.display_product_id = m.display_product_id
    cross join query
    where m.required_hits = $5 and dp.status = ${SHOWN_STATUS}
  )
  select (select count(*)::int from ranked) as total,
    array(select display_product_id from ranked
          order by rank, pair_hits desc, sort_order, display_product_id
          limit $6 offset $7) as ids`;

/** The statement and parameters of a search, or null when the query has nothing to look up. */
export function searchStatement(
  searchString: string,
  paging: Paging,
): { sql: string; params: unknown[] } | null {
  const query = parseSearchQuery(searchString);
  if (!isSearchable(query)) return null;
  const terms = [
    ...query.words.map((term) => ({ term, prefix: true, required: true })),
    ...query.characters.map((term) => ({ term, prefix: false, required: true })),
    ...query.bigrams.map((term) => ({ term, prefix: false, required: false })),
  ];
  const required = query.words.length + query.characters.length;
  return {
    sql: SEARCH_SQL,
    params: [
      terms.map((t) => t.term),
      terms.map((t) => t.prefix),
      terms.map((t) => t.required),
      searchString,
      required,
      paging.size,
      (paging.page - 1) * paging.size,
    ],
  };
}

export async function searchDisplayProducts(
  db: Queryable,
  searchString: string,
  paging: Paging,
  now: Date,
): Promise<DisplayProductPage> {
  const statement = searchStatement(searchString, paging);
  if (!statement) return { list: [], pageno: paging.page, pagenum: 0, total: 0 };
  const { rows } = await db.query<{ total: number; ids: number[] }>(statement.sql, statement.params);
  const total = rows[0]?.total ?? 0;
  return {
    list: await displayProductCards(db, rows[0]?.ids ?? [], now),
    pageno: paging.page,
    pagenum: pageCount(total, paging.size),
    total,
  };
}

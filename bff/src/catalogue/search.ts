import type { SearchPage } from '@shop/domain/catalogue/apiSchemas';
import { type Paging, pageCount } from '@shop/domain/catalogue/paging';
import { isSearchable, parseSearchQuery } from '@shop/domain/catalogue/searchTokens';
import type { Queryable } from '@shop/projections/ports/db';
import { displayProductCards } from './displayProducts.ts';

/**
 * Catalogue search (POST /api/displayProduct/search).
 *
 * Index: `display_product_search_terms (term collate "C", display_product_id)`, primary key on
 * (term, display_product_id), kept by triggers (migrations 0020, 0065, 0068). Terms are the lower-cased
 * ASCII words, the CJK characters and the CJK neighbour pairs of a display product's names, its variants'
 * names and SKUs and its visible hashtags. Chinese has no spaces, so pairs stand in for words: 保濕 is a
 * term of 玻尿酸深層保濕精華, and a query of several characters without spaces (保濕精華) becomes pairs too. Beside
 * it, `display_product_search_names` holds the names a search ranks by, as compared (migration 0065).
 *
 * Matching: every query word must begin an indexed word (prefix: "hydra" finds "hydrating"), and every
 * query CJK character must be a term of the product; so 深層精華 finds 玻尿酸深層保濕精華 although it is
 * not a substring. No pg_trgm: the same plain SQL on PGlite and Postgres.
 *
 * Ranking: whole query equal to a name, SKU or hashtag (0), a prefix of one (1), inside one (2), terms
 * only (3); then more query pairs matched (the characters stand together), then shop order.
 *
 * Cost: one page, whatever the number of matches. A search ranks a bounded number of products, found in one
 * of two ways, chosen per query by the postings of its rarest term (counted up to SEARCH_REACH):
 * - the rarest term has fewer: its products are every possible match; each is checked for the other terms
 *   (one probe per term on (display_product_id, term)) and all matches are ranked; `total` is exact;
 * - every term is common: the shop is read in shop order (an index) until SHOP_ORDER_REACH matches are
 *   found, and the products whose name, SKU or hashtag equals or begins with the query are added from the
 *   names' btree (up to SEARCH_REACH). Those are ranked. When the reading stopped at SHOP_ORDER_REACH, more
 *   products match than were ranked: `total` counts the ranked ones and `moreThanTotal` is true; a product
 *   that only holds the query inside a name or in scattered terms, later in shop order, is not reached.
 *   The reading looks at SHOP_ORDER_WALK products at most. When it has not found SHOP_ORDER_REACH matches by
 *   then, the matches are sparse: every product holding all the terms is found from the terms' postings (one
 *   pass, a bit per term gathered by product) and the first SHOP_ORDER_REACH of them in shop order are ranked, the same ones the
 *   reading would have reached (`primary college`, two words each in a fifth of 100,000 titles and never
 *   together: read to the end, 0.35–0.75 s before).
 */

/** Below this many postings, a term's products are all read and every match is ranked and counted. */
export const SEARCH_REACH = 1000;
/** When every term is common: how many matches in shop order are ranked (the contract of `moreThanTotal`). */
export const SHOP_ORDER_REACH = 200;
/**
 * How many shown products the reading in shop order looks at before it turns to the terms' postings. Dense
 * matches are found well within it (數學課本精華: 200 in 7,188 titles at 100,000); sparser ones cost one pass over
 * the postings of the query's terms instead of a probe per product in the shop.
 */
export const SHOP_ORDER_WALK = 10_000;

const RANGE_END = `case when prefix then chr(1114111) else chr(1) end`;
/**
 * Past the walk, a product's postings are gathered into one bit per query term (a bigint: 63 terms); a longer
 * query's other terms are probed on the few products that hold the first 63.
 */
const TERMS_PER_MASK = 63;

const SEARCH_SQL = `
  with q as (
    select * from unnest($1::text[], $2::bool[], $3::bool[]) as q (term, prefix, required)
  ),
  query as (select shop_search_phrase($4) collate "C" as phrase),
  counted as (
    select term, prefix, term || ${RANGE_END} as term_end,
      (select count(*) from (select 1 from display_product_search_terms t
                             where t.term >= q.term and t.term < q.term || ${RANGE_END}
                             order by t.term limit ${SEARCH_REACH}) as found)::int as postings
    from q where required
  ),
  required as materialized (
    select *, row_number() over (order by postings, term) as ordinal from counted
    order by postings, term
  ),
  rarest as (select * from required order by postings, term limit 1),
  from_postings as (
    select t.display_product_id
    from display_product_search_terms t
    where (select postings from rarest) < ${SEARCH_REACH}
      and t.term >= (select term from rarest) and t.term < (select term_end from rarest)
    limit ${SEARCH_REACH}
  ),
  walk_matches as (
    select w.display_product_id, w.sort_order
    from (select dp.display_product_id, dp.sort_order
          from display_products dp
          where (select postings from rarest) >= ${SEARCH_REACH} and dp.status = 1
          order by dp.sort_order, dp.display_product_id
          limit ${SHOP_ORDER_WALK}) as w
    where not exists (
      select 1 from required r
      where not exists (
        select 1 from display_product_search_terms t
        where t.display_product_id = w.display_product_id and t.term >= r.term and t.term < r.term_end
      )
    )
    order by w.sort_order, w.display_product_id
    limit ${SHOP_ORDER_REACH}
  ),
  -- Decided without the postings pass: a rare term's branch, a walk that found enough, or a shop it read whole.
  walk as (
    select (select postings from rarest) < ${SEARCH_REACH}
        or (select count(*) from walk_matches) >= ${SHOP_ORDER_REACH}
        or (select count(*) from (select 1 from display_products where status = 1
                                  limit ${SHOP_ORDER_WALK + 1}) as shown) <= ${SHOP_ORDER_WALK} as decided
  ),
  past_walk as (
    select dp.display_product_id
    from display_products dp
    where not (select decided from walk)
      and dp.display_product_id = any (array(
        select t.display_product_id
        from required r
        join display_product_search_terms t on t.term >= r.term and t.term < r.term_end
        where r.ordinal <= ${TERMS_PER_MASK}
        group by t.display_product_id
        having bit_or(1::int8 << (r.ordinal - 1)::int)
          = (select bit_or(1::int8 << (ordinal - 1)::int) from required where ordinal <= ${TERMS_PER_MASK})))
      and dp.status = 1
      and not exists (
        select 1 from required r
        where r.ordinal > ${TERMS_PER_MASK} and not exists (
          select 1 from display_product_search_terms t
          where t.display_product_id = dp.display_product_id and t.term >= r.term and t.term < r.term_end
        )
      )
    order by dp.sort_order, dp.display_product_id
    limit ${SHOP_ORDER_REACH}
  ),
  in_shop_order as (
    select display_product_id from walk_matches where (select decided from walk)
    union all
    select display_product_id from past_walk
  ),
  by_name as (
    select n.display_product_id
    from display_product_search_names n
    where (select postings from rarest) >= ${SEARCH_REACH}
      and n.name >= shop_search_phrase($4) and n.name < shop_search_phrase($4) || chr(1114111)
    limit ${SEARCH_REACH}
  ),
  matched as (
    select dp.display_product_id, dp.sort_order
    from in_shop_order join display_products dp using (display_product_id)
    union
    select dp.display_product_id, dp.sort_order
    from display_products dp
    where dp.display_product_id = any (array(
        select display_product_id from from_postings union select display_product_id from by_name))
      and dp.status = 1
      and not exists (
        select 1 from required r
        where not exists (
          select 1 from display_product_search_terms t
          where t.display_product_id = dp.display_product_id and t.term >= r.term and t.term < r.term_end
        )
      )
  ),
  ranked as (
    select m.display_product_id, m.sort_order,
      coalesce((select min(case when n.name = query.phrase then 0
                                when starts_with(n.name, query.phrase) then 1
                                when strpos(n.name, query.phrase) > 0 then 2
                                else 3 end)
                from display_product_search_names n
                where n.display_product_id = m.display_product_id), 3) as rank,
      (select count(*) from q
       where not q.required and exists (
         select 1 from display_product_search_terms t
         where t.term = q.term and t.display_product_id = m.display_product_id)) as pair_hits
    from matched m cross join query
  )
  select (select count(*)::int from ranked) as matched,
    (select count(*)::int from in_shop_order) >= ${SHOP_ORDER_REACH} as more,
    array(select display_product_id from ranked
          order by rank, pair_hits desc, sort_order, display_product_id
          limit $5 offset $6) as ids`;

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
  return {
    sql: SEARCH_SQL,
    params: [
      terms.map((t) => t.term),
      terms.map((t) => t.prefix),
      terms.map((t) => t.required),
      searchString,
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
): Promise<SearchPage> {
  const statement = searchStatement(searchString, paging);
  if (!statement) return { list: [], pageno: paging.page, pagenum: 0, total: 0, moreThanTotal: false };
  const { rows } = await db.query<{ matched: number; more: boolean; ids: number[] }>(
    statement.sql,
    statement.params,
  );
  const total = rows[0]?.matched ?? 0;
  return {
    list: await displayProductCards(db, rows[0]?.ids ?? [], now),
    pageno: paging.page,
    pagenum: pageCount(total, paging.size),
    total,
    moreThanTotal: rows[0]?.more ?? false,
  };
}

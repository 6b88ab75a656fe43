import type { SearchPage } from '@shop/domain/catalogue/apiSchemas';
import { type Paging, pageCount } from '@shop/domain/catalogue/paging';
import { isSearchable, parseSearchQuery } from '@shop/domain/catalogue/searchTokens';
import type { Queryable } from '@shop/projections/ports/db';
import { displayProductCards } from './displayProducts.ts';

/**
 * Catalogue search (POST /api/displayProduct/search).
 *
 * Index: `display_product_search_documents`, one row per display product: its terms as a tsvector (GIN index),
 * its sort_order and whether it is shown (an index on (sort_order, display_product_id) of the shown ones), kept by
 * triggers (migrations 0020, 0065, 0068, 0072). Terms are the lower-cased ASCII words, the CJK characters and the
 * CJK neighbour pairs of a display product's names, its variants' names and SKUs and its visible hashtags.
 * Chinese has no spaces, so pairs stand in for words: 保濕 is a term of 玻尿酸深層保濕精華, and a query of several
 * characters without spaces (保濕精華) becomes pairs too. Beside it, `display_product_search_names` holds the names
 * a search ranks by, as compared (migration 0065).
 *
 * Matching: one tsquery of the query's words and characters, all required. Every query word must begin an
 * indexed word (`'hydra':*` finds "hydrating"), and every query CJK character must be a term of the product;
 * so 深層精華 finds 玻尿酸深層保濕精華 although it is not a substring. No dictionary and no pg_trgm: the same plain
 * SQL on PGlite and Postgres.
 *
 * Ranking: whole query equal to a name, SKU or hashtag (0), a prefix of one (1), inside one (2), terms
 * only (3); then more query pairs matched (the characters stand together), then shop order.
 *
 * Cost: one page, whatever the number of matches. A search ranks the first SHOP_ORDER_REACH matches in shop
 * order, found in one of two ways:
 * - the shown products are read in shop order, each row's terms checked in place, until SHOP_ORDER_REACH + 1
 *   matches are found or SHOP_ORDER_WALK products are read: common terms end it early (精華: 440 products);
 * - when it ends with fewer, matches are sparse: the GIN index finds every match (it intersects the terms' posting
 *   lists itself), and the first SHOP_ORDER_REACH of them in shop order are kept, the same ones the reading would
 *   have reached (`primary college`, two words each in a fifth of 100,000 titles and never together: 6–7 ms).
 * When more than SHOP_ORDER_REACH match, the products whose name, SKU or hashtag equals or begins with the query
 * are added from the names' btree (up to NAME_REACH), all are ranked, `total` counts the ranked ones and
 * `moreThanTotal` is true: a product that only holds the query inside a name or in scattered terms, later in shop
 * order, is not reached. Otherwise every match is ranked and `total` is exact.
 *
 * The query's tsquery reaches the statement as a value the planner cannot read (the `query` CTE): it then plans
 * the GIN pass for a selective query, as it is when it runs, instead of reading every row because two common words
 * each look likely (it multiplies their frequencies; it cannot know that they never meet).
 */

/** How many matches in shop order are ranked (the contract of `moreThanTotal`). */
export const SHOP_ORDER_REACH = 200;
/**
 * How many shown products the reading in shop order looks at before it turns to the GIN index (3–4 ms at most): a
 * query finding fewer than SHOP_ORDER_REACH in them matches under 2% of those, and gathering and sorting all its
 * matches costs about what the reading did. A query rare at the front of the shop and common further on costs
 * what gathering and sorting its matches costs (about 2 µs each).
 */
export const SHOP_ORDER_WALK = 10_000;
/** How many products whose name begins with the query are added to the ranked ones. */
export const NAME_REACH = 1000;

const SEARCH_SQL = `
  with query as materialized (select $1::tsquery as terms, shop_search_phrase($3) collate "C" as phrase),
  walked as (
    select w.display_product_id, w.sort_order
    from (select d.display_product_id, d.sort_order, d.terms
          from display_product_search_documents d
          where d.shown
          order by d.sort_order, d.display_product_id
          limit ${SHOP_ORDER_WALK}) as w
    where w.terms @@ (select terms from query)
    order by w.sort_order, w.display_product_id
    limit ${SHOP_ORDER_REACH + 1}
  ),
  -- The reading found more than it ranks: the matches are common, and the GIN pass is not needed.
  walk as (select count(*) > ${SHOP_ORDER_REACH} as enough from walked),
  -- Not narrowed to the shown ones, which would offer the planner their index (every shown product) instead.
  everywhere as materialized (
    select d.display_product_id, d.sort_order, d.shown
    from display_product_search_documents d
    where not (select enough from walk) and d.terms @@ (select terms from query)
  ),
  in_shop_order as (
    select * from walked where (select enough from walk)
    union all
    select display_product_id, sort_order from everywhere where shown
  ),
  more as (select (select count(*) from in_shop_order) > ${SHOP_ORDER_REACH} as more),
  by_name as (
    select n.display_product_id
    from display_product_search_names n
    where (select more from more)
      and n.name >= (select phrase from query) and n.name < (select phrase from query) || chr(1114111)
    limit ${NAME_REACH}
  ),
  matched as (
    (select display_product_id from in_shop_order
     order by sort_order, display_product_id limit ${SHOP_ORDER_REACH})
    union
    select d.display_product_id
    from display_product_search_documents d
    where d.display_product_id = any (array(select display_product_id from by_name))
      and d.shown and d.terms @@ (select terms from query)
  ),
  ranked as (
    select d.display_product_id, d.sort_order,
      coalesce((select min(case when n.name = query.phrase then 0
                                when starts_with(n.name, query.phrase) then 1
                                when strpos(n.name, query.phrase) > 0 then 2
                                else 3 end)
                from display_product_search_names n
                where n.display_product_id = d.display_product_id), 3) as rank,
      (select count(*) from unnest($2::tsquery[]) as pair where d.terms @@ pair) as pair_hits
    from matched join display_product_search_documents d using (display_product_id) cross join query
  )
  select (select count(*)::int from ranked) as matched, (select more from more) as more,
    array(select display_product_id from ranked
          order by rank, pair_hits desc, sort_order, display_product_id
          limit $4 offset $5) as ids`;

/**
 * A term as a tsquery operand: quoted, so it is taken as it is (no parsing, no dictionary). Terms are runs of a-z
 * and 0-9 or CJK characters (searchTokens.ts), never a quote or a backslash, so none needs escaping.
 */
function lexeme(term: string, prefix = false): string {
  return `'${term}'${prefix ? ':*' : ''}`;
}

/** The statement and parameters of a search, or null when the query has nothing to look up. */
export function searchStatement(
  searchString: string,
  paging: Paging,
): { sql: string; params: unknown[] } | null {
  const query = parseSearchQuery(searchString);
  if (!isSearchable(query)) return null;
  const required = [
    ...query.words.map((word) => lexeme(word, true)),
    ...query.characters.map((c) => lexeme(c)),
  ];
  return {
    sql: SEARCH_SQL,
    params: [
      required.join(' & '),
      query.bigrams.map((pair) => lexeme(pair)),
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

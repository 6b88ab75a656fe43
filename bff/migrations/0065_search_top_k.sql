-- Catalogue search at a bookstore's size (100,000 titles): what lets a search cost one page of results
-- whatever the number of matches (bff/src/catalogue/search.ts).
--
-- 1. The names a search ranks by (each display product's Chinese and English names, its variants' SKUs and its
--    visible hashtags, as shop_search_phrase makes them), kept by the same refresh as the terms: ranking a
--    product is a look-up of its few rows, and names that equal or begin with the query are one btree range.
-- 2. Terms by product then term: "has this product a term beginning with x" is one probe.
-- 3. Shown display products in shop order: the first matches in shop order are read from an index, not sorted.

create table display_product_search_names (
  name text collate "C" not null,
  display_product_id integer not null references display_products (display_product_id) on delete cascade,
  primary key (name, display_product_id)
);
create index display_product_search_names_product_idx on display_product_search_names (display_product_id);

create index display_product_search_terms_product_term_idx
  on display_product_search_terms (display_product_id, term);
drop index display_product_search_terms_product_idx;

create index display_products_shown_order_idx on display_products (sort_order, display_product_id)
  where status = 1;

-- As migration 0020's, and the names too.
create or replace function shop_search_refresh(ids integer[]) returns void
language sql volatile
as $fn$
  delete from display_product_search_terms where display_product_id = any (ids);
  delete from display_product_search_names where display_product_id = any (ids);
  insert into display_product_search_terms (term, display_product_id)
  select distinct term, source.display_product_id
  from (
    select dp.display_product_id, dp.name_chi || ' ' || dp.name_eng as text
    from display_products dp
    where dp.display_product_id = any (ids)
    union all
    select p.display_product_id, p.sku || ' ' || p.name_chi || ' ' || p.name_eng
    from products p
    where p.display_product_id = any (ids)
    union all
    select dh.display_product_id, h.hashtag_name
    from display_product_hashtags dh
    join hashtags h on h.hashtag_id = dh.hashtag_id
    where dh.display_product_id = any (ids) and not h.hidden and h.hashtag_id <> 91
  ) as source
  cross join lateral shop_search_terms(source.text) as term;
  insert into display_product_search_names (name, display_product_id)
  select distinct shop_search_phrase(source.name), source.display_product_id
  from (
    select dp.display_product_id, unnest(array[dp.name_chi, dp.name_eng]) as name
    from display_products dp
    where dp.display_product_id = any (ids)
    union all
    select p.display_product_id, p.sku
    from products p
    where p.display_product_id = any (ids)
    union all
    select dh.display_product_id, h.hashtag_name
    from display_product_hashtags dh
    join hashtags h on h.hashtag_id = dh.hashtag_id
    where dh.display_product_id = any (ids) and not h.hidden and h.hashtag_id <> 91
  ) as source;
$fn$;

select shop_search_refresh(array(select display_product_id from display_products));
analyze display_product_search_terms;
analyze display_product_search_names;

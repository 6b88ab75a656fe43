-- Adding many products at once (a bookstore's import of 100,000 titles) costs one pass over each new row's text.
--
-- 1. The same terms and phrases as migration 0020's functions, computed about twice as fast: translate() of the
--    94 full-width characters scanned its whole table for every character of every name (about 0.1 ms a name),
--    so it runs only on a name holding one; A-Z are lowered with lower() under the "C" collation, which changes
--    ASCII letters only whatever the database's locale; a run of CJK characters is split with
--    string_to_array(run, null) instead of substr() per position.
-- 2. An insert adds the terms and names of the rows it inserted (they only add to a display product's) instead
--    of re-deriving every source of the display products it touched: the display products and their variants
--    inserted by one statement were each read twice before. Updates and deletes still re-derive
--    (shop_search_refresh), as migrations 0020 and 0065 made them.

create or replace function shop_search_normalise(input text) returns text
language sql immutable strict parallel safe
as $fn$
  select lower((case when input ~ '[！-～　]'
    then translate(input, $fw$！＂＃＄％＆＇（）＊＋，－．／０１２３４５６７８９：；＜＝＞？＠ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ［＼］＾＿｀ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔｕｖｗｘｙｚ｛｜｝～　$fw$, $ascii$!"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`abcdefghijklmnopqrstuvwxyz{|}~ $ascii$)
    else input end) collate "C")
$fn$;

create or replace function shop_search_terms(input text) returns setof text
language sql immutable strict parallel safe
as $fn$
  with normalised as (select shop_search_normalise(input) as s),
  runs as (
    select string_to_array(m[1], null) as c
    from normalised, regexp_matches(normalised.s, '([぀-ヿ㐀-䶿一-鿿가-힯豈-﫿𠀀-𯿿]+)', 'g') as m
  )
  select m[1] from normalised, regexp_matches(normalised.s, '([0-9a-z]+)', 'g') as m
  union
  select unnest(c) from runs
  union
  select c[i] || c[i + 1] from runs, generate_series(1, cardinality(c) - 1) as i
$fn$;

create function shop_search_add_display_products() returns trigger
language plpgsql
as $fn$
begin
  insert into display_product_search_terms (term, display_product_id)
  select distinct term, n.display_product_id
  from new_rows n cross join lateral shop_search_terms(n.name_chi || ' ' || n.name_eng) as term
  on conflict do nothing;
  insert into display_product_search_names (name, display_product_id)
  select distinct shop_search_phrase(name), n.display_product_id
  from new_rows n cross join lateral unnest(array[n.name_chi, n.name_eng]) as name
  on conflict do nothing;
  return null;
end
$fn$;

create function shop_search_add_products() returns trigger
language plpgsql
as $fn$
begin
  insert into display_product_search_terms (term, display_product_id)
  select distinct term, n.display_product_id
  from new_rows n cross join lateral shop_search_terms(n.sku || ' ' || n.name_chi || ' ' || n.name_eng) as term
  where n.display_product_id is not null
  on conflict do nothing;
  insert into display_product_search_names (name, display_product_id)
  select distinct shop_search_phrase(n.sku), n.display_product_id
  from new_rows n
  where n.display_product_id is not null
  on conflict do nothing;
  return null;
end
$fn$;

create function shop_search_add_hashtags() returns trigger
language plpgsql
as $fn$
begin
  insert into display_product_search_terms (term, display_product_id)
  select distinct term, n.display_product_id
  from new_rows n
  join hashtags h on h.hashtag_id = n.hashtag_id
  cross join lateral shop_search_terms(h.hashtag_name) as term
  where not h.hidden and h.hashtag_id <> 91
  on conflict do nothing;
  insert into display_product_search_names (name, display_product_id)
  select distinct shop_search_phrase(h.hashtag_name), n.display_product_id
  from new_rows n
  join hashtags h on h.hashtag_id = n.hashtag_id
  where not h.hidden and h.hashtag_id <> 91
  on conflict do nothing;
  return null;
end
$fn$;

drop trigger display_products_search_insert on display_products;
create trigger display_products_search_insert after insert on display_products
  referencing new table as new_rows for each statement execute function shop_search_add_display_products();
drop trigger products_search_insert on products;
create trigger products_search_insert after insert on products
  referencing new table as new_rows for each statement execute function shop_search_add_products();
drop trigger display_product_hashtags_search_insert on display_product_hashtags;
create trigger display_product_hashtags_search_insert after insert on display_product_hashtags
  referencing new table as new_rows for each statement execute function shop_search_add_hashtags();

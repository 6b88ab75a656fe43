-- Catalogue search: an index of normalised terms per display product (design in bff/src/catalogue/search.ts).
--
-- Terms are the lower-cased ASCII words (a-z, 0-9 runs), CJK characters and CJK neighbour pairs of the
-- display product's Chinese and English names, its variants' names and SKUs, and its visible hashtags
-- (never hidden ones such as 91). The same rules live in TypeScript (domain/src/catalogue/searchTokens.ts,
-- used to parse queries); an integration test checks that both agree. Plain SQL and PL/pgSQL only, so
-- PGlite and Postgres behave identically (no pg_trgm, no locale-dependent lower()).
--
-- The table is kept in step by triggers, whoever writes the catalogue (the seed, the admin back office):
-- statement-level triggers for inserts and deletes (one refresh per statement, not per row), row-level
-- ones for updates of the indexed columns only (a stock update never touches the index).

-- Full-width ASCII to ASCII, ideographic space to space, A-Z to a-z. Nothing else changes.
create function shop_search_normalise(input text) returns text
language sql immutable strict parallel safe
as $fn$
  select translate(
    translate(input, $fw$！＂＃＄％＆＇（）＊＋，－．／０１２３４５６７８９：；＜＝＞？＠ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ［＼］＾＿｀ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔｕｖｗｘｙｚ｛｜｝～　$fw$, $ascii$!"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`abcdefghijklmnopqrstuvwxyz{|}~ $ascii$),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    'abcdefghijklmnopqrstuvwxyz'
  )
$fn$;

-- A query or a name as compared whole when ranking: normalised, trimmed, single-spaced.
create function shop_search_phrase(input text) returns text
language sql immutable strict parallel safe
as $fn$
  select btrim(regexp_replace(shop_search_normalise(input), '\s+', ' ', 'g'))
$fn$;

-- The terms a text is indexed under: its words, CJK characters and CJK neighbour pairs (distinct).
-- CJK: hiragana, katakana, extension A, unified ideographs, hangul syllables, compatibility ideographs and
-- the supplementary ideographic plane.
create function shop_search_terms(input text) returns setof text
language sql immutable strict parallel safe
as $fn$
  with normalised as (select shop_search_normalise(input) as s),
  runs as (
    select m[1] as run
    from normalised, regexp_matches(normalised.s, '([぀-ヿ㐀-䶿一-鿿가-힯豈-﫿𠀀-𯿿]+)', 'g') as m
  )
  select m[1] from normalised, regexp_matches(normalised.s, '([0-9a-z]+)', 'g') as m
  union
  select substr(run, i, 1) from runs, generate_series(1, char_length(run)) as i
  union
  select substr(run, i, 2) from runs, generate_series(1, char_length(run) - 1) as i
$fn$;

create table display_product_search_terms (
  -- "C" collation: bytewise order, so a prefix is a contiguous btree range on every database.
  term text collate "C" not null,
  display_product_id integer not null references display_products (display_product_id) on delete cascade,
  primary key (term, display_product_id)
);
create index display_product_search_terms_product_idx on display_product_search_terms (display_product_id);

-- Re-derives the terms of the given display products from their current rows.
create function shop_search_refresh(ids integer[]) returns void
language sql volatile
as $fn$
  delete from display_product_search_terms where display_product_id = any (ids);
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
$fn$;

-- Statement-level: one refresh for all the display products a statement touched.
create function shop_search_refresh_new_rows() returns trigger
language plpgsql
as $fn$
begin
  perform shop_search_refresh(array(select distinct display_product_id from new_rows));
  return null;
end
$fn$;

create function shop_search_refresh_old_rows() returns trigger
language plpgsql
as $fn$
begin
  perform shop_search_refresh(array(select distinct display_product_id from old_rows));
  return null;
end
$fn$;

-- Row-level, for updates of indexed columns only.
create function shop_search_refresh_updated_row() returns trigger
language plpgsql
as $fn$
begin
  perform shop_search_refresh(array[old.display_product_id, new.display_product_id]);
  return null;
end
$fn$;

create function shop_search_refresh_hashtag() returns trigger
language plpgsql
as $fn$
begin
  perform shop_search_refresh(
    array(select display_product_id from display_product_hashtags where hashtag_id = new.hashtag_id)
  );
  return null;
end
$fn$;

create trigger display_products_search_insert after insert on display_products
  referencing new table as new_rows for each statement execute function shop_search_refresh_new_rows();
create trigger display_products_search_update after update of name_chi, name_eng on display_products
  for each row when (old.name_chi is distinct from new.name_chi or old.name_eng is distinct from new.name_eng)
  execute function shop_search_refresh_updated_row();

create trigger products_search_insert after insert on products
  referencing new table as new_rows for each statement execute function shop_search_refresh_new_rows();
create trigger products_search_delete after delete on products
  referencing old table as old_rows for each statement execute function shop_search_refresh_old_rows();
create trigger products_search_update after update of sku, name_chi, name_eng, display_product_id on products
  for each row when (
    old.sku is distinct from new.sku or old.name_chi is distinct from new.name_chi
    or old.name_eng is distinct from new.name_eng or old.display_product_id is distinct from new.display_product_id
  )
  execute function shop_search_refresh_updated_row();

create trigger display_product_hashtags_search_insert after insert on display_product_hashtags
  referencing new table as new_rows for each statement execute function shop_search_refresh_new_rows();
create trigger display_product_hashtags_search_delete after delete on display_product_hashtags
  referencing old table as old_rows for each statement execute function shop_search_refresh_old_rows();
create trigger display_product_hashtags_search_update after update on display_product_hashtags
  for each row execute function shop_search_refresh_updated_row();

create trigger hashtags_search_update after update of hashtag_name, hidden on hashtags
  for each row when (old.hashtag_name is distinct from new.hashtag_name or old.hidden is distinct from new.hidden)
  execute function shop_search_refresh_hashtag();

-- Display products written before this migration (an existing database).
select shop_search_refresh(array(select display_product_id from display_products));

-- Catalogue search from one row per display product (bff/src/catalogue/search.ts): its terms as a tsvector
-- under a GIN index, beside its place in shop order. It replaces the table of (term, display product) rows of
-- migrations 0020, 0065 and 0068, which made every check of "does this product hold these terms" one index
-- probe per term, and finding the few products holding two common words a pass over both words' postings.
--
-- - A search reads shown products in shop order from (sort_order, display_product_id) and checks each row's
--   terms in place: about 0.3 µs a product, where the probes cost several.
-- - Past that reading, the GIN index intersects the terms' posting lists itself (`primary college` at 100,000
--   titles: 2.6 ms, where gathering both words' 40,000 postings took 25 ms).
-- - The terms are the same as before: array_to_tsvector keeps each exactly as shop_search_terms made it (no
--   dictionary, no stemming), and tsquery's prefix match (`'mat':*`) is the "query word begins an indexed word"
--   rule. tsvector and GIN are core Postgres, so PGlite runs the same.
--
-- sort_order and shown are copies of display_products' columns, kept by a trigger, so neither the reading in
-- shop order nor the GIN pass has to visit display_products.

create table display_product_search_documents (
  display_product_id integer primary key references display_products (display_product_id) on delete cascade,
  sort_order integer not null,
  shown boolean not null,
  terms tsvector not null
);
create index display_product_search_documents_order_idx
  on display_product_search_documents (sort_order, display_product_id) where shown;
create index display_product_search_documents_terms_idx on display_product_search_documents using gin (terms)
  with (fastupdate = off);

-- A term of more than 2,047 bytes cannot be a lexeme; such a word (never a real one) is left unsearchable.
create function shop_search_lexemes(terms text[]) returns tsvector
language sql immutable strict parallel safe
as $fn$
  select array_to_tsvector(array(select distinct term from unnest(terms) as term where octet_length(term) < 2048))
$fn$;

-- Re-derives the documents and names of the given display products from their current rows.
create or replace function shop_search_refresh(ids integer[]) returns void
language sql volatile
as $fn$
  delete from display_product_search_documents where display_product_id = any (ids);
  delete from display_product_search_names where display_product_id = any (ids);
  insert into display_product_search_documents (display_product_id, sort_order, shown, terms)
  select dp.display_product_id, dp.sort_order, dp.status = 1,
    shop_search_lexemes(array(
      select term
      from (
        select dp.name_chi || ' ' || dp.name_eng as text
        union all
        select p.sku || ' ' || p.name_chi || ' ' || p.name_eng
        from products p
        where p.display_product_id = dp.display_product_id
        union all
        select h.hashtag_name
        from display_product_hashtags dh
        join hashtags h on h.hashtag_id = dh.hashtag_id
        where dh.display_product_id = dp.display_product_id and not h.hidden and h.hashtag_id <> 91
      ) as source
      cross join lateral shop_search_terms(source.text) as term))
  from display_products dp
  where dp.display_product_id = any (ids);
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

create or replace function shop_search_add_display_products() returns trigger
language plpgsql
as $fn$
begin
  -- A statement inserting display products and their variants (an import's CTE) writes each document once: the
  -- variants it already sees are in it, and their own trigger then finds nothing to add. Run the other way
  -- round, the variants' trigger made the document first.
  insert into display_product_search_documents as d (display_product_id, sort_order, shown, terms)
  select n.display_product_id, n.sort_order, n.status = 1,
    shop_search_lexemes(array(
      select shop_search_terms(n.name_chi || ' ' || n.name_eng)
      union all
      select shop_search_terms(p.sku || ' ' || p.name_chi || ' ' || p.name_eng)
      from products p
      where p.display_product_id = n.display_product_id))
  from new_rows n
  on conflict (display_product_id) do update set terms = d.terms || excluded.terms
    where d.terms <> d.terms || excluded.terms;
  insert into display_product_search_names (name, display_product_id)
  select distinct shop_search_phrase(name), n.display_product_id
  from new_rows n cross join lateral unnest(array[n.name_chi, n.name_eng]) as name
  on conflict do nothing;
  return null;
end
$fn$;

-- A variant only adds terms: each display product's new ones (one row per display product, so a statement
-- inserting two variants of one writes its document once) are merged into its document.
create or replace function shop_search_add_products() returns trigger
language plpgsql
as $fn$
begin
  insert into display_product_search_documents as d (display_product_id, sort_order, shown, terms)
  select dp.display_product_id, dp.sort_order, dp.status = 1, shop_search_lexemes(array_agg(term))
  from new_rows n
  join display_products dp on dp.display_product_id = n.display_product_id
  cross join lateral shop_search_terms(n.sku || ' ' || n.name_chi || ' ' || n.name_eng) as term
  group by dp.display_product_id
  on conflict (display_product_id) do update set terms = d.terms || excluded.terms
    where d.terms <> d.terms || excluded.terms;
  insert into display_product_search_names (name, display_product_id)
  select distinct shop_search_phrase(n.sku), n.display_product_id
  from new_rows n
  where n.display_product_id is not null
  on conflict do nothing;
  return null;
end
$fn$;

-- Tagging is the back office's, a few products at a time: their documents are derived again.
drop trigger display_product_hashtags_search_insert on display_product_hashtags;
create trigger display_product_hashtags_search_insert after insert on display_product_hashtags
  referencing new table as new_rows for each statement execute function shop_search_refresh_new_rows();
drop function shop_search_add_hashtags();

-- A display product moved in shop order, shown or hidden: its document follows.
create function shop_search_place_display_product() returns trigger
language plpgsql
as $fn$
begin
  update display_product_search_documents
  set sort_order = new.sort_order, shown = new.status = 1
  where display_product_id = new.display_product_id;
  return null;
end
$fn$;

create trigger display_products_search_place after update of sort_order, status on display_products
  for each row when (old.sort_order is distinct from new.sort_order or old.status is distinct from new.status)
  execute function shop_search_place_display_product();

-- The documents of the display products written before this migration, from the terms already derived.
insert into display_product_search_documents (display_product_id, sort_order, shown, terms)
select dp.display_product_id, dp.sort_order, dp.status = 1,
  coalesce(shop_search_lexemes(t.terms), ''::tsvector)
from display_products dp
left join (
  select display_product_id, array_agg(term) as terms from display_product_search_terms group by display_product_id
) as t using (display_product_id);

drop table display_product_search_terms;
analyze display_product_search_documents;

-- The back office's trigram indexes (migration 0069) take new entries into their tree at once, as the search's GIN
-- index does (migration 0072). By default a GIN index queues them in a pending list that every search reads whole
-- until a vacuum merges it: after an import of 10,000 titles the search for 777 read it for 4 ms a column, 30 ms in
-- all instead of 2 ms, until autovacuum came by, and PGlite runs no autovacuum at all.
alter index display_products_name_chi_trgm_idx set (fastupdate = off);
alter index display_products_name_eng_trgm_idx set (fastupdate = off);
alter index products_sku_trgm_idx set (fastupdate = off);
select gin_clean_pending_list('display_products_name_chi_trgm_idx'::regclass);
select gin_clean_pending_list('display_products_name_eng_trgm_idx'::regclass);
select gin_clean_pending_list('products_sku_trgm_idx'::regclass);

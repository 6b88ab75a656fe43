-- The back office's product search (`q`: a name or SKU containing the text, docs/backOffice.md) from trigram
-- indexes instead of reading every name and SKU: at 100,000 titles `ilike '%777%'` read them all (0.5-2.5 s).
-- pg_trgm ships with Postgres (contrib, trusted) and with PGlite (bff/src/db/pglite.ts loads it). It lives in
-- public, whatever schema the shop's tables are in, so every schema's indexes name the same operator class.
-- A text of fewer than three characters has no trigram: Postgres then reads the whole index and checks every row.

create extension if not exists pg_trgm with schema public;

create index display_products_name_chi_trgm_idx on display_products using gin (name_chi public.gin_trgm_ops);
create index display_products_name_eng_trgm_idx on display_products using gin (name_eng public.gin_trgm_ops);
create index products_sku_trgm_idx on products using gin (sku public.gin_trgm_ops);

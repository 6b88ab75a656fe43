-- Every write to what the catalogue answers show (the back office, an order taking or returning stock, the
-- seed) tells the bff processes to drop the answers they keep in memory (bff/src/catalogue/answerCache.ts):
-- a NOTIFY on catalogue_changed per statement, sent when its transaction commits and never if it rolls back.
-- Statement triggers, so a statement touching many rows costs one notification (Postgres also folds
-- identical ones of a transaction into one). Channels span the whole server, so the payload names the schema
-- written and each bff hears only its own (bff/src/db/postgresNotifications.ts).
create function notify_catalogue_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalogue_changed', current_schema());
  return null;
end $$;

do $$
declare
  catalogue_table text;
begin
  foreach catalogue_table in array array[
    'categories', 'marketing_events', 'hashtags', 'display_products', 'display_product_categories',
    'display_product_hashtags', 'products', 'product_bundle_items', 'product_points'
  ] loop
    execute format(
      'create trigger %I after insert or update or delete or truncate on %I
         for each statement execute function notify_catalogue_changed()',
      catalogue_table || '_catalogue_changed', catalogue_table);
  end loop;
end $$;

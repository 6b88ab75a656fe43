-- The back office's stock history: every adjustment a member of staff makes (a count, goods received,
-- breakage, a product's first stock), with the reason they gave and the stock it left. Orders' own
-- reservations and releases are in the order events, not here.
create table inventory_adjustments (
  adjustment_id bigint generated always as identity primary key,
  product_id integer not null references products (product_id) on delete cascade,
  change integer not null check (change <> 0),
  stock_after integer not null check (stock_after >= 0),
  reason text not null check (length(reason) between 1 and 200),
  staff_id integer not null references staff (staff_id),
  at timestamptz not null
);
create index inventory_adjustments_product_idx on inventory_adjustments (product_id, at desc);
create index inventory_adjustments_at_idx on inventory_adjustments (at desc);

-- Which order holds each buyer's first-purchase coupon (NEW10): written in the placement's transaction, so
-- two placements at once, or two unpaid orders paid later, cannot both take it (the primary key), whatever
-- the read models say yet. An order that ends cancelled or deleted gives the claim up to the next one.
create table first_purchase_claims (
  buyer text primary key check (buyer ~ '^(member:[0-9]+|phone:[0-9]+)$'),
  order_id bigint not null,
  claimed_at timestamptz not null default now()
);

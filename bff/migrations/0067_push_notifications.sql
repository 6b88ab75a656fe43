-- Web Push (docs/push.md). A browser's subscription, once per thing it follows: an order (member or guest)
-- or a sold-out product. `after_commit`/`after_prepare` hold the event store's head when it was made, so the
-- push reactor never tells it about an event from before it (a replay from position 0 included).
create table push_subscriptions (
  subscription_id bigint generated always as identity primary key,
  endpoint text not null,
  p256dh text not null,
  auth text not null,
  lang text not null check (lang in ('zh-HK', 'en')),
  member_id integer references members (member_id) on delete cascade,
  order_id bigint,
  order_no text,
  product_id integer references products (product_id) on delete cascade,
  -- Where a tap on the notification leads (the order page, the guest enquiry, the product page).
  open_url text not null,
  after_commit numeric not null,
  after_prepare bigint not null,
  created_at timestamptz not null,
  -- A product follow ends once its restock is told; an order follow lasts while the subscription does.
  ended_at timestamptz,
  check ((order_id is null) <> (product_id is null))
);
create unique index push_subscriptions_order_idx on push_subscriptions (order_id, endpoint) where order_id is not null;
create unique index push_subscriptions_product_idx on push_subscriptions (product_id, endpoint)
  where product_id is not null and ended_at is null;
create index push_subscriptions_endpoint_idx on push_subscriptions (endpoint);
create index push_subscriptions_member_idx on push_subscriptions (member_id) where member_id is not null;

-- The sent-log and queue in one: one row per (what happened, subscription), inserted once by the reactor
-- (the primary key makes a replay insert nothing) and settled by the sender. `source` is the event's id
-- for order events and `restock:<id>` for a restock.
create table push_deliveries (
  source text not null,
  subscription_id bigint not null references push_subscriptions (subscription_id) on delete cascade,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  -- Null: due at once. Also pushed ahead while a sender holds the row (claimed), so two never send it.
  next_attempt_at timestamptz,
  last_error text,
  sent_at timestamptz,
  primary key (source, subscription_id)
);
create index push_deliveries_due_idx on push_deliveries (next_attempt_at nulls first) where status = 'pending';

-- Stock coming back is no event of the event store (products.inventory is updated in place by the back
-- office, a cancellation, the payment window): this trigger writes an outbox row in the same transaction
-- whenever a product's inventory goes from nothing to some, and the push sender turns it into notifications.
create table push_restocks (
  restock_id bigint generated always as identity primary key,
  product_id integer not null references products (product_id) on delete cascade,
  inventory integer not null,
  at timestamptz not null default now(),
  handled boolean not null default false
);
create index push_restocks_pending_idx on push_restocks (restock_id) where not handled;

create function push_record_restock() returns trigger language plpgsql as $$
begin
  if old.inventory <= 0 and new.inventory > 0 then
    insert into push_restocks (product_id, inventory) values (new.product_id, new.inventory);
  end if;
  return null;
end $$;

create trigger products_push_restock after update of inventory on products
  for each row execute function push_record_restock();

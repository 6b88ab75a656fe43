-- Placing orders (docs/orders.md, "Placing an order").

-- Order ids come from the database, never from Math.random; the order number is made from the id.
create sequence order_ids as bigint start with 1000001;

-- An unpaid order's payment deadline, written in the placement transaction so that a restart cannot lose
-- it. The sweeper cancels due rows (`for update skip locked`: several replicas share the work) and deletes
-- the row in the transaction that releases the stock; paying the order deletes it too.
create table order_payment_deadlines (
  order_id bigint primary key,
  order_no text not null,
  due_at timestamptz not null
);
create index order_payment_deadlines_due_idx on order_payment_deadlines (due_at);

-- Guests have no member row: their placement keys are scoped to the phone they order with.
create table guest_idempotency_keys (
  phone text not null check (length(phone) between 1 and 40),
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  request_fingerprint text not null,
  status_code smallint not null,
  response jsonb not null,
  created_at timestamptz not null,
  primary key (phone, idempotency_key)
);
create index guest_idempotency_keys_created_idx on guest_idempotency_keys (created_at);

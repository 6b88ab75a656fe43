-- Every gateway message the shop acted on, by the gateway's own transaction id: a replayed notify (the
-- gateway retrying, or someone replaying a captured one) finds its row and changes nothing.
create table payment_notifications (
  channel text not null,
  transaction_id text not null,
  order_id bigint not null,
  decision text not null,
  reason_code text not null,
  received_at timestamptz not null,
  primary key (channel, transaction_id)
);

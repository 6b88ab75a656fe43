-- What the development SMS adapter "sent" (GET /api/dev/sms, only outside production).

create table sms_outbox (
  sms_id bigserial primary key,
  -- International number as digits: calling code followed by the local number (85291234567).
  phone text not null check (phone ~ '^[0-9]{4,20}$'),
  text text not null,
  code text,
  sent_at timestamptz not null
);
create index sms_outbox_phone_idx on sms_outbox (phone, sent_at desc, sms_id desc);

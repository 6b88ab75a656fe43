-- SMS verification codes (sign-up and password reset). One live code per phone: a new send replaces it.
-- Only a hash of the code is kept; the development outbox (0011) shows the code itself outside production.

create table verification_codes (
  location_id integer not null references locations (location_id),
  -- Local number, digits only (as members.phone).
  phone text not null check (phone ~ '^[0-9]{4,15}$'),
  code_hash text not null,
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  -- Wrong tries so far; the code is dead at 5.
  failed_attempts smallint not null default 0 check (failed_attempts >= 0),
  -- Set when a sign-up or reset used the code: a code works once.
  consumed_at timestamptz,
  -- The SMS gateway refused the message: the phone never got this code, and a resend is allowed at once.
  delivery_failed boolean not null default false,
  primary key (location_id, phone)
);

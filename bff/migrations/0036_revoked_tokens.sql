-- Tokens ended by POST logout before their expiry. Only a hash of the token is kept; a row is useless once
-- the token has expired, and is deleted then.

create table revoked_tokens (
  token_hash text primary key,
  expires_at timestamptz not null
);
create index revoked_tokens_expires_at_idx on revoked_tokens (expires_at);

-- Login attempts, kept in the database so that every bff replica counts the same failures.
-- An attempt is recorded as pending before the password is checked, so concurrent tries count each other.
-- A password reset marks the phone's failures as cleared: proving the phone lifts its lock.

create table login_attempts (
  attempt_id bigserial primary key,
  -- The login name as digits (calling code + phone), known member or not.
  username text not null,
  ip text not null,
  attempted_at timestamptz not null,
  outcome text not null check (outcome in ('pending', 'succeeded', 'failed', 'refused', 'cleared'))
);
create index login_attempts_username_idx on login_attempts (username, attempted_at);
create index login_attempts_ip_idx on login_attempts (ip, attempted_at);
create index login_attempts_attempted_at_idx on login_attempts (attempted_at);

-- Request counters of the abuse limits (bff/src/limits), kept in the database so that every bff replica
-- counts the same requests. One row per limit, key (an address, a phone, a member, or '*' for a global
-- limit) and fixed window; a row is deleted once its window has ended.

create table rate_limits (
  limit_name text not null,
  key text not null,
  window_start timestamptz not null,
  window_end timestamptz not null,
  hits integer not null check (hits > 0),
  primary key (limit_name, key, window_start)
);
create index rate_limits_window_end_idx on rate_limits (window_end);

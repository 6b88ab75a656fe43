-- Records that the demo data was loaded (in the same transaction as the data), so it is loaded once only.

create table demo_seed (
  id boolean primary key default true check (id),
  seeded_at timestamptz not null,
  summary jsonb not null
);

-- The Postgres event store (embedded mode and tests; KurrentDB replaces it in production) and the
-- checkpoints of the projections that read it.

-- One row per stream: its revision is the optimistic-concurrency guard. An append updates it
-- conditionally, so two writers expecting the same revision cannot both succeed.
create table streams (
  stream_id text primary key,
  revision bigint not null check (revision >= 0)
);

-- global_position is a bigserial, but two transactions can commit out of bigserial order. Readers of the
-- global order therefore order by (transaction_id, global_position) and only read rows whose
-- transaction_id is below pg_snapshot_xmin(pg_current_snapshot()): every transaction there has finished,
-- so no row can later appear before a checkpoint already passed.
create table events (
  global_position bigserial primary key,
  transaction_id xid8 not null default pg_current_xact_id(),
  stream_id text not null references streams (stream_id),
  stream_revision bigint not null check (stream_revision >= 0),
  event_id uuid not null unique default gen_random_uuid(),
  type text not null check (type <> ''),
  schema_version integer not null check (schema_version > 0),
  data jsonb not null,
  metadata jsonb not null,
  recorded_at timestamptz not null default now(),
  unique (stream_id, stream_revision)
);

create index events_global_order on events (transaction_id, global_position);

-- Where each projection has read up to, written in the same transaction as its read-model rows.
-- commit_position is numeric because KurrentDB positions and xid8 values are unsigned 64-bit.
create table projection_checkpoints (
  name text primary key,
  commit_position numeric(20, 0) not null,
  prepare_position bigint not null,
  updated_at timestamptz not null default now()
);

-- What the back office shows of each projection, in the database so that every replica sees the same: the
-- last failure of its runner (the event it failed on, and whether a poison event made the runner stop) and
-- the progress of a rebuild under way. Positions are stored as projection_checkpoints stores them.
create table projection_status (
  name text primary key,
  error_message text,
  error_event_id uuid,
  error_event_type text,
  error_stream_id text,
  error_stream_revision bigint,
  error_commit_position numeric(20, 0),
  error_prepare_position bigint,
  error_at timestamptz,
  -- True from a failed batch until a batch succeeds again; the error itself stays as the last one seen.
  failing boolean not null default false,
  -- Set when a runner gave up on an event that failed again and again: the projection waits for a fix.
  stopped_at timestamptz,
  rebuild_started_at timestamptz,
  rebuild_processed bigint,
  rebuild_fraction double precision,
  rebuild_updated_at timestamptz
);

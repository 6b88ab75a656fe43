-- Narrower WebP copies of raster images for GET /api/file/{name}?w=N (bff/src/files/renditions.ts). Each is
-- rendered on the first request and inserted with `on conflict do nothing`, so replicas and restarts reuse
-- it. A stored file never changes (0021), so neither does its copy; deleting the file deletes its copies.
-- Serve with `ETag: "<etag>"` (etag is the file's etag and the width, `<file etag>-w<width>`).

create table file_renditions (
  name text not null references files (name) on delete cascade,
  width integer not null check (width > 0),
  content_type text not null,
  bytes bytea not null,
  byte_size integer generated always as (octet_length(bytes)) stored,
  etag text not null,
  created_at timestamptz not null default now(),
  primary key (name, width)
);

-- Uploaded and seeded files (images, videos). They live in the database so that several bff replicas
-- need no shared disk. Serve with `ETag: "<etag>"` (etag is the SHA-256 of the bytes, hex).

create table files (
  name text primary key check (name ~ '^[A-Za-z0-9][A-Za-z0-9._-]*$'),
  content_type text not null,
  bytes bytea not null,
  byte_size integer generated always as (octet_length(bytes)) stored,
  etag text not null,
  created_at timestamptz not null default now()
);

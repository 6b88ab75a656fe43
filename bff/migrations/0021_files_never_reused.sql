-- GET /api/file/{name} answers with `cache-control: public, max-age=31536000, immutable`: a browser keeps a
-- file for a year without asking again. That is only true if a name always means the same bytes, so the
-- database refuses to change a stored file's bytes or type, and to reuse a deleted file's name for other
-- bytes. New content gets a new name (for example with its hash in it).

create table retired_files (
  name text primary key,
  etag text not null,
  retired_at timestamptz not null default now()
);

create function files_refuse_change() returns trigger
language plpgsql
as $fn$
begin
  if new.name is distinct from old.name or new.etag is distinct from old.etag
     or new.content_type is distinct from old.content_type or new.bytes is distinct from old.bytes then
    raise exception 'file % cannot change: file names are cached for a year; store new content under a new name', old.name
      using errcode = 'check_violation';
  end if;
  return new;
end
$fn$;

create function files_retire() returns trigger
language plpgsql
as $fn$
begin
  insert into retired_files (name, etag) values (old.name, old.etag)
  on conflict (name) do nothing;
  return old;
end
$fn$;

create function files_refuse_reuse() returns trigger
language plpgsql
as $fn$
begin
  if exists (select 1 from retired_files r where r.name = new.name and r.etag <> new.etag) then
    raise exception 'file name % was used for other content; store new content under a new name', new.name
      using errcode = 'check_violation';
  end if;
  return new;
end
$fn$;

create trigger files_refuse_change before update on files for each row execute function files_refuse_change();
create trigger files_retire after delete on files for each row execute function files_retire();
create trigger files_refuse_reuse before insert on files for each row execute function files_refuse_reuse();

-- The back office: staff roles with a grant per section, and the record of every staff change.
create table staff_roles (
  role text primary key check (role ~ '^[a-z][a-z0-9_-]{1,31}$'),
  label text not null,
  -- { "<section>": "read" | "write" }; the owner role is granted everything in code, whatever this holds.
  permissions jsonb not null default '{}',
  created_at timestamptz not null default now()
);
insert into staff_roles (role, label, permissions) values ('owner', '店主 Owner', '{}');

create table admin_audit (
  audit_id bigint generated always as identity primary key,
  staff_id integer not null references staff (staff_id),
  section text not null,
  action text not null,
  entity_id text,
  before jsonb,
  after jsonb,
  at timestamptz not null
);
create index admin_audit_at on admin_audit (at desc);
create index admin_audit_entity on admin_audit (section, entity_id, at desc);

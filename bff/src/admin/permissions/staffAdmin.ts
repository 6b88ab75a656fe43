import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import { combinedPermissions, grantsBeyond, OWNER_ROLE, type Permissions } from '@shop/domain/admin/sections';
import type { roleSchema, staffCreateSchema, staffUpdateSchema } from '@shop/domain/admin/staff';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords.ts';
import type { AuthenticatedStaff } from '../../plugins/auth.ts';
import type { AdminChange } from '../audit.ts';
import { containing, listPage } from '../listing.ts';

export interface StaffRow {
  staffId: number;
  username: string;
  displayName: string;
  roles: string[];
  active: boolean;
  createdAt: string;
}

export interface RoleRow {
  role: string;
  label: string;
  permissions: Permissions;
  staffCount: number;
}

export const STAFF_SORTS = ['username', 'displayName', 'createdAt'] as const;

type StaffDbRow = {
  staff_id: number;
  username: string;
  display_name: string;
  roles: string[];
  active: boolean;
  created_at: Date | string;
};

const STAFF_COLUMNS = 'staff_id, username, display_name, roles, active, created_at';

const toStaff = (row: StaffDbRow): StaffRow => ({
  staffId: Number(row.staff_id),
  username: row.username,
  displayName: row.display_name,
  roles: row.roles,
  active: row.active,
  createdAt: new Date(row.created_at).toISOString(),
});

export function listStaff(
  db: Queryable,
  query: ListQuery<(typeof STAFF_SORTS)[number]>,
): Promise<ListPage<StaffRow>> {
  const params = query.q ? [containing(query.q)] : [];
  return listPage(db, query, {
    select: STAFF_COLUMNS,
    from: `staff${query.q ? ' where username ilike $1 or display_name ilike $1' : ''}`,
    params,
    columns: { username: 'username', displayName: 'display_name', createdAt: 'created_at' },
    tieBreak: 'staff_id',
    toItem: toStaff,
  });
}

async function staffById(tx: Queryable, staffId: number, forUpdate = false): Promise<StaffRow> {
  const { rows } = await tx.query<StaffDbRow>(
    `select ${STAFF_COLUMNS} from staff where staff_id = $1${forUpdate ? ' for update' : ''}`,
    [staffId],
  );
  if (!rows[0]) throw new DomainError('NOT_FOUND', '找不到此員工 No such staff member.');
  return toStaff(rows[0]);
}

/** What `roles` grant together; refuses a role that does not exist. */
async function grantOfRoles(tx: Queryable, roles: readonly string[]): Promise<Permissions> {
  const { rows } = await tx.query<{ role: string; permissions: Permissions }>(
    'select role, permissions from staff_roles where role = any ($1)',
    [roles],
  );
  const missing = roles.filter((role) => !rows.some((row) => row.role === role));
  if (missing.length > 0) {
    throw new DomainError('ROLE_NOT_FOUND', `沒有此角色 No such role: ${missing.join(', ')}`, {
      roles: missing,
    });
  }
  return combinedPermissions(
    roles,
    rows.map((row) => row.permissions),
  );
}

/** The staff member writing in the permissions section. */
export type Granter = Pick<AuthenticatedStaff, 'roles' | 'permissions'>;

/**
 * A staff member hands on only what they hold: without it, the permissions section's write grant would be
 * every section's (a role granting all, or a new password for an owner). Only an owner grants the owner
 * role or changes an owner's account.
 */
function assertMayGrant(granter: Granter, roles: readonly string[], granted: Permissions): void {
  if (granter.roles.includes(OWNER_ROLE)) return;
  if (roles.includes(OWNER_ROLE)) {
    throw new DomainError(
      'OWNER_ONLY',
      '只有店主可授予店主角色或更改店主帳戶 Only an owner may grant the owner role or change an owner’s account.',
    );
  }
  const beyond = grantsBeyond(granter.permissions, granted);
  if (beyond.length > 0) {
    throw new DomainError(
      'GRANT_BEYOND_OWN',
      `不可授予多於你自己擁有的權限 You cannot grant more than you hold: ${beyond.join(', ')}`,
      { sections: beyond },
    );
  }
}

export async function createStaff(
  tx: Queryable,
  granter: Granter,
  input: z.infer<typeof staffCreateSchema>,
  now: Date,
): Promise<{ result: StaffRow; change: AdminChange }> {
  assertMayGrant(granter, input.roles, await grantOfRoles(tx, input.roles));
  const { rows } = await tx.query<StaffDbRow>(
    `insert into staff (username, display_name, password_hash, roles, created_at) values ($1, $2, $3, $4, $5)
     on conflict (username) do nothing
     returning ${STAFF_COLUMNS}`,
    [input.username, input.displayName, await hashPassword(input.password), input.roles, now],
  );
  if (!rows[0]) throw new DomainError('USERNAME_TAKEN', '此用戶名稱已被使用 This user name is taken.');
  const created = toStaff(rows[0]);
  return {
    result: created,
    change: {
      section: 'permissions',
      action: 'staff.created',
      entityId: created.staffId,
      before: null,
      after: created,
    },
  };
}

/**
 * Changes a staff member. Deactivating or a new password ends their sessions (tokens_valid_after). The shop
 * never loses its last active owner: that change is refused. The granter must hold what the staff member
 * holds (before and after the change).
 */
export async function updateStaff(
  tx: Queryable,
  granter: Granter,
  staffId: number,
  input: z.infer<typeof staffUpdateSchema>,
  now: Date,
): Promise<{ result: StaffRow; change: AdminChange | null }> {
  const before = await staffById(tx, staffId, true);
  assertMayGrant(granter, before.roles, await grantOfRoles(tx, before.roles));
  if (input.roles) assertMayGrant(granter, input.roles, await grantOfRoles(tx, input.roles));
  const roles = input.roles ?? before.roles;
  const active = input.active ?? before.active;
  if (before.roles.includes(OWNER_ROLE) && before.active && (!roles.includes(OWNER_ROLE) || !active)) {
    const { rows } = await tx.query<{ owners: number | string }>(
      `select count(*) as owners from staff where active and $1 = any (roles) and staff_id <> $2`,
      [OWNER_ROLE, staffId],
    );
    if (Number(rows[0]?.owners ?? 0) === 0) {
      throw new DomainError('LAST_OWNER', '不可移除最後一位店主 The shop needs at least one active owner.');
    }
  }
  // Roles are read on every request, so a role change needs no new token; a password or deactivation does.
  const endsSessions = input.password !== undefined || (before.active && !active);
  const { rows } = await tx.query<StaffDbRow>(
    `update staff set display_name = $2, roles = $3, active = $4,
       password_hash = coalesce($5, password_hash),
       tokens_valid_after = case when $6 then $7 else tokens_valid_after end
     where staff_id = $1 returning ${STAFF_COLUMNS}`,
    [
      staffId,
      input.displayName ?? before.displayName,
      roles,
      active,
      input.password === undefined ? null : await hashPassword(input.password),
      endsSessions,
      now,
    ],
  );
  const after = toStaff(rows[0]!);
  // A save that changes nothing (the form sent back as it was) leaves no line in the change log.
  const changed = input.password !== undefined || JSON.stringify(after) !== JSON.stringify(before);
  return {
    result: after,
    change: changed
      ? {
          section: 'permissions',
          action: input.password === undefined ? 'staff.updated' : 'staff.passwordReset',
          entityId: staffId,
          before,
          after,
        }
      : null,
  };
}

export async function listRoles(db: Queryable): Promise<RoleRow[]> {
  const { rows } = await db.query<{
    role: string;
    label: string;
    permissions: Permissions;
    staff_count: number | string;
  }>(
    `select r.role, r.label, r.permissions,
       (select count(*) from staff s where r.role = any (s.roles) and s.active) as staff_count
     from staff_roles r order by r.role = $1 desc, r.role`,
    [OWNER_ROLE],
  );
  return rows.map((row) => ({
    role: row.role,
    label: row.label,
    permissions: row.permissions,
    staffCount: Number(row.staff_count),
  }));
}

/**
 * Creates or replaces a role, granting no more than the granter holds (nor replacing a role that did). The
 * owner's role is fixed (it grants everything).
 */
export async function saveRole(
  tx: Queryable,
  granter: Granter,
  input: z.infer<typeof roleSchema>,
): Promise<{ result: RoleRow; change: AdminChange }> {
  if (input.role === OWNER_ROLE)
    throw new DomainError('OWNER_ROLE_FIXED', '店主角色不可修改 The owner role cannot be changed.');
  assertMayGrant(granter, [], input.permissions);
  const { rows: old } = await tx.query<{ label: string; permissions: Permissions }>(
    'select label, permissions from staff_roles where role = $1 for update',
    [input.role],
  );
  if (old[0]) assertMayGrant(granter, [], old[0].permissions);
  await tx.query(
    `insert into staff_roles (role, label, permissions) values ($1, $2, $3)
     on conflict (role) do update set label = excluded.label, permissions = excluded.permissions`,
    [input.role, input.label, JSON.stringify(input.permissions)],
  );
  const saved = (await listRoles(tx)).find((row) => row.role === input.role)!;
  return {
    result: saved,
    change: {
      section: 'permissions',
      action: old[0] ? 'role.updated' : 'role.created',
      entityId: input.role,
      before: old[0] ?? null,
      after: { label: input.label, permissions: input.permissions },
    },
  };
}

export async function deleteRole(
  tx: Queryable,
  granter: Granter,
  role: string,
): Promise<{ result: { role: string }; change: AdminChange }> {
  if (role === OWNER_ROLE)
    throw new DomainError('OWNER_ROLE_FIXED', '店主角色不可刪除 The owner role cannot be removed.');
  const { rows: held } = await tx.query<{ permissions: Permissions }>(
    'select permissions from staff_roles where role = $1 for update',
    [role],
  );
  if (held[0]) assertMayGrant(granter, [], held[0].permissions);
  const { rows: holders } = await tx.query('select 1 from staff where $1 = any (roles) limit 1', [role]);
  if (holders.length > 0) {
    throw new DomainError('ROLE_IN_USE', '仍有員工使用此角色 Staff still hold this role.');
  }
  const { rows } = await tx.query<{ label: string; permissions: Permissions }>(
    'delete from staff_roles where role = $1 returning label, permissions',
    [role],
  );
  if (!rows[0]) throw new DomainError('NOT_FOUND', '沒有此角色 No such role.');
  return {
    result: { role },
    change: { section: 'permissions', action: 'role.deleted', entityId: role, before: rows[0], after: null },
  };
}

import { combinedPermissions, type Permissions } from '@shop/domain/admin/sections';
import type { StaffProfile } from '@shop/domain/admin/staff';
import type { Queryable } from '@shop/projections/ports/db';

/**
 * The grants of every role a staff row `s` holds, as a jsonb array: read with the row on each request (the
 * staff check and the profile), so a changed role applies at once.
 */
export const STAFF_GRANTS_SQL =
  '(select jsonb_agg(r.permissions) from staff_roles r where r.role = any (s.roles))';

export interface StaffLogin {
  staffId: number;
  username: string;
  displayName: string;
  passwordHash: string;
  roles: string[];
  active: boolean;
  tokensValidAfter: Date | null;
}

export async function findStaffByUsername(db: Queryable, username: string): Promise<StaffLogin | null> {
  const { rows } = await db.query<{
    staff_id: number;
    username: string;
    display_name: string;
    password_hash: string;
    roles: string[];
    active: boolean;
    tokens_valid_after: Date | string | null;
  }>(
    `select staff_id, username, display_name, password_hash, roles, active, tokens_valid_after
     from staff where username = $1`,
    [username],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    staffId: Number(row.staff_id),
    username: row.username,
    displayName: row.display_name,
    passwordHash: row.password_hash,
    roles: row.roles,
    active: row.active,
    tokensValidAfter: row.tokens_valid_after === null ? null : new Date(row.tokens_valid_after),
  };
}

export async function staffProfile(db: Queryable, staffId: number): Promise<StaffProfile | null> {
  const { rows } = await db.query<{
    staff_id: number;
    username: string;
    display_name: string;
    roles: string[];
    grants: Permissions[] | null;
  }>(
    `select s.staff_id, s.username, s.display_name, s.roles, ${STAFF_GRANTS_SQL} as grants
     from staff s where s.staff_id = $1 and s.active`,
    [staffId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    staffId: Number(row.staff_id),
    username: row.username,
    displayName: row.display_name,
    roles: row.roles,
    permissions: combinedPermissions(row.roles, row.grants ?? []),
  };
}

export async function replaceStaffPasswordHash(db: Queryable, staffId: number, hash: string): Promise<void> {
  await db.query('update staff set password_hash = $2 where staff_id = $1', [staffId, hash]);
}

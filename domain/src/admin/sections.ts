import { z } from 'zod';

/**
 * The fifteen sections of the back office (seed 001 §1), in the order the menu shows them. A staff role grants
 * each section nothing, `read` or `write` (write includes read); the owner role grants everything.
 */
export const ADMIN_SECTIONS = [
  'orders',
  'products',
  'inventory',
  'prices',
  'discounts',
  'members',
  'memberships',
  'points',
  'articles',
  'messages',
  'marketingEvents',
  'pageContent',
  'banners',
  'reports',
  'permissions',
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type SectionGrant = 'read' | 'write';
export type Permissions = Partial<Record<AdminSection, SectionGrant>>;

/** The role the shop's owner holds: every section, read and write, whatever the roles table says. */
export const OWNER_ROLE = 'owner';

export const adminSectionSchema = z.enum(ADMIN_SECTIONS);
export const sectionGrantSchema = z.enum(['read', 'write']);
export const permissionsSchema = z.partialRecord(adminSectionSchema, sectionGrantSchema);

export function allows(permissions: Permissions, section: AdminSection, write: boolean): boolean {
  const grant = permissions[section];
  return grant === 'write' || (grant === 'read' && !write);
}

/** What a staff member holding several roles may do: the widest grant of any role, per section. */
export function combinedPermissions(roles: readonly string[], grants: readonly Permissions[]): Permissions {
  if (roles.includes(OWNER_ROLE)) {
    return Object.fromEntries(ADMIN_SECTIONS.map((section) => [section, 'write'])) as Permissions;
  }
  const combined: Permissions = {};
  for (const grant of grants) {
    for (const section of ADMIN_SECTIONS) {
      const next = grant[section];
      if (next === 'write' || (next === 'read' && combined[section] === undefined)) combined[section] = next;
    }
  }
  return combined;
}

/**
 * The sections where `granted` gives more than `holder` holds (write where the holder may only read, or any
 * grant where the holder has none): a staff member may hand on only what they hold themselves, so that the
 * permissions section's write grant cannot be turned into every section's. Empty when `granted` is within.
 */
export function grantsBeyond(holder: Permissions, granted: Permissions): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => {
    const grant = granted[section];
    return grant !== undefined && !allows(holder, section, grant === 'write');
  });
}

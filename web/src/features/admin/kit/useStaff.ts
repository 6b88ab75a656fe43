import { type AdminSection, allows } from '@shop/domain/admin/sections';
import type { StaffProfile } from '@shop/domain/admin/staff';
import { useStaffSession } from './session.ts';

/**
 * The signed-in staff member and what their roles allow. Screens use `can` to hide what the role may not do;
 * the server checks every call whatever the screen shows.
 */
export function useStaff(): {
  staff: StaffProfile | null;
  can(section: AdminSection, write?: boolean): boolean;
} {
  const staff = useStaffSession()?.staff ?? null;
  return {
    staff,
    can: (section, write = false) => staff !== null && allows(staff.permissions, section, write),
  };
}

import type { Permissions } from '@shop/domain/admin/sections';
import { useAdminQuery } from '../kit/useAdminQuery.ts';

export interface Role {
  role: string;
  label: string;
  permissions: Permissions;
  staffCount: number;
}

export const useRoles = () => useAdminQuery<Role[]>('admin/roles');

import { useRoutes } from 'react-router';
import { ProjectionsPage } from './ProjectionsPage.tsx';
import { RolesPage } from './RolesPage.tsx';
import { StaffEditPage, StaffPage } from './StaffPages.tsx';

/** /admin/permissions: staff accounts (list, add, edit), roles (a grant per section) and the projections page. */
export default function PermissionsSection() {
  return useRoutes([
    { index: true, element: <StaffPage /> },
    { path: 'staff/:staffId', element: <StaffEditPage /> },
    { path: 'roles', element: <RolesPage /> },
    { path: 'projections', element: <ProjectionsPage /> },
  ]);
}

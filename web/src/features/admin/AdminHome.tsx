import { ADMIN_SECTIONS } from '@shop/domain/admin/sections';
import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useStaff } from './kit/useStaff.ts';
import { useAdminT } from './useAdminT.ts';

export function AdminHome() {
  const t = useAdminT();
  const { staff, can } = useStaff();
  usePageTitle(t('admin.title'));
  if (!staff) return null;
  return (
    <section>
      <h1>{t('admin.home.heading', { name: staff.displayName })}</h1>
      <p>{t('admin.home.intro')}</p>
      <ul className="admin-home-sections">
        {ADMIN_SECTIONS.filter((section) => can(section)).map((section) => (
          <li key={section}>
            <Link to={`/admin/${section}`}>{t(`admin.section.${section}`)}</Link>{' '}
            <small>{can(section, true) ? t('admin.home.write') : t('admin.home.read')}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}

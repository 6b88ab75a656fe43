import { ADMIN_SECTIONS } from '@shop/domain/admin/sections';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { showLocale, useLocale } from '../../lib/intl.tsx';
import { adminApi } from './kit/adminApi.ts';
import { staffSession, useStaffSession } from './kit/session.ts';
import { useStaff } from './kit/useStaff.ts';
import { useAdminT } from './useAdminT.ts';
import './admin.css';

/** The back office's frame: who is signed in, the sections their roles allow, language and log-out. */
export function AdminLayout() {
  const t = useAdminT();
  const session = useStaffSession();
  const { can } = useStaff();
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  if (!session) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/admin/login?next=${encodeURIComponent(next)}`} replace />;
  }
  const logout = async () => {
    await adminApi.request('admin/logout', { method: 'POST', auth: 'required' }).catch(() => undefined);
    staffSession.end();
    navigate('/admin/login');
  };
  return (
    <div className="admin">
      <header className="admin-header">
        <NavLink to="/admin" end className="admin-brand">
          {t('admin.title')}
        </NavLink>
        <span className="admin-who">
          {t('admin.signedInAs', { name: session.staff.displayName, roles: session.staff.roles.join(', ') })}
        </span>
        <button
          type="button"
          lang={locale === 'en' ? 'zh-HK' : 'en'}
          onClick={() => void showLocale(locale === 'en' ? 'zh-HK' : 'en')}
        >
          {t('admin.language')}
        </button>
        <button type="button" onClick={() => void logout()}>
          {t('admin.logout')}
        </button>
      </header>
      <nav className="admin-nav" aria-label={t('admin.menu')}>
        <ul>
          {ADMIN_SECTIONS.filter((section) => can(section)).map((section) => (
            <li key={section}>
              <NavLink to={`/admin/${section}`}>{t(`admin.section.${section}`)}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/admin/audit">{t('admin.section.audit')}</NavLink>
          </li>
        </ul>
      </nav>
      <main className="admin-main" id="main">
        <Outlet />
      </main>
    </div>
  );
}

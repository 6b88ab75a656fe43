import { type StaffProfile, staffLoginSchema } from '@shop/domain/admin/staff';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../components/forms/FormField.tsx';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { adminApi } from './kit/adminApi.ts';
import { FormActions, useAdminForm } from './kit/schemaForm.tsx';
import { staffSession, useStaffSession } from './kit/session.ts';
import { useAdminT } from './useAdminT.ts';
import './admin.css';

/** Where a path after log-in may go: only inside the back office (no open redirect). */
function safeNext(next: string | null): string {
  return next?.startsWith('/admin') && !next.startsWith('//') ? next : '/admin';
}

export function LoginPage() {
  const t = useAdminT();
  usePageTitle(t('admin.login.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useStaffSession();
  const form = useAdminForm(staffLoginSchema, { username: '', password: '' });
  if (session) return <Navigate to={safeNext(params.get('next'))} replace />;
  return (
    <main className="admin-login" id="main">
      <h1>{t('admin.login.title')}</h1>
      <form
        noValidate
        onSubmit={form.onSubmit(async (input) => {
          const answer = await adminApi.request<{ token: string; staff: StaffProfile }>('admin/login', {
            method: 'POST',
            body: input,
          });
          staffSession.start(answer);
          navigate(safeNext(params.get('next')), { replace: true });
        })}
      >
        <FormField form={form} name="username" label={t('admin.login.username')} autoComplete="username" />
        <FormField
          form={form}
          name="password"
          label={t('admin.login.password')}
          type="password"
          autoComplete="current-password"
        />
        <FormActions form={form} submitLabel={t('admin.login.submit')} />
      </form>
    </main>
  );
}

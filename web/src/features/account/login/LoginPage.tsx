import { loginSchema } from '@shop/domain/members/signUp';
import { useId, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/FormAlert.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { ApiError, apiErrorMessageKey, isApiError } from '../../../lib/api.ts';
import { type MessageKey, useT } from '../../../lib/intl.tsx';
import { useSession } from '../../../lib/session.ts';
import { logIn } from '../api.ts';
import { loadSessionService } from '../bootSession.ts';
import { PhoneFields } from '../components/PhoneFields.tsx';
import { loginInput, memberFormMessages, phoneDigits, safeNextPath } from '../validation.ts';
import { ForgotPasswordDialog } from './ForgotPasswordDialog.tsx';
import '../account.css';
import { controlProps, FormField } from '../../../components/forms/FormField.tsx';
import { useSchemaForm } from '../../../components/forms/schemaForm.ts';

const BENEFITS = [
  'account.benefits.freeDelivery',
  'account.benefits.firstPurchase',
  'account.benefits.birthday',
  'account.benefits.redeem',
  'account.benefits.balance',
  'account.benefits.news',
] as const satisfies readonly MessageKey[];

function loginErrorKey(error: unknown): MessageKey {
  if (isApiError(error, 'RATE_LIMITED')) return 'account.login.rateLimited';
  if (isApiError(error) && (error.code === 'LOGIN_FAILED' || (error.status >= 400 && error.status < 500))) {
    return 'account.login.failed';
  }
  return apiErrorMessageKey(error);
}

/**
 * /login (spec 000 §2): phone with region, password, member benefits, create-account and forgot-password.
 * A logged-in visitor goes to `?next=` (where a member page sent them) or home; so does a successful
 * login, whose success message is the session notice in the shell.
 */
export function LoginRoute() {
  const t = useT();
  usePageTitle(t('account.login.title'));
  const session = useSession();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [forgotOpen, setForgotOpen] = useState(false);
  const headingId = useId();
  const benefitsId = useId();
  const alertId = useId();
  const form = useSchemaForm(
    loginSchema,
    { locationId: 6, phone: '', password: '' },
    { messages: memberFormMessages, prepare: loginInput, alertId },
  );

  if (session) return <Navigate to={next} replace />;

  const submit = form.onSubmit(async ({ password }) => {
    const token = await logIn(form.values.locationId, phoneDigits(form.values.phone), password);
    const service = await loadSessionService();
    // Accepted: the session is published and this page redirects to `next`.
    if (!service.loggedIn(token, 'login')) throw new ApiError('LOGIN_FAILED', 'The token is not usable', 200);
  });
  // Whatever is missing, one message says the phone and password are needed.
  const error: MessageKey | null =
    Object.keys(form.refused).length > 0
      ? 'account.login.missing'
      : form.failure
        ? loginErrorKey(form.failure)
        : null;

  return (
    <div className="page account-page login-page">
      <section className="account-card" aria-labelledby={headingId}>
        <h1 id={headingId}>{t('account.login.heading')}</h1>
        {next !== '/' ? <p className="form-note">{t('account.login.needLogin')}</p> : null}
        <form className="account-form" noValidate onSubmit={submit}>
          <PhoneFields
            locationId={form.values.locationId}
            onLocationChange={(locationId) => form.set('locationId', locationId)}
            phone={form.values.phone}
            onPhoneChange={(phone) => form.set('phone', phone)}
            invalid={error !== null}
            describedBy={alertId}
          />
          <FormField form={form} name="password" label={t('account.login.password')}>
            <input
              {...controlProps(form, 'password')}
              type="password"
              autoComplete="current-password"
              aria-invalid={error !== null || undefined}
              aria-describedby={alertId}
            />
          </FormField>
          <FormAlert id={alertId} messages={error ? [t(error)] : []} />
          <button type="submit" className="button button-block" disabled={form.status === 'saving'}>
            {form.status === 'saving' ? t('account.login.submitting') : t('account.login.submit')}
          </button>
          <button
            type="button"
            className="link-button"
            aria-haspopup="dialog"
            onClick={() => setForgotOpen(true)}
          >
            {t('account.login.forgot')}
          </button>
        </form>
      </section>
      <section className="account-card benefits" aria-labelledby={benefitsId}>
        <h2 id={benefitsId}>{t('account.benefits.heading')}</h2>
        <ul className="benefit-list">
          {BENEFITS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className="benefits-cta">
          <span>{t('account.login.newMember')}</span>
          <Link to="/registration" className="button button-secondary button-block">
            {t('account.login.create')}
          </Link>
        </p>
      </section>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </div>
  );
}

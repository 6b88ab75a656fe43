import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/FormAlert.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { apiErrorMessageKey, isApiError } from '../../../lib/api.ts';
import { type MessageKey, useT } from '../../../lib/intl.tsx';
import { useSession } from '../../../lib/session.ts';
import { logIn } from '../api.ts';
import { loadSessionService } from '../bootSession.ts';
import { PhoneFields } from '../components/PhoneFields.tsx';
import { loginProblems, phoneDigits, safeNextPath } from '../validation.ts';
import { ForgotPasswordDialog } from './ForgotPasswordDialog.tsx';
import '../account.css';
import { Field } from '../../../components/forms/Field.tsx';

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
  const [locationId, setLocationId] = useState(6);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const headingId = useId();
  const benefitsId = useId();
  const alertId = useId();
  const passwordId = useId();

  if (session) return <Navigate to={next} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (loginProblems(locationId, phone, password)) {
      setError('account.login.missing');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const token = await logIn(locationId, phoneDigits(phone), password);
      const service = await loadSessionService();
      // Accepted: the session is published and this page redirects to `next`.
      if (!service.loggedIn(token, 'login')) setError('account.login.failed');
    } catch (cause) {
      setError(loginErrorKey(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page account-page login-page">
      <section className="account-card" aria-labelledby={headingId}>
        <h1 id={headingId}>{t('account.login.heading')}</h1>
        {next !== '/' ? <p className="form-note">{t('account.login.needLogin')}</p> : null}
        <form className="account-form" noValidate onSubmit={submit}>
          <PhoneFields
            locationId={locationId}
            onLocationChange={setLocationId}
            phone={phone}
            onPhoneChange={setPhone}
            invalid={error !== null}
            describedBy={alertId}
          />
          <Field id={passwordId} label={t('account.login.password')}>
            <input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error !== null || undefined}
              aria-describedby={alertId}
            />
          </Field>
          <FormAlert id={alertId} messages={error ? [t(error)] : []} />
          <button type="submit" className="button button-block" disabled={busy}>
            {busy ? t('account.login.submitting') : t('account.login.submit')}
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

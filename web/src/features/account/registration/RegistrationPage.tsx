import { GENDERS } from '@shop/domain/members/signUp';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { FormAlert } from '../../../components/forms/FormAlert.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { apiErrorMessageKey } from '../../../lib/api.ts';
import { type MessageKey, useT } from '../../../lib/intl.tsx';
import { useSession } from '../../../lib/session.ts';
import { type AgeGroup, fetchAgeGroups, logIn, signUp } from '../api.ts';
import { loadSessionService } from '../bootSession.ts';
import { PhoneFields } from '../components/PhoneFields.tsx';
import { SendCodeButton } from '../components/SendCodeButton.tsx';
import {
  confirmDiffers,
  joinedProblemsMessage,
  type SignUpFormValues,
  signUpBody,
  signUpProblems,
  signUpStatusKey,
} from '../validation.ts';
import { type Policy, PolicyDialog } from './PolicyDialog.tsx';
import '../account.css';
import { Field } from '../../../components/forms/Field.tsx';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

const GENDER_LABELS = {
  male: 'account.gender.male',
  female: 'account.gender.female',
  other: 'account.gender.other',
} as const satisfies Record<(typeof GENDERS)[number], MessageKey>;

const initialValues: SignUpFormValues = {
  locationId: 6,
  phone: '',
  verificationCode: '',
  firstname: '',
  lastname: '',
  email: '',
  gender: '',
  birthday: '',
  ageGroup: '',
  password: '',
  confirmPassword: '',
  acceptPolicy: false,
  acceptPromoption: false,
};

type Feedback = { keys: MessageKey[]; tone: 'error' | 'success' };

/**
 * /registration (spec 000 §2, §5, §8): every sign-up field and rule, the status messages, terms and privacy
 * modals, the resend countdown; status 5 logs in with the same phone and password and goes home.
 */
export function RegistrationRoute() {
  const t = useT();
  usePageTitle(t('account.registration.title'));
  const session = useSession();
  const [values, setValues] = useState(initialValues);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);
  const [policy, setPolicy] = useState<Policy | null>(null);
  const [ageGroups, setAgeGroups] = useState<AgeGroup[]>([]);
  const ids = {
    heading: useId(),
    codeStatus: useId(),
    alert: useId(),
    code: useId(),
    lastname: useId(),
    firstname: useId(),
    gender: useId(),
    email: useId(),
    password: useId(),
    confirm: useId(),
    birthday: useId(),
    birthdayHint: useId(),
    ageGroup: useId(),
  };

  useEffect(() => {
    let current = true;
    // Optional field: without the list the form still works.
    fetchAgeGroups().then(
      (groups) => current && setAgeGroups(groups),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);

  if (session) return <Navigate to="/" replace />;

  const set =
    <Field extends keyof SignUpFormValues>(field: Field) =>
    (value: SignUpFormValues[Field]) =>
      setValues((previous) => ({ ...previous, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problems = signUpProblems(values);
    if (problems.length > 0) {
      setFeedback({ keys: problems, tone: 'error' });
      return;
    }
    setBusy(true);
    setFeedback(null);
    try {
      const body = signUpBody(values);
      const status = await signUp(body);
      if (status !== 5) {
        setFeedback({ keys: [signUpStatusKey(status)], tone: 'error' });
        return;
      }
      setFeedback({ keys: [signUpStatusKey(5)], tone: 'success' });
      try {
        const token = await logIn(body.locationId, body.phone, body.password);
        const service = await loadSessionService();
        // Accepted: the session is published and this page redirects home.
        if (!service.loggedIn(token, 'registration')) throw new Error('unusable token');
      } catch {
        setFeedback({ keys: ['account.registration.loginAfterSignUpFailed'], tone: 'success' });
      }
    } catch (error) {
      setFeedback({ keys: [apiErrorMessageKey(error)], tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const mismatch = confirmDiffers(values.password, values.confirmPassword);
  return (
    <div className="page account-page registration-page">
      <section className="account-card account-card-wide" aria-labelledby={ids.heading}>
        <h1 id={ids.heading}>{t('account.registration.heading')}</h1>
        <p className="form-note">
          <span>{t('account.registration.haveAccount')}</span>{' '}
          <Link to="/login">{t('account.registration.login')}</Link>
        </p>
        <form className="account-form" noValidate onSubmit={submit}>
          <PhoneFields
            locationId={values.locationId}
            onLocationChange={set('locationId')}
            phone={values.phone}
            onPhoneChange={set('phone')}
          />
          <SendCodeButton locationId={values.locationId} phone={values.phone} statusId={ids.codeStatus} />
          <Field id={ids.code} label={t('account.code.label')}>
            <input
              id={ids.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={values.verificationCode}
              onChange={(event) => set('verificationCode')(event.target.value)}
            />
          </Field>
          <div className="field-row">
            <Field id={ids.lastname} label={t('account.registration.lastname')}>
              <input
                id={ids.lastname}
                autoComplete="family-name"
                maxLength={50}
                value={values.lastname}
                onChange={(event) => set('lastname')(event.target.value)}
              />
            </Field>
            <Field id={ids.firstname} label={t('account.registration.firstname')}>
              <input
                id={ids.firstname}
                autoComplete="given-name"
                maxLength={50}
                value={values.firstname}
                onChange={(event) => set('firstname')(event.target.value)}
              />
            </Field>
          </div>
          <fieldset className="field choice-group">
            <legend>{t('account.registration.gender')}</legend>
            {GENDERS.map((gender) => (
              <label key={gender} className="choice">
                <input
                  type="radio"
                  name="gender"
                  value={gender}
                  checked={values.gender === gender}
                  onChange={() => set('gender')(gender)}
                />
                <span>{t(GENDER_LABELS[gender])}</span>
              </label>
            ))}
          </fieldset>
          <Field id={ids.email} label={t('account.registration.email')}>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={values.email}
              onChange={(event) => set('email')(event.target.value)}
            />
          </Field>
          <Field id={ids.password} label={t('account.registration.password')}>
            <input
              id={ids.password}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => set('password')(event.target.value)}
            />
          </Field>
          <Field id={ids.confirm} label={t('account.registration.confirm')}>
            <input
              id={ids.confirm}
              type="password"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(event) => set('confirmPassword')(event.target.value)}
              aria-invalid={mismatch || undefined}
              aria-describedby={mismatch ? `${ids.confirm}-mismatch` : undefined}
            />
            {mismatch ? (
              <p id={`${ids.confirm}-mismatch`} className="field-error">
                {t('account.validation.PASSWORD_MISMATCH')}
              </p>
            ) : null}
          </Field>
          <div className="field-row">
            <Field id={ids.birthday} label={t('account.registration.birthday')}>
              <select
                id={ids.birthday}
                value={values.birthday}
                onChange={(event) => set('birthday')(event.target.value)}
                aria-describedby={ids.birthdayHint}
              >
                <option value="">{t('account.select.placeholder')}</option>
                {MONTHS.map((month) => (
                  <option key={month} value={month}>
                    {t('account.month', { month })}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={ids.ageGroup} label={t('account.registration.ageGroup')}>
              <select
                id={ids.ageGroup}
                value={values.ageGroup}
                onChange={(event) => set('ageGroup')(event.target.value)}
              >
                <option value="">{t('account.select.placeholder')}</option>
                {ageGroups.map((group) => (
                  <option key={group.ageGroupId} value={group.ageGroupId}>
                    {group.ageGroupName}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <p id={ids.birthdayHint} className="form-note">
            {t('account.registration.birthdayHint')}
          </p>
          <label className="choice">
            <input
              type="checkbox"
              checked={values.acceptPromoption}
              onChange={(event) => set('acceptPromoption')(event.target.checked)}
            />
            <span>{t('account.registration.promotions')}</span>
          </label>
          <label className="choice">
            <input
              type="checkbox"
              checked={values.acceptPolicy}
              onChange={(event) => set('acceptPolicy')(event.target.checked)}
            />
            <span>{t('account.registration.accept')}</span>
          </label>
          <p className="policy-links">
            <button
              type="button"
              className="link-button"
              aria-haspopup="dialog"
              onClick={() => setPolicy('terms')}
            >
              {t('account.registration.readTerms')}
            </button>
            <button
              type="button"
              className="link-button"
              aria-haspopup="dialog"
              onClick={() => setPolicy('privacy')}
            >
              {t('account.registration.readPrivacy')}
            </button>
            <button
              type="button"
              className="link-button"
              aria-haspopup="dialog"
              onClick={() => setPolicy('memberTerms')}
            >
              {t('account.registration.readMemberTerms')}
            </button>
          </p>
          <FormAlert
            id={ids.alert}
            tone={feedback?.tone ?? 'error'}
            messages={feedback ? [joinedProblemsMessage(feedback.keys, t) ?? ''] : []}
          />
          <button type="submit" className="button button-block" disabled={busy}>
            {busy ? t('account.registration.submitting') : t('account.registration.submit')}
          </button>
        </form>
      </section>
      <PolicyDialog policy={policy} onClose={() => setPolicy(null)} />
    </div>
  );
}

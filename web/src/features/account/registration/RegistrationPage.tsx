import { GENDERS, signUpFormSchema } from '@shop/domain/members/signUp';
import { useEffect, useId, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { FormAlert } from '../../../components/forms/FormAlert.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { apiErrorMessageKey } from '../../../lib/api.ts';
import { type MessageKey, useT } from '../../../lib/intl.tsx';
import { useSession } from '../../../lib/session.ts';
import { type AgeGroup, fetchAgeGroups, logIn, signUp } from '../api.ts';
import { loadSessionService } from '../bootSession.ts';
import { CodeField } from '../components/CodeField.tsx';
import { NameFields } from '../components/NameFields.tsx';
import { PhoneFields } from '../components/PhoneFields.tsx';
import { SendCodeButton } from '../components/SendCodeButton.tsx';
import {
  confirmDiffers,
  joinedProblemsMessage,
  memberFormMessages,
  memberPhoneDigits,
  SIGN_UP_ORDER,
  type SignUpFormValues,
  signUpStatusKey,
} from '../validation.ts';
import { type Policy, PolicyDialog } from './PolicyDialog.tsx';
import '../account.css';
import { controlProps, FormField } from '../../../components/forms/FormField.tsx';
import { problemsInOrder, useSchemaForm } from '../../../components/forms/schemaForm.ts';

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

/** A sign-up answered with a status other than 5 (spec 000 §8): the form's failure, said by its status. */
class SignUpRefused extends Error {
  constructor(readonly status: number) {
    super(`Sign-up answered status ${status}`);
  }
}

function failureKey(failure: unknown): MessageKey {
  return failure instanceof SignUpRefused ? signUpStatusKey(failure.status) : apiErrorMessageKey(failure);
}

const signUpForm = signUpFormSchema(memberPhoneDigits);

/**
 * /registration (spec 000 §2, §5, §8): every sign-up field and rule, the status messages, terms and privacy
 * modals, the resend countdown; status 5 logs in with the same phone and password and goes home.
 */
export function RegistrationRoute() {
  const t = useT();
  usePageTitle(t('account.registration.title'));
  const session = useSession();
  const [loginFailed, setLoginFailed] = useState(false);
  const [policy, setPolicy] = useState<Policy | null>(null);
  const [ageGroups, setAgeGroups] = useState<AgeGroup[]>([]);
  const ids = {
    heading: useId(),
    codeStatus: useId(),
    alert: useId(),
    birthdayHint: useId(),
  };
  const form = useSchemaForm(signUpForm, initialValues, { messages: memberFormMessages, alertId: ids.alert });

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

  const submit = form.onSubmit(async ({ confirmPassword: _retyped, ...body }) => {
    const status = await signUp(body);
    if (status !== 5) throw new SignUpRefused(status);
    try {
      const token = await logIn(body.locationId, body.phone, body.password);
      const service = await loadSessionService();
      // Accepted: the session is published and this page redirects home.
      if (!service.loggedIn(token, 'registration')) throw new Error('unusable token');
    } catch {
      setLoginFailed(true);
    }
  });
  const saved = form.status === 'saved';
  const alert: MessageKey[] = saved
    ? [loginFailed ? 'account.registration.loginAfterSignUpFailed' : signUpStatusKey(5)]
    : form.failure
      ? [failureKey(form.failure)]
      : problemsInOrder(form.refused, SIGN_UP_ORDER);
  const joined = joinedProblemsMessage(alert, t);

  const mismatch = confirmDiffers(form.values.password, form.values.confirmPassword);
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
            locationId={form.values.locationId}
            onLocationChange={(locationId) => form.set('locationId', locationId)}
            phone={form.values.phone}
            onPhoneChange={(phone) => form.set('phone', phone)}
            invalid={form.errors.locationId !== undefined || form.errors.phone !== undefined}
          />
          <SendCodeButton
            locationId={form.values.locationId}
            phone={form.values.phone}
            statusId={ids.codeStatus}
          />
          <CodeField form={form} />
          <NameFields form={form} lastName="lastname" firstName="firstname" />
          <fieldset className="field choice-group">
            <legend>{t('account.registration.gender')}</legend>
            {GENDERS.map((gender) => (
              <label key={gender} className="choice">
                <input
                  type="radio"
                  name="gender"
                  value={gender}
                  checked={form.values.gender === gender}
                  onChange={() => form.set('gender', gender)}
                />
                <span>{t(GENDER_LABELS[gender])}</span>
              </label>
            ))}
          </fieldset>
          <FormField
            form={form}
            name="email"
            label={t('account.registration.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
          />
          <FormField
            form={form}
            name="password"
            label={t('account.registration.password')}
            type="password"
            autoComplete="new-password"
          />
          <FormField form={form} name="confirmPassword" label={t('account.registration.confirm')}>
            <input
              {...controlProps(form, 'confirmPassword')}
              type="password"
              autoComplete="new-password"
              {...(mismatch
                ? { 'aria-invalid': true, 'aria-describedby': `${form.id('confirmPassword')}-mismatch` }
                : {})}
            />
            {mismatch ? (
              <p id={`${form.id('confirmPassword')}-mismatch`} className="field-error">
                {t('account.validation.PASSWORD_MISMATCH')}
              </p>
            ) : null}
          </FormField>
          <div className="field-row">
            <FormField form={form} name="birthday" label={t('account.registration.birthday')}>
              <select {...controlProps(form, 'birthday')} aria-describedby={ids.birthdayHint}>
                <option value="">{t('account.select.placeholder')}</option>
                {MONTHS.map((month) => (
                  <option key={month} value={month}>
                    {t('account.month', { month })}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField form={form} name="ageGroup" label={t('account.registration.ageGroup')}>
              <select {...controlProps(form, 'ageGroup')}>
                <option value="">{t('account.select.placeholder')}</option>
                {ageGroups.map((group) => (
                  <option key={group.ageGroupId} value={group.ageGroupId}>
                    {group.ageGroupName}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <p id={ids.birthdayHint} className="form-note">
            {t('account.registration.birthdayHint')}
          </p>
          <label className="choice">
            <input
              type="checkbox"
              checked={form.values.acceptPromoption}
              onChange={(event) => form.set('acceptPromoption', event.target.checked)}
            />
            <span>{t('account.registration.promotions')}</span>
          </label>
          <label className="choice">
            <input
              type="checkbox"
              checked={form.values.acceptPolicy}
              onChange={(event) => form.set('acceptPolicy', event.target.checked)}
              aria-invalid={form.errors.acceptPolicy ? true : undefined}
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
          <FormAlert id={ids.alert} tone={saved ? 'success' : 'error'} messages={joined ? [joined] : []} />
          <button type="submit" className="button button-block" disabled={form.status === 'saving'}>
            {form.status === 'saving'
              ? t('account.registration.submitting')
              : t('account.registration.submit')}
          </button>
        </form>
      </section>
      <PolicyDialog policy={policy} onClose={() => setPolicy(null)} />
    </div>
  );
}

import { type FormEvent, useEffect, useId, useState } from 'react';
import { Field } from '../../../components/forms/Field.tsx';
import { FormAlert } from '../../../components/forms/FormAlert.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { apiErrorMessageKey, isApiError } from '../../../lib/api.ts';
import { type MessageKey, useT } from '../../../lib/intl.tsx';
import { type AgeGroup, fetchAgeGroups, type MemberRecord, updateMember } from '../api.ts';
import { loadSessionService } from '../bootSession.ts';
import { callingCodeOf, profileProblems, validationKey } from '../validation.ts';
import { MemberLoadState, useMember } from './MemberLayout.tsx';

/** /member/info (spec 000 §2): phone read-only, birthday month shown but not editable, the rest editable. */
export function InfoRoute() {
  const t = useT();
  usePageTitle(t('account.info.title'));
  const { load, reload, replace } = useMember();
  return (
    <section className="member-section" aria-labelledby="member-info-heading">
      <h2 id="member-info-heading">{t('account.info.title')}</h2>
      {load.state === 'ready' ? (
        <InfoForm key={load.member.memberId} member={load.member} onSaved={replace} />
      ) : (
        <MemberLoadState load={load} reload={reload} />
      )}
    </section>
  );
}

type Feedback = { keys: MessageKey[]; tone: 'error' | 'success' };

function fieldErrorKeys(error: unknown): MessageKey[] {
  if (isApiError(error, 'EMAIL_TAKEN')) return ['account.info.emailTaken'];
  if (isApiError(error, 'VALIDATION_FAILED')) {
    const fields = error.details?.fields;
    if (Array.isArray(fields)) {
      const keys = fields.map((field) => validationKey(String((field as { code?: unknown }).code ?? '')));
      if (keys.length > 0) return [...new Set(keys)];
    }
    return ['account.info.failed'];
  }
  if (isApiError(error) && (error.isNetworkError || error.isServerError)) return [apiErrorMessageKey(error)];
  return ['account.info.failed'];
}

function InfoForm({ member, onSaved }: { member: MemberRecord; onSaved: (member: MemberRecord) => void }) {
  const t = useT();
  const [lastName, setLastName] = useState(member.lastname);
  const [firstName, setFirstName] = useState(member.firstname);
  const [email, setEmail] = useState(member.email);
  const [ageGroup, setAgeGroup] = useState(member.ageGroup ? String(member.ageGroup.ageGroupId) : '');
  const [ageGroups, setAgeGroups] = useState<AgeGroup[]>(
    member.ageGroup ? [{ ...member.ageGroup, status: 1 }] : [],
  );
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = {
    phone: useId(),
    phoneHint: useId(),
    lastName: useId(),
    firstName: useId(),
    email: useId(),
    birthday: useId(),
    birthdayHint: useId(),
    ageGroup: useId(),
    alert: useId(),
  };

  useEffect(() => {
    let current = true;
    fetchAgeGroups().then(
      (groups) => current && groups.length > 0 && setAgeGroups(groups),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = {
      memberId: member.memberId,
      locationId: member.locationId,
      firstName,
      lastName,
      email,
      ageGroup,
    };
    const problems = profileProblems(values);
    if (problems.length > 0) {
      setFeedback({ keys: problems, tone: 'error' });
      return;
    }
    setBusy(true);
    setFeedback(null);
    try {
      const saved = await updateMember({
        memberId: member.memberId,
        locationId: member.locationId,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: email.trim(),
        ...(ageGroup === '' ? {} : { ageGroup: Number(ageGroup) }),
      });
      onSaved(saved);
      setFeedback({ keys: ['account.info.success'], tone: 'success' });
      // The token carries the name and email: fetch one with the new claims for the header.
      void loadSessionService().then((service) => service.refresh());
    } catch (error) {
      setFeedback({ keys: fieldErrorKeys(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form member-form" noValidate onSubmit={submit}>
      <Field id={ids.phone} label={t('account.phone.label')}>
        <input
          id={ids.phone}
          type="tel"
          readOnly
          value={`+${callingCodeOf(member.locationId)} ${member.phone}`}
          aria-describedby={ids.phoneHint}
        />
        <p id={ids.phoneHint} className="form-note">
          {t('account.info.phoneHint')}
        </p>
      </Field>
      <div className="field-row">
        <Field id={ids.lastName} label={t('account.registration.lastname')}>
          <input
            id={ids.lastName}
            autoComplete="family-name"
            maxLength={50}
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </Field>
        <Field id={ids.firstName} label={t('account.registration.firstname')}>
          <input
            id={ids.firstName}
            autoComplete="given-name"
            maxLength={50}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
        </Field>
      </div>
      <Field id={ids.email} label={t('account.registration.email')}>
        <input
          id={ids.email}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <div className="field-row">
        <Field id={ids.birthday} label={t('account.info.birthday')}>
          <input
            id={ids.birthday}
            readOnly
            value={
              member.birthdayMonth
                ? t('account.month', { month: member.birthdayMonth })
                : t('account.info.birthdayNone')
            }
            aria-describedby={ids.birthdayHint}
          />
          <p id={ids.birthdayHint} className="form-note">
            {t('account.info.birthdayHint')}
          </p>
        </Field>
        <Field id={ids.ageGroup} label={t('account.registration.ageGroup')}>
          <select id={ids.ageGroup} value={ageGroup} onChange={(event) => setAgeGroup(event.target.value)}>
            <option value="">{t('account.select.placeholder')}</option>
            {ageGroups.map((group) => (
              <option key={group.ageGroupId} value={group.ageGroupId}>
                {group.ageGroupName}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <FormAlert
        id={ids.alert}
        tone={feedback?.tone ?? 'error'}
        messages={feedback ? feedback.keys.map((key) => t(key)) : []}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('account.info.saving') : t('account.info.save')}
      </button>
    </form>
  );
}

import { profileUpdateSchema } from '@shop/domain/members/signUp';
import { useEffect, useId, useState } from 'react';
import { Field } from '../../../components/forms/Field.tsx';
import { FormAlert } from '../../../components/forms/FormAlert.tsx';
import { controlProps, FormField } from '../../../components/forms/FormField.tsx';
import { problemsInOrder, useSchemaForm } from '../../../components/forms/schemaForm.ts';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { apiErrorMessageKey, isApiError } from '../../../lib/api.ts';
import { type MessageKey, useT } from '../../../lib/intl.tsx';
import { type AgeGroup, fetchAgeGroups, type MemberRecord, updateMember } from '../api.ts';
import { loadSessionService } from '../bootSession.ts';
import { NameFields } from '../components/NameFields.tsx';
import { callingCodeOf, memberFormMessages, PROFILE_ORDER } from '../validation.ts';
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

/** A refusal that is no field's: the email another member has, no connection, anything else. */
function failureKey(failure: unknown): MessageKey {
  if (isApiError(failure, 'EMAIL_TAKEN')) return 'account.info.emailTaken';
  if (isApiError(failure) && (failure.isNetworkError || failure.isServerError))
    return apiErrorMessageKey(failure);
  return 'account.info.failed';
}

function InfoForm({ member, onSaved }: { member: MemberRecord; onSaved: (member: MemberRecord) => void }) {
  const t = useT();
  const [ageGroups, setAgeGroups] = useState<AgeGroup[]>(
    member.ageGroup ? [{ ...member.ageGroup, status: 1 }] : [],
  );
  const ids = {
    phone: useId(),
    phoneHint: useId(),
    birthday: useId(),
    birthdayHint: useId(),
    alert: useId(),
  };
  const form = useSchemaForm(
    profileUpdateSchema,
    {
      lastName: member.lastname,
      firstName: member.firstname,
      email: member.email,
      ageGroup: member.ageGroup ? String(member.ageGroup.ageGroupId) : '',
    },
    {
      messages: memberFormMessages,
      prepare: (values) => ({ ...values, memberId: member.memberId, locationId: member.locationId }),
      alertId: ids.alert,
    },
  );

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

  const submit = form.onSubmit(async (profile) => {
    onSaved(await updateMember(profile));
    // The token carries the name and email: fetch one with the new claims for the header.
    void loadSessionService().then((service) => service.refresh());
  });
  const saved = form.status === 'saved';
  const alert = saved
    ? [t('account.info.success')]
    : form.failure
      ? [t(failureKey(form.failure))]
      : problemsInOrder(form.refused, PROFILE_ORDER).map((key) => t(key));

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
      <NameFields form={form} lastName="lastName" firstName="firstName" />
      <FormField
        form={form}
        name="email"
        label={t('account.registration.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
      />
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
      <FormAlert id={ids.alert} tone={saved ? 'success' : 'error'} messages={alert} />
      <button type="submit" className="button" disabled={form.status === 'saving'}>
        {form.status === 'saving' ? t('account.info.saving') : t('account.info.save')}
      </button>
    </form>
  );
}

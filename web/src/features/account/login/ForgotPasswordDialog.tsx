import { useEffect, useId, useRef } from 'react';
import { FormAlert } from '../../../components/forms/FormAlert.tsx';
import { FormField } from '../../../components/forms/FormField.tsx';
import { problemsInOrder, useSchemaForm } from '../../../components/forms/schemaForm.ts';
import { CloseIcon } from '../../../components/icons/icons.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { apiErrorMessageKey, isApiError } from '../../../lib/api.ts';
import { type MessageKey, useT } from '../../../lib/intl.tsx';
import { resetPassword } from '../api.ts';
import { CodeField } from '../components/CodeField.tsx';
import { PhoneFields } from '../components/PhoneFields.tsx';
import { SendCodeButton } from '../components/SendCodeButton.tsx';
import { confirmDiffers, memberFormMessages, RESET_ORDER, resetFormSchema } from '../validation.ts';

/** The forgot-password modal (spec 000 §2, §5, §8): region, phone, code with resend countdown, new password. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const headingId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} className="modal account-modal">
      <ForgotPasswordForm headingId={headingId} onClose={onClose} />
    </Dialog>
  );
}

/** A refusal that is no field's: no connection or a server fault said so, anything else "reset failed". */
function failureKey(failure: unknown): MessageKey {
  return isApiError(failure) && (failure.isNetworkError || failure.isServerError)
    ? apiErrorMessageKey(failure)
    : 'account.reset.failed';
}

function ForgotPasswordForm({ headingId, onClose }: { headingId: string; onClose: () => void }) {
  const t = useT();
  const codeStatusId = useId();
  const alertId = useId();
  const doneRef = useRef<HTMLButtonElement>(null);
  const form = useSchemaForm(
    resetFormSchema,
    { locationId: 6, phone: '', verificationCode: '', password: '', confirmPassword: '' },
    { messages: memberFormMessages, alertId },
  );
  const done = form.status === 'saved';

  // The submit button is gone once the password is reset: focus moves to the way back.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const submit = form.onSubmit(({ confirmPassword: _retyped, ...body }) => resetPassword(body));
  const problems = form.failure ? [failureKey(form.failure)] : problemsInOrder(form.refused, RESET_ORDER);

  return (
    <div className="modal-body">
      <div className="modal-head">
        <h2 id={headingId}>{t('account.reset.title')}</h2>
        <button type="button" className="icon-button" aria-label={t('account.reset.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {done ? (
        <div className="reset-done">
          <FormAlert id={alertId} tone="success" messages={[t('account.reset.success')]} />
          <button ref={doneRef} type="button" className="button button-block" onClick={onClose}>
            {t('account.reset.backToLogin')}
          </button>
        </div>
      ) : (
        <form className="account-form" noValidate onSubmit={submit}>
          <p>{t('account.reset.intro')}</p>
          <PhoneFields
            locationId={form.values.locationId}
            onLocationChange={(locationId) => form.set('locationId', locationId)}
            phone={form.values.phone}
            onPhoneChange={(phone) => form.set('phone', phone)}
            invalid={form.errors.locationId !== undefined || form.errors.phone !== undefined}
            autoFocus
          />
          <SendCodeButton
            locationId={form.values.locationId}
            phone={form.values.phone}
            statusId={codeStatusId}
          />
          <CodeField form={form} />
          <FormField
            form={form}
            name="password"
            label={t('account.reset.password')}
            type="password"
            autoComplete="new-password"
          />
          <FormField
            form={form}
            name="confirmPassword"
            label={t('account.reset.confirm')}
            type="password"
            autoComplete="new-password"
            {...(confirmDiffers(form.values.password, form.values.confirmPassword)
              ? { 'aria-invalid': true }
              : {})}
          />
          <FormAlert id={alertId} messages={problems.map((key) => t(key))} />
          <button type="submit" className="button button-block" disabled={form.status === 'saving'}>
            {form.status === 'saving' ? t('account.reset.submitting') : t('account.reset.submit')}
          </button>
        </form>
      )}
    </div>
  );
}

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Field } from '../../../components/forms/Field.tsx';
import { FormAlert } from '../../../components/forms/FormAlert.tsx';
import { CloseIcon } from '../../../components/icons/icons.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { apiErrorMessageKey } from '../../../lib/api.ts';
import { type MessageKey, useT } from '../../../lib/intl.tsx';
import { resetPassword } from '../api.ts';
import { PhoneFields } from '../components/PhoneFields.tsx';
import { SendCodeButton } from '../components/SendCodeButton.tsx';
import { confirmDiffers, phoneDigits, resetProblems } from '../validation.ts';

/** The forgot-password modal (spec 000 §2, §5, §8): region, phone, code with resend countdown, new password. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const headingId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} className="modal account-modal">
      <ForgotPasswordForm headingId={headingId} onClose={onClose} />
    </Dialog>
  );
}

function ForgotPasswordForm({ headingId, onClose }: { headingId: string; onClose: () => void }) {
  const t = useT();
  const [locationId, setLocationId] = useState(6);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<MessageKey[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const codeStatusId = useId();
  const alertId = useId();
  const codeId = useId();
  const passwordId = useId();
  const confirmId = useId();
  const doneRef = useRef<HTMLButtonElement>(null);

  // The submit button is gone once the password is reset: focus moves to the way back.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = { locationId, phone, verificationCode: code, password, confirmPassword: confirm };
    const found = resetProblems(values);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const ok = await resetPassword({
        locationId,
        phone: phoneDigits(phone),
        verificationCode: code.trim(),
        password,
      });
      if (ok) setDone(true);
      else setProblems(['account.reset.failed']);
    } catch (error) {
      setProblems([apiErrorMessageKey(error)]);
    } finally {
      setBusy(false);
    }
  };

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
            locationId={locationId}
            onLocationChange={setLocationId}
            phone={phone}
            onPhoneChange={setPhone}
            autoFocus
          />
          <SendCodeButton locationId={locationId} phone={phone} statusId={codeStatusId} />
          <Field id={codeId} label={t('account.code.label')}>
            <input
              id={codeId}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </Field>
          <Field id={passwordId} label={t('account.reset.password')}>
            <input
              id={passwordId}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <Field id={confirmId} label={t('account.reset.confirm')}>
            <input
              id={confirmId}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              aria-invalid={confirmDiffers(password, confirm) || undefined}
            />
          </Field>
          <FormAlert id={alertId} messages={problems.map((key) => t(key))} />
          <button type="submit" className="button button-block" disabled={busy}>
            {busy ? t('account.reset.submitting') : t('account.reset.submit')}
          </button>
        </form>
      )}
    </div>
  );
}

import { useState } from 'react';
import { apiErrorMessageKey } from '../../../lib/api.ts';
import { type MessageKey, useT } from '../../../lib/intl.tsx';
import { sendCode } from '../api.ts';
import { callingCodeOf, phoneDigits, phoneProblems } from '../validation.ts';
import { useCountdown } from './useCountdown.ts';

export const RESEND_SECONDS = 60;

type Outcome = { key: MessageKey; values?: Record<string, string | number>; tone: 'info' | 'error' } | null;

/**
 * "Send code": texts a verification code to the phone, then stays disabled for 60 seconds with a countdown
 * (spec 000 §4 resend-code button). What happened is said in a status line under it.
 */
export function SendCodeButton({
  locationId,
  phone,
  statusId,
}: {
  locationId: number;
  phone: string;
  statusId: string;
}) {
  const t = useT();
  const countdown = useCountdown();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = async () => {
    const problems = phoneProblems(phone);
    if (problems[0]) {
      setOutcome({ key: problems[0], tone: 'error' });
      return;
    }
    setBusy(true);
    try {
      const result = await sendCode(locationId, phoneDigits(phone));
      if (result.sent) {
        countdown.start(result.resendAfterSeconds || RESEND_SECONDS);
        setOutcome({
          key: 'account.code.sent',
          values: { callingCode: callingCodeOf(locationId), phone: phoneDigits(phone) },
          tone: 'info',
        });
      } else if (result.reason === 'TOO_SOON') {
        countdown.start(result.retryAfterSeconds);
        setOutcome({
          key: 'account.code.tooSoon',
          values: { seconds: result.retryAfterSeconds },
          tone: 'error',
        });
      } else {
        setOutcome({ key: 'account.code.serviceError', tone: 'error' });
      }
    } catch (error) {
      setOutcome({ key: apiErrorMessageKey(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const waiting = countdown.seconds > 0;
  return (
    <div className="send-code">
      <button
        type="button"
        className="button button-secondary send-code-button"
        disabled={busy || waiting}
        aria-describedby={statusId}
        onClick={send}
      >
        {waiting ? t('account.code.wait', { seconds: countdown.seconds }) : t('account.code.send')}
      </button>
      <p id={statusId} className="form-note" role="status" data-tone={outcome?.tone}>
        {outcome ? t(outcome.key, outcome.values) : null}
      </p>
    </div>
  );
}

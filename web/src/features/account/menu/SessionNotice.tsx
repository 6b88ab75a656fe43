import { useEffect, useState } from 'react';
import { CloseIcon } from '../../../components/icons/icons.tsx';
import { type MessageKey, useT } from '../../../lib/intl.tsx';
import { sessionEvents } from '../../../lib/sessionEvents.ts';
import { watchSessionNotices } from '../sessionNotices.ts';

/**
 * The login-success message (spec 000 §4 "login success"), and the logout and expiry ones. It lives in the
 * shell, so it survives the navigation that follows a login. The live region is always present.
 */
export function SessionNotice() {
  const t = useT();
  const [message, setMessage] = useState<MessageKey | null>(null);

  useEffect(() => watchSessionNotices(sessionEvents, setMessage), []);

  return (
    <div className="session-notice" role="status" data-open={message !== null}>
      {message ? (
        <>
          <p>{t(message)}</p>
          <button
            type="button"
            className="icon-button"
            aria-label={t('account.notice.close')}
            onClick={() => setMessage(null)}
          >
            <CloseIcon />
          </button>
        </>
      ) : null}
    </div>
  );
}

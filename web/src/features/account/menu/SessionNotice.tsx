import { useEffect, useState } from 'react';
import { CloseIcon } from '../../../components/icons/icons.tsx';
import { type MessageKey, useT } from '../../../lib/intl.tsx';
import { type SessionEvent, sessionEvents } from '../../../lib/sessionEvents.ts';

/** Spec 000 §9: confirmation messages close themselves after 3 seconds. */
export const NOTICE_MS = 3000;

export function noticeFor(event: SessionEvent): MessageKey | null {
  if (event.type === 'loggedIn') {
    if (event.source === 'login') return 'account.notice.loggedIn';
    if (event.source === 'registration') return 'account.notice.registered';
    return null;
  }
  if (event.type === 'loggedOut') {
    if (event.reason === 'logout') return 'account.notice.loggedOut';
    if (event.reason === 'expired' || event.reason === 'invalidToken') return 'account.notice.expired';
  }
  return null;
}

/**
 * The login-success message (spec 000 §4 "login success"), and the logout and expiry ones. It lives in the
 * shell, so it survives the navigation that follows a login. The live region is always present.
 */
export function SessionNotice() {
  const t = useT();
  const [message, setMessage] = useState<MessageKey | null>(null);

  useEffect(() => {
    const show = (event: SessionEvent) => {
      const key = noticeFor(event);
      if (key) setMessage(key);
    };
    const offIn = sessionEvents.on('loggedIn', show);
    const offOut = sessionEvents.on('loggedOut', show);
    return () => {
      offIn();
      offOut();
    };
  }, []);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

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

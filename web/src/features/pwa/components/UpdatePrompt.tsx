import { useRegisterSW } from 'virtual:pwa-register/react';
import { useT } from '../../../lib/intl.tsx';
import './pwa.css';

/** How often a long-open tab asks the server whether sw.js changed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers sw.js (registerType 'prompt'): a new release waits until the shopper chooses to reload, so a
 * half-filled checkout is never swapped out from under them.
 */
export function UpdatePrompt() {
  const t = useT();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && registration.installing === null) void registration.update();
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });

  return (
    <div className="update-prompt" role="status" data-open={needRefresh}>
      {needRefresh ? (
        <>
          <p>{t('update.message')}</p>
          <div className="update-actions">
            <button type="button" className="button" onClick={() => void updateServiceWorker(true)}>
              {t('update.reload')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setNeedRefresh(false)}>
              {t('update.dismiss')}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}

import { useRegisterSW } from 'virtual:pwa-register/react';
import { useRef } from 'react';
import { useT } from '../../../lib/intl.tsx';
import './pwa.css';

/** How often a long-open tab asks the server whether sw.js changed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/**
 * How often "reload" asks the waiting worker again. Chromium parks a takeover when one of the page's fetches
 * (the home video, a deferred request) lands just as the new worker starts activating: the worker stays
 * waiting and the page never reloads, so the button would do nothing.
 */
const TAKEOVER_RETRY_MS = 2000;

/**
 * Registers sw.js (registerType 'prompt'): a new release waits until the shopper chooses to reload, so a
 * half-filled checkout is never swapped out from under them.
 */
export function UpdatePrompt() {
  const t = useT();
  const registrationRef = useRef<ServiceWorkerRegistration | null>(null);
  // The release the shopper said "later" to. workbox-window can report one release twice (installed, then
  // waiting, when its install began before this page registered): the prompt must not come back for it.
  const dismissedRef = useRef<ServiceWorker | null>(null);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      registrationRef.current = registration;
      setInterval(() => {
        if (navigator.onLine && registration.installing === null) void registration.update();
      }, UPDATE_CHECK_MS);
    },
    onNeedRefresh() {
      const waiting = registrationRef.current?.waiting ?? null;
      if (waiting !== null && waiting === dismissedRef.current) setNeedRefresh(false);
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });

  const reload = () => {
    // The new worker takes over and vite-plugin-pwa reloads the page on controllerchange.
    void updateServiceWorker(true);
    const retry = window.setInterval(() => {
      const waiting = registrationRef.current?.waiting ?? null;
      if (waiting !== null) {
        waiting.postMessage({ type: 'SKIP_WAITING' });
        return;
      }
      // Taken over, and still this page: reload into the new release.
      window.clearInterval(retry);
      window.location.reload();
    }, TAKEOVER_RETRY_MS);
  };

  const later = () => {
    dismissedRef.current = registrationRef.current?.waiting ?? null;
    setNeedRefresh(false);
  };

  return (
    <div className="update-prompt" role="status" data-open={needRefresh}>
      {needRefresh ? (
        <>
          <p>{t('update.message')}</p>
          <div className="update-actions">
            <button type="button" className="button" onClick={reload}>
              {t('update.reload')}
            </button>
            <button type="button" className="button button-secondary" onClick={later}>
              {t('update.dismiss')}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}

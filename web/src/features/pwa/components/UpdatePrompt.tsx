import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/intl.tsx';
import { switchToNewRelease } from '../releaseSwitch.ts';
import './pwa.css';

/** How often a long-open tab asks the server whether sw.js changed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers sw.js (registerType 'prompt'): a new release waits until the shopper chooses to reload, so a
 * half-filled checkout is never swapped out from under them. "Reload" works whatever state the release is
 * in (releaseSwitch.ts): the button says it is updating until the new release has the page.
 */
export function UpdatePrompt() {
  const t = useT();
  const registrationRef = useRef<ServiceWorkerRegistration | null>(null);
  // The release the shopper said "later" to. workbox-window can report one release twice (installed, then
  // waiting, when its install began before this page registered): the prompt must not come back for it.
  const dismissedRef = useRef<ServiceWorker | null>(null);
  const stopSwitchRef = useRef<(() => void) | null>(null);
  const [updating, setUpdating] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
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
    // The library reloads when the new release takes over; the switch below does that, once.
    onNeedReload() {},
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });

  useEffect(() => () => stopSwitchRef.current?.(), []);

  const reload = () => {
    const registration = registrationRef.current;
    setUpdating(true);
    if (registration === null) {
      window.location.reload();
      return;
    }
    stopSwitchRef.current ??= switchToNewRelease({
      registration,
      container: navigator.serviceWorker,
      reloadPage: () => window.location.reload(),
    });
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
            <button
              type="button"
              className="button"
              onClick={reload}
              disabled={updating}
              aria-busy={updating}
            >
              {t(updating ? 'update.reloading' : 'update.reload')}
            </button>
            {updating ? null : (
              <button type="button" className="button button-secondary" onClick={later}>
                {t('update.dismiss')}
              </button>
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}

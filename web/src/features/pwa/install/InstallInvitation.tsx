import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../../lib/intl.tsx';
import { heldInstallPrompt, onInstallPromptChange, takeInstallPrompt } from './installPrompt.ts';
import {
  countVisit,
  type InstallRecord,
  type InstallWay,
  isAfterOrder,
  isIosSafari,
  rememberDismissed,
  shouldInvite,
} from './installTiming.ts';
import '../components/pwa.css';
import './install.css';

function runningInstalled(): boolean {
  return (
    matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function installWay(): InstallWay {
  if (heldInstallPrompt()) return 'prompt';
  return isIosSafari(navigator.userAgent, navigator.platform, navigator.maxTouchPoints)
    ? 'iosShareSheet'
    : null;
}

/**
 * The invitation to install the shop (installTiming.ts decides when). Chromium (Android, desktop) shows its
 * own install dialog from the prompt the entry held (installPrompt.ts); iOS Safari has none, so the
 * invitation says where Add to Home Screen is. Loaded after the first view (RootLayout, lib/deferred.tsx),
 * and browser only: the server and hydration render nothing. `<html data-install-invitation>` records the
 * decision (offered, or not-now) for the end-to-end test and anyone looking at the page.
 */
export function InstallInvitation() {
  const t = useT();
  const headingId = useId();
  const { pathname } = useLocation();
  const [way, setWay] = useState<InstallWay>(null);
  // The visits and the last dismissal, read once a page: a dismissal here closes the invitation (closed).
  const [record, setRecord] = useState<InstallRecord | null>(null);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    setRecord(countVisit(localStorage, sessionStorage));
    setWay(installWay());
    return onInstallPromptChange(() => setWay(installWay()));
  }, []);

  const offered =
    record !== null &&
    !closed &&
    shouldInvite({
      standalone: runningInstalled(),
      way,
      visits: record.visits,
      afterOrder: isAfterOrder(pathname),
      dismissedAt: record.dismissedAt,
      now: Date.now(),
    });

  useEffect(() => {
    if (record === null) return;
    document.documentElement.dataset.installInvitation = offered ? 'offered' : 'not-now';
  }, [record, offered]);

  if (!offered) return null;

  const dismiss = () => {
    rememberDismissed(localStorage, Date.now());
    setClosed(true);
  };
  const install = async () => {
    const prompt = takeInstallPrompt();
    setClosed(true);
    if (!prompt) return;
    await prompt.prompt();
    // Declined in the browser's own dialog: as good as "not now".
    if ((await prompt.userChoice).outcome === 'dismissed') rememberDismissed(localStorage, Date.now());
  };

  return (
    <aside className="install-invitation" aria-labelledby={headingId} data-testid="install-invitation">
      <img src="/icons/icon-192.png" width="48" height="48" alt="" />
      <div className="install-invitation-text">
        <h2 id={headingId}>{t('install.title')}</h2>
        <p>{t(way === 'iosShareSheet' ? 'install.ios.steps' : 'install.body')}</p>
      </div>
      <div className="install-invitation-actions">
        {way === 'prompt' ? (
          <button type="button" className="button" onClick={() => void install()}>
            {t('install.install')}
          </button>
        ) : null}
        <button type="button" className="button button-secondary" onClick={dismiss}>
          {t(way === 'prompt' ? 'install.later' : 'install.ios.done')}
        </button>
      </div>
    </aside>
  );
}

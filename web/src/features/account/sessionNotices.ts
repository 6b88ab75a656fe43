import type { MessageKey } from '../../lib/intl.tsx';
import type { SessionEvent, SessionEvents } from '../../lib/sessionEvents.ts';

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
 * Shows the notice of each session event that has one and hides it NOTICE_MS later; a newer notice replaces
 * the shown one and gets its own NOTICE_MS. Answers the function that stops watching (and any pending hide).
 */
export function watchSessionNotices(
  events: SessionEvents,
  show: (key: MessageKey | null) => void,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): () => void {
  let hide: ReturnType<typeof setTimeout> | undefined;
  const notice = (event: SessionEvent) => {
    const key = noticeFor(event);
    if (!key) return;
    timers.clearTimeout(hide);
    show(key);
    hide = timers.setTimeout(() => show(null), NOTICE_MS);
  };
  const offIn = events.on('loggedIn', notice);
  const offOut = events.on('loggedOut', notice);
  return () => {
    offIn();
    offOut();
    timers.clearTimeout(hide);
  };
}

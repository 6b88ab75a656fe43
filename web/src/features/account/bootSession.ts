import { afterFirstView } from '../../lib/afterFirstView.ts';
import { setAuthTokenProvider } from '../../lib/api.ts';
import { currentAuthToken, restoreSession } from '../../lib/session.ts';
import type { SessionService } from './sessionService.ts';

/** The auth machine (and xstate) load after the first view (lib/afterFirstView.ts); this part is tiny. */
export function loadSessionService(): Promise<SessionService> {
  return import('./sessionService.ts').then((module) => module.startedBrowserSessionService());
}

let leavingAfterLogout = false;

/**
 * The member's own logout (header menu): member pages must then go home, not answer the ended session
 * with a redirect to the login page. `leave` navigates; the flag lasts until it is done.
 */
export async function logOutAndLeave(leave: () => Promise<void> | void): Promise<void> {
  const service = await loadSessionService();
  leavingAfterLogout = true;
  try {
    service.logOut();
    await leave();
  } finally {
    leavingAfterLogout = false;
  }
}

export function isLeavingAfterLogout(): boolean {
  return leavingAfterLogout;
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * At app start: show the stored session at once, let the API client ask it for the bearer token, and start
 * the auth machine, which evaluates the token (spec 000 §4: on app start) and keeps evaluating it.
 */
export function bootSession(): void {
  restoreSession(localStorageOrUndefined());
  setAuthTokenProvider({
    token: () => currentAuthToken(),
    rejected: () => {
      void loadSessionService().then((service) => service.tokenRejected());
    },
  });
  // The machine evaluates the stored token once the first view has settled (or at the first interaction):
  // until then currentAuthToken() already withholds an expired token.
  afterFirstView(() => void loadSessionService());
}

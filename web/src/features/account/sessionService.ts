import { type ActorOptions, createActor, fromPromise } from 'xstate';
import { api } from '../../lib/api.ts';
import { nextTask } from '../../lib/nextTask.ts';
import {
  parseStoredToken,
  publishSession,
  readStoredToken,
  SESSION_STORAGE_KEY,
  type Session,
  type SessionStorageLike,
  writeStoredSession,
} from '../../lib/session.ts';
import { type SessionEvents, sessionEvents } from '../../lib/sessionEvents.ts';
import { authMachine } from './authMachine.ts';

/** What the app asks of the session; pages get it through `loadSessionService()` (bootSession.ts). */
export interface SessionService {
  /** Hands a token from login or sign-up to the machine; false when the token is unusable. */
  loggedIn(token: string, source: 'login' | 'registration'): boolean;
  logOut(): void;
  /** Fetch a fresh token now (claims changed: name, level). */
  refresh(): void;
  check(): void;
  tokenRejected(): void;
  stop(): void;
}

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
type Clock = NonNullable<ActorOptions<typeof authMachine>['clock']>;

export interface SessionServiceDeps {
  storage: SessionStorageLike;
  /** Receives 'storage' events (window). */
  storageEvents?: Listenable;
  /** Receives 'visibilitychange' and tells whether the page is visible (document). */
  visibility?: Listenable & { visibilityState: DocumentVisibilityState };
  refreshToken: (token: string) => Promise<string>;
  /**
   * POST logout: the server revokes the token, so a copy of it (another device's backup, a stolen one) stops
   * working too. Sent and forgotten: logging out offline still ends the session here.
   */
  revokeToken?: (token: string) => Promise<void>;
  now?: () => number;
  /** Timers of the periodic check; tests pass xstate's SimulatedClock. */
  clock?: Clock;
  publish?: (session: Session | null) => void;
  events?: SessionEvents;
  logRefreshFailure?: (error: unknown) => void;
}

/**
 * Runs the auth machine against the outside world: reads the stored token at start, writes what the
 * machine persists, keeps tabs in step through 'storage' events, checks again when the tab becomes
 * visible, publishes the session to lib/session.ts (header, pages, API client) and announces logins and
 * logouts on lib/sessionEvents.ts (the cart's hook).
 */
export function startSessionService(deps: SessionServiceDeps): SessionService {
  const publish = deps.publish ?? publishSession;
  const events = deps.events ?? sessionEvents;
  const machine = authMachine.provide({
    actors: {
      refreshToken: fromPromise<string, { token: string }>(({ input }) => deps.refreshToken(input.token)),
    },
  });
  const actor = createActor(machine, {
    input: { token: readStoredToken(deps.storage), now: deps.now ?? Date.now },
    ...(deps.clock ? { clock: deps.clock } : {}),
  });

  // Storage and the published session change before anyone hears the news, so listeners (the cart
  // merging a guest cart) already find the new token.
  actor.on('persist', ({ session }) => writeStoredSession(deps.storage, session));
  actor.on('loggedIn', ({ session, source }) => {
    publish(session);
    events.emit({ type: 'loggedIn', memberId: session.member_id, source });
  });
  actor.on('refreshed', ({ session }) => {
    publish(session);
    events.emit({ type: 'refreshed', memberId: session.member_id });
  });
  actor.on('loggedOut', ({ reason }) => {
    publish(null);
    events.emit({ type: 'loggedOut', reason });
  });
  actor.on('refreshFailed', ({ error }) =>
    (deps.logRefreshFailure ?? ((e) => console.warn('Token refresh failed', e)))(error),
  );
  const subscription = actor.subscribe((snapshot) => {
    const held = snapshot.matches('loggedIn') || snapshot.matches('refreshing');
    publish(held ? snapshot.context.session : null);
  });

  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    // key null: another tab cleared all of storage.
    if (key !== SESSION_STORAGE_KEY && key !== null) return;
    actor.send({ type: 'STORAGE_CHANGED', token: key === null ? null : parseStoredToken(newValue) });
  };
  const onVisibility = () => {
    if (deps.visibility?.visibilityState === 'visible') actor.send({ type: 'CHECK' });
  };
  deps.storageEvents?.addEventListener('storage', onStorage);
  deps.visibility?.addEventListener('visibilitychange', onVisibility);
  actor.start();

  return {
    loggedIn(token, source) {
      actor.send({ type: 'LOGGED_IN', token, source });
      const snapshot = actor.getSnapshot();
      return snapshot.matches('loggedIn') && snapshot.context.token === token;
    },
    logOut() {
      const { token } = actor.getSnapshot().context;
      actor.send({ type: 'LOG_OUT' });
      if (token && deps.revokeToken) deps.revokeToken(token).catch(() => {});
    },
    refresh: () => actor.send({ type: 'REFRESH' }),
    check: () => actor.send({ type: 'CHECK' }),
    tokenRejected: () => actor.send({ type: 'TOKEN_REJECTED' }),
    stop() {
      deps.storageEvents?.removeEventListener('storage', onStorage);
      deps.visibility?.removeEventListener('visibilitychange', onVisibility);
      subscription.unsubscribe();
      actor.stop();
    },
  };
}

/** POST member/refreshToken: the new token as plain text. The token is passed explicitly, so a refusal
 * is a refresh failure (only logged), not a logout. */
async function refreshTokenCall(token: string): Promise<string> {
  const answer = await api.request<unknown>('member/refreshToken', { method: 'POST', token });
  if (typeof answer !== 'string' || answer.trim() === '') throw new Error('No token in the refresh answer');
  return answer.trim();
}

/** Storage can be blocked by privacy settings: the session then lasts as long as the page. */
function browserStorage(): SessionStorageLike {
  try {
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

let browserService: SessionService | null = null;

/**
 * The tab's session, started in a task after the one that evaluated this module (xstate and the machine's
 * definition): together they were one long task of the page's first seconds.
 */
export async function startedBrowserSessionService(): Promise<SessionService> {
  if (!browserService) await nextTask();
  return browserSessionService();
}

/** The one session of this tab. */
export function browserSessionService(): SessionService {
  browserService ??= startSessionService({
    storage: browserStorage(),
    storageEvents: window,
    visibility: document,
    refreshToken: refreshTokenCall,
    revokeToken: async (token) => {
      await api.request('logout', { method: 'POST', token });
    },
  });
  return browserService;
}

import { assign, emit, fromPromise, setup } from 'xstate';
import { decodeSessionToken, isExpired, isNearExpiry, type Session } from '../../lib/session.ts';

/**
 * The login state of spec 000 §4: logged out; logged in; logged in near expiry (→ refreshing); logged in
 * and expired (→ logging out). Evaluated at start, every CHECK_INTERVAL_MS while logged in, and whenever
 * the app sends CHECK (the tab became visible again).
 *
 * Near expiry means within 7 days (604,800 s) of `exp`. The specification's formula, "exp at or before now
 * minus 7 days", can never hold while the token is unexpired, so it would never refresh; this machine
 * implements the intent instead (documented in web/README.md).
 *
 * The machine only decides. It reports what the outside must do as emitted events: `persist` (write the
 * session to storage, or remove it), `loggedIn`, `loggedOut` (clear the cart and member info), `refreshed`,
 * `refreshFailed` (log it: the session stays until it expires). Time comes from `input.now`, and the
 * periodic check is a delayed transition, so tests drive both with xstate's SimulatedClock.
 */
export const CHECK_INTERVAL_MS = 60_000;
/** After a failed refresh, wait this long before trying again (the session stays meanwhile). */
export const REFRESH_RETRY_MS = 15 * 60_000;

export type EndReason = 'logout' | 'expired' | 'invalidToken' | 'otherTab';
export type StartSource = 'login' | 'registration' | 'otherTab';

export interface AuthContext {
  token: string | null;
  /** The token's claims; null when there is no token or it is unusable. */
  session: Session | null;
  now: () => number;
  /** No refresh before this time (ms): set after a failed refresh. */
  refreshNotBefore: number;
  endReason: EndReason;
}

export interface AuthInput {
  /** The stored token at start: null when none, '' or any unusable string is cleared. */
  token: string | null;
  now: () => number;
}

export type AuthEvent =
  /** Evaluate now (tab visible again, or a member page wants a fresh verdict). */
  | { type: 'CHECK' }
  /** The login or sign-up answered with a token. */
  | { type: 'LOGGED_IN'; token: string; source: 'login' | 'registration' }
  | { type: 'LOG_OUT' }
  /** Ask for a fresh token now (the member changed their name or level). */
  | { type: 'REFRESH' }
  /** The server refused the token on a member call (revoked by a password reset elsewhere). */
  | { type: 'TOKEN_REJECTED' }
  /** Another tab wrote (or removed) the stored session. */
  | { type: 'STORAGE_CHANGED'; token: string | null };

export type AuthEmitted =
  | { type: 'persist'; session: Session | null }
  | { type: 'loggedIn'; session: Session; source: StartSource }
  | { type: 'loggedOut'; reason: EndReason }
  | { type: 'refreshed'; session: Session }
  | { type: 'refreshFailed'; error: unknown };

/** A token that can be used now: decodable, with exp, not expired. */
function liveSession(token: string | null | undefined, nowMs: number): Session | null {
  if (!token) return null;
  const session = decodeSessionToken(token);
  return session && !isExpired(session, nowMs) ? session : null;
}

/**
 * Another tab changed the stored session while this one is logged in (or refreshing): logged out there,
 * logged in as someone else (that member's session replaces this one), or refreshed first (take its token,
 * a refresh in flight here is then dropped).
 */
const storageChangedWhileLoggedIn = [
  { guard: 'storageCleared', target: 'loggingOut', actions: { type: 'endBecause', params: 'otherTab' } },
  {
    guard: 'storedTokenIsAnotherMember',
    target: 'checking',
    actions: ['adoptStoredToken', 'announceLogin'],
  },
  { guard: 'storedTokenLive', target: 'checking', actions: 'adoptStoredToken' },
] as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as AuthInput,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: {
    /** POST member/refreshToken with the current token; resolves to the new token text. */
    refreshToken: fromPromise<string, { token: string }>(async () => {
      throw new Error('refreshToken is provided by the session service');
    }),
  },
  delays: {
    checkInterval: CHECK_INTERVAL_MS,
  },
  guards: {
    hasNoToken: ({ context }) => context.token === null,
    tokenUnusable: ({ context }) => context.session === null,
    tokenExpired: ({ context }) => context.session !== null && isExpired(context.session, context.now()),
    tokenNearExpiry: ({ context }) =>
      context.session !== null &&
      isNearExpiry(context.session, context.now()) &&
      context.now() >= context.refreshNotBefore,
    canRefresh: ({ context }) => context.session !== null && !isExpired(context.session, context.now()),
    loginTokenLive: ({ context, event }) =>
      event.type === 'LOGGED_IN' && liveSession(event.token, context.now()) !== null,
    storageCleared: ({ event }) => event.type === 'STORAGE_CHANGED' && event.token === null,
    storedTokenLive: ({ context, event }) =>
      event.type === 'STORAGE_CHANGED' && liveSession(event.token, context.now()) !== null,
    storedTokenIsAnotherMember: ({ context, event }) =>
      event.type === 'STORAGE_CHANGED' &&
      liveSession(event.token, context.now())?.member_id !== context.session?.member_id,
    refreshedTokenLive: ({ context, event }) =>
      'output' in event &&
      typeof event.output === 'string' &&
      liveSession(event.output, context.now()) !== null,
  },
  actions: {
    adoptLoginToken: assign(({ context, event }) => {
      if (event.type !== 'LOGGED_IN') return {};
      return { token: event.token, session: liveSession(event.token, context.now()), refreshNotBefore: 0 };
    }),
    adoptStoredToken: assign(({ context, event }) => {
      if (event.type !== 'STORAGE_CHANGED') return {};
      return { token: event.token, session: liveSession(event.token, context.now()), refreshNotBefore: 0 };
    }),
    adoptRefreshedToken: assign(({ context, event }) => {
      const token = 'output' in event && typeof event.output === 'string' ? event.output : null;
      return { token, session: liveSession(token, context.now()), refreshNotBefore: 0 };
    }),
    postponeRefresh: assign(({ context }) => ({ refreshNotBefore: context.now() + REFRESH_RETRY_MS })),
    forgetToken: assign({ token: null, session: null, refreshNotBefore: 0 }),
    endBecause: assign((_, reason: EndReason) => ({ endReason: reason })),
    persistSession: emit(({ context }) => ({ type: 'persist' as const, session: context.session })),
    announceLogin: emit(({ context, event }) => ({
      type: 'loggedIn' as const,
      session: context.session as Session,
      source: event.type === 'LOGGED_IN' ? event.source : ('otherTab' as const),
    })),
    announceLogout: emit(({ context }) => ({ type: 'loggedOut' as const, reason: context.endReason })),
    announceRefresh: emit(({ context }) => ({
      type: 'refreshed' as const,
      session: context.session as Session,
    })),
    reportRefreshFailure: emit(({ event }) => ({
      type: 'refreshFailed' as const,
      error: 'error' in event ? event.error : new Error('The refreshed token was unusable'),
    })),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    token: input.token,
    session: input.token ? decodeSessionToken(input.token) : null,
    now: input.now,
    refreshNotBefore: 0,
    endReason: 'expired',
  }),
  initial: 'checking',
  states: {
    /** Transient: the verdict on the current token. */
    checking: {
      always: [
        { guard: 'hasNoToken', target: 'loggedOut' },
        {
          guard: 'tokenUnusable',
          target: 'loggingOut',
          actions: { type: 'endBecause', params: 'invalidToken' },
        },
        { guard: 'tokenExpired', target: 'loggingOut', actions: { type: 'endBecause', params: 'expired' } },
        { guard: 'tokenNearExpiry', target: 'refreshing' },
        { target: 'loggedIn' },
      ],
    },
    loggedOut: {
      on: {
        LOGGED_IN: {
          guard: 'loginTokenLive',
          target: 'loggedIn',
          actions: ['adoptLoginToken', 'persistSession', 'announceLogin'],
        },
        // Another tab logged in: adopt its session (it already stored it).
        STORAGE_CHANGED: {
          guard: 'storedTokenLive',
          target: 'checking',
          actions: ['adoptStoredToken', 'announceLogin'],
        },
      },
    },
    loggedIn: {
      after: { checkInterval: { target: 'checking' } },
      on: {
        CHECK: 'checking',
        REFRESH: { guard: 'canRefresh', target: 'refreshing' },
        LOG_OUT: { target: 'loggingOut', actions: { type: 'endBecause', params: 'logout' } },
        TOKEN_REJECTED: { target: 'loggingOut', actions: { type: 'endBecause', params: 'invalidToken' } },
        LOGGED_IN: {
          guard: 'loginTokenLive',
          target: 'loggedIn',
          reenter: true,
          actions: ['adoptLoginToken', 'persistSession', 'announceLogin'],
        },
        STORAGE_CHANGED: storageChangedWhileLoggedIn,
      },
    },
    refreshing: {
      invoke: {
        src: 'refreshToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: 'refreshedTokenLive',
            target: 'loggedIn',
            actions: ['adoptRefreshedToken', 'persistSession', 'announceRefresh'],
          },
          // An unusable answer counts as a failure: keep the current token.
          { target: 'loggedIn', actions: ['postponeRefresh', 'reportRefreshFailure'] },
        ],
        // Spec 000 §7: a refresh failure is only logged; the session lasts until it expires.
        onError: { target: 'loggedIn', actions: ['postponeRefresh', 'reportRefreshFailure'] },
      },
      // Leaving this state cancels the refresh call: its answer is then ignored.
      on: {
        LOG_OUT: { target: 'loggingOut', actions: { type: 'endBecause', params: 'logout' } },
        TOKEN_REJECTED: { target: 'loggingOut', actions: { type: 'endBecause', params: 'invalidToken' } },
        LOGGED_IN: {
          guard: 'loginTokenLive',
          target: 'loggedIn',
          actions: ['adoptLoginToken', 'persistSession', 'announceLogin'],
        },
        STORAGE_CHANGED: storageChangedWhileLoggedIn,
      },
    },
    /** Transient: clear the session and tell the app (cart, member info), then logged out. */
    loggingOut: {
      entry: ['forgetToken', 'persistSession', 'announceLogout'],
      always: 'loggedOut',
    },
  },
});

export type AuthMachine = typeof authMachine;

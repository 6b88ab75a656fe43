import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createApiClient } from '../../lib/api.ts';
import {
  currentAuthToken,
  decodeSessionToken,
  SESSION_STORAGE_KEY,
  type Session,
} from '../../lib/session.ts';
import { createSessionEvents, type SessionEvent } from '../../lib/sessionEvents.ts';
import { CHECK_INTERVAL_MS } from './authMachine.ts';
import { type SessionService, startSessionService } from './sessionService.ts';
import { DAY_SECONDS, memberToken, testToken } from './testTokens.ts';

const START = Date.UTC(2026, 4, 1, 9, 30, 0);

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** A document whose visibility the test flips. */
class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  become(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function storageEvent(key: string | null, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue });
}

const started: SessionService[] = [];
afterEach(() => {
  for (const service of started.splice(0)) service.stop();
});

function setup(stored: Session | string | null, refresh = async (_token: string) => 'none') {
  const storage = new MemoryStorage();
  if (typeof stored === 'string') storage.setItem(SESSION_STORAGE_KEY, stored);
  else if (stored) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
  const clock = new SimulatedClock();
  clock.set(START);
  const win = new EventTarget();
  const doc = new FakeDocument();
  const events = createSessionEvents();
  const heard: SessionEvent[] = [];
  for (const type of ['loggedIn', 'loggedOut', 'refreshed'] as const) events.on(type, (e) => heard.push(e));
  const published: Array<Session | null> = [];
  const failures: unknown[] = [];
  const service = startSessionService({
    storage,
    storageEvents: win,
    visibility: doc,
    refreshToken: refresh,
    now: () => clock.now(),
    clock,
    events,
    publish: (session) => published.push(session),
    logRefreshFailure: (error) => failures.push(error),
  });
  started.push(service);
  const stored_ = () => {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    return raw === null ? null : (JSON.parse(raw) as Session);
  };
  return { service, storage, clock, win, doc, heard, published, failures, stored: stored_ };
}

const sessionOf = (token: string) => decodeSessionToken(token) as Session;

describe('session service', () => {
  it('restores a stored session and publishes it', () => {
    const session = sessionOf(memberToken(START, 14 * DAY_SECONDS));
    const { published, heard, stored } = setup(session);
    expect(published.at(-1)).toEqual(session);
    expect(stored()).toEqual(session);
    expect(heard).toEqual([]);
  });

  it('an expired stored session is removed from storage, unpublished and announced (cart clears)', () => {
    const { published, heard, stored } = setup(sessionOf(memberToken(START, -60)));
    expect(stored()).toBeNull();
    expect(published.at(-1)).toBeNull();
    expect(heard).toEqual([{ type: 'loggedOut', reason: 'expired' }]);
  });

  it('a stored session whose token has no exp is cleared', () => {
    const token = testToken({ sub: '7', firstname: '嘉欣' });
    const { stored, heard } = setup(JSON.stringify({ token, member_id: '7' }));
    expect(stored()).toBeNull();
    expect(heard).toEqual([{ type: 'loggedOut', reason: 'invalidToken' }]);
  });

  it('login stores the decoded member info with the spec field names and announces the source', () => {
    const { service, stored, heard, published } = setup(null);
    const token = memberToken(START, 14 * DAY_SECONDS, { authority: 'ROLE_VIP', sub: '12' });
    expect(service.loggedIn(token, 'login')).toBe(true);
    expect(stored()).toEqual({
      member_id: '12',
      member_first_name: '嘉欣',
      member_last_name: '陳',
      member_level: 'ROLE_VIP',
      member_email: 'kayan.chan@example.com',
      token,
      exp: Math.floor(START / 1000) + 14 * DAY_SECONDS,
    });
    expect(published.at(-1)?.token).toBe(token);
    expect(heard).toEqual([{ type: 'loggedIn', memberId: '12', source: 'login' }]);
  });

  it('refuses a login token without exp', () => {
    const { service, stored, heard } = setup(null);
    expect(service.loggedIn(testToken({ sub: '7' }), 'login')).toBe(false);
    expect(stored()).toBeNull();
    expect(heard).toEqual([]);
  });

  it('the session is published before listeners hear of the login (the cart can use the token)', () => {
    const storage = new MemoryStorage();
    const events = createSessionEvents();
    let current: Session | null = null;
    let seenByListener: Session | null = null;
    events.on('loggedIn', () => {
      seenByListener = current;
    });
    const service = startSessionService({
      storage,
      refreshToken: async () => 'x',
      events,
      publish: (session) => {
        current = session;
      },
    });
    started.push(service);
    const token = memberToken(Date.now(), 14 * DAY_SECONDS);
    service.loggedIn(token, 'registration');
    expect(seenByListener).toMatchObject({ token });
  });

  it('logout clears storage, unpublishes and announces the logout', () => {
    const { service, stored, heard, published } = setup(sessionOf(memberToken(START, 14 * DAY_SECONDS)));
    service.logOut();
    expect(stored()).toBeNull();
    expect(published.at(-1)).toBeNull();
    expect(heard).toEqual([{ type: 'loggedOut', reason: 'logout' }]);
  });

  it('logout asks the server to revoke the token, and ends the session even when that call fails', async () => {
    const token = memberToken(START, 14 * DAY_SECONDS);
    const storage = new MemoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionOf(token)));
    const revoked: string[] = [];
    const service = startSessionService({
      storage,
      refreshToken: async () => 'none',
      revokeToken: async (sent) => {
        revoked.push(sent);
        throw new Error('offline');
      },
      now: () => START,
      publish: () => {},
    });
    started.push(service);
    service.logOut();
    expect(revoked).toEqual([token]);
    // The refused call changes nothing here: the session is over all the same.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('refreshes a near-expiry session and stores the new token', async () => {
    const old = memberToken(START, 2 * DAY_SECONDS);
    const fresh = memberToken(START, 14 * DAY_SECONDS);
    const calls: string[] = [];
    const { stored, heard } = setup(sessionOf(old), async (token) => {
      calls.push(token);
      return fresh;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([old]);
    expect(stored()?.token).toBe(fresh);
    expect(heard).toEqual([{ type: 'refreshed', memberId: '7' }]);
  });

  it('logs a refresh failure and keeps the session', async () => {
    const old = memberToken(START, 2 * DAY_SECONDS);
    const { stored, failures, heard } = setup(sessionOf(old), async () => {
      throw new Error('offline');
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toHaveLength(1);
    expect(stored()?.token).toBe(old);
    expect(heard).toEqual([]);
  });

  it('logs out when the clock passes exp (periodic check)', async () => {
    const { clock, stored, heard, failures } = setup(sessionOf(memberToken(START, 90)));
    // Near expiry: refresh is attempted and fails with the default answer ('none' is no token).
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toHaveLength(1);
    clock.increment(CHECK_INTERVAL_MS);
    expect(stored()).not.toBeNull();
    clock.increment(CHECK_INTERVAL_MS);
    expect(stored()).toBeNull();
    expect(heard.at(-1)).toEqual({ type: 'loggedOut', reason: 'expired' });
  });

  it('checks again when the tab becomes visible', async () => {
    const storage = new MemoryStorage();
    let wall = START;
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionOf(memberToken(START, 8 * DAY_SECONDS))));
    const doc = new FakeDocument();
    const service = startSessionService({
      storage,
      visibility: doc,
      refreshToken: async () => 'x',
      now: () => wall,
      clock: new SimulatedClock(),
      publish: () => {},
      events: createSessionEvents(),
    });
    started.push(service);
    wall += 9 * DAY_SECONDS * 1000;
    doc.become('hidden');
    expect(storage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    doc.become('visible');
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('follows other tabs: their login, their logout, and a cleared storage', () => {
    const { win, heard, published } = setup(null);
    const token = memberToken(START, 14 * DAY_SECONDS);
    win.dispatchEvent(storageEvent(SESSION_STORAGE_KEY, JSON.stringify(sessionOf(token))));
    expect(published.at(-1)?.token).toBe(token);
    expect(heard).toEqual([{ type: 'loggedIn', memberId: '7', source: 'otherTab' }]);

    win.dispatchEvent(storageEvent('something-else', null));
    expect(published.at(-1)?.token).toBe(token);

    win.dispatchEvent(storageEvent(SESSION_STORAGE_KEY, null));
    expect(published.at(-1)).toBeNull();
    expect(heard.at(-1)).toEqual({ type: 'loggedOut', reason: 'otherTab' });

    win.dispatchEvent(storageEvent(SESSION_STORAGE_KEY, JSON.stringify(sessionOf(token))));
    win.dispatchEvent(storageEvent(null, null));
    expect(published.at(-1)).toBeNull();
  });
});

describe('the API client asks the session for the token', () => {
  it('sends no Authorization once the token has expired, even before the machine noticed', async () => {
    const { publishSession } = await import('../../lib/session.ts');
    const now = Date.now();
    const token = memberToken(now, 2);
    publishSession(sessionOf(token));
    const headers: Array<string | null> = [];
    const client = createApiClient({
      baseUrl: '/api',
      fetch: async (_input, init) => {
        headers.push(new Headers(init?.headers).get('authorization'));
        return new Response('[]', { headers: { 'content-type': 'application/json' } });
      },
      authTokenProvider: () => ({ token: () => currentAuthToken(now) }),
    });
    await client.request('member/address', { auth: 'optional' });
    const expiredClient = createApiClient({
      baseUrl: '/api',
      fetch: async (_input, init) => {
        headers.push(new Headers(init?.headers).get('authorization'));
        return new Response('[]', { headers: { 'content-type': 'application/json' } });
      },
      authTokenProvider: () => ({ token: () => currentAuthToken(now + 2000) }),
    });
    await expiredClient.request('member/address', { auth: 'optional' });
    await expect(expiredClient.request('member/address', { auth: 'required' })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(headers).toEqual([`Bearer ${token}`, null]);
    publishSession(null);
  });
});

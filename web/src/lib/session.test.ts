import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentAuthToken,
  currentSession,
  decodeSessionToken,
  isExpired,
  isNearExpiry,
  isVip,
  memberName,
  NEAR_EXPIRY_SECONDS,
  parseStoredToken,
  publishSession,
  readStoredToken,
  restoreSession,
  SESSION_STORAGE_KEY,
  subscribeSession,
  writeStoredSession,
} from './session.ts';
import { createSessionEvents } from './sessionEvents.ts';

function jwt(claims: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
}

const NOW = Date.UTC(2026, 2, 1);
const nowSeconds = NOW / 1000;

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

afterEach(() => publishSession(null));

describe('decodeSessionToken', () => {
  it('reads the claims the storefront uses, UTF-8 names included', () => {
    const token = jwt({
      sub: 42,
      firstname: '志明',
      lastname: '李',
      authority: 'ROLE_VIP',
      email: 'chiming.lee@example.com',
      exp: nowSeconds + 100,
    });
    expect(decodeSessionToken(token)).toEqual({
      member_id: '42',
      member_first_name: '志明',
      member_last_name: '李',
      member_level: 'ROLE_VIP',
      member_email: 'chiming.lee@example.com',
      token,
      exp: nowSeconds + 100,
    });
  });

  it('reads base64url payloads that use - and _', () => {
    // '?>' encodes to 'Pz4' and '??' to 'Pz8': pick values whose encoding has url-safe characters.
    const token = jwt({ sub: '1', firstname: '>>>???', exp: nowSeconds });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeSessionToken(token)?.member_first_name).toBe('>>>???');
  });

  it('is null for a token without exp, with a non-numeric exp, without sub, or not a JWT', () => {
    expect(decodeSessionToken(jwt({ sub: '1' }))).toBeNull();
    expect(decodeSessionToken(jwt({ sub: '1', exp: '1700000000' }))).toBeNull();
    expect(decodeSessionToken(jwt({ exp: nowSeconds }))).toBeNull();
    expect(decodeSessionToken(jwt('just a string'))).toBeNull();
    expect(decodeSessionToken('abc')).toBeNull();
    expect(decodeSessionToken('a.b.c')).toBeNull();
    expect(decodeSessionToken('')).toBeNull();
  });
});

describe('expiry', () => {
  it('expired means exp at or before now', () => {
    expect(isExpired({ exp: nowSeconds }, NOW)).toBe(true);
    expect(isExpired({ exp: nowSeconds + 1 }, NOW)).toBe(false);
  });

  it('near expiry means unexpired and within 7 days (the intent, not the inverted formula)', () => {
    expect(NEAR_EXPIRY_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(isNearExpiry({ exp: nowSeconds + NEAR_EXPIRY_SECONDS }, NOW)).toBe(true);
    expect(isNearExpiry({ exp: nowSeconds + NEAR_EXPIRY_SECONDS + 1 }, NOW)).toBe(false);
    expect(isNearExpiry({ exp: nowSeconds + 1 }, NOW)).toBe(true);
    expect(isNearExpiry({ exp: nowSeconds }, NOW)).toBe(false);
    // The specification's literal "exp <= now - 7 days" would only hold for long-expired tokens.
    expect(isNearExpiry({ exp: nowSeconds - NEAR_EXPIRY_SECONDS }, NOW)).toBe(false);
  });
});

describe('member helpers', () => {
  it('VIP is the ROLE_VIP authority; names are family name first', () => {
    expect(isVip({ member_level: 'ROLE_VIP' })).toBe(true);
    expect(isVip({ member_level: 'ROLE_MEMBER' })).toBe(false);
    expect(isVip(null)).toBe(false);
    expect(memberName({ member_first_name: '嘉欣', member_last_name: '陳' })).toBe('陳嘉欣');
  });
});

describe('stored session', () => {
  it('parses the stored JSON: null when absent, empty when unreadable', () => {
    expect(parseStoredToken(null)).toBeNull();
    expect(parseStoredToken(JSON.stringify({ token: 'a.b.c' }))).toBe('a.b.c');
    expect(parseStoredToken('{oops')).toBe('');
    expect(parseStoredToken(JSON.stringify({ member_id: '1' }))).toBe('');
  });

  it('writes and removes under one key', () => {
    const storage = memoryStorage();
    const session = decodeSessionToken(jwt({ sub: '1', exp: nowSeconds + 5 }));
    writeStoredSession(storage, session);
    expect(JSON.parse(storage.items.get(SESSION_STORAGE_KEY) ?? '')).toEqual(session);
    expect(readStoredToken(storage)).toBe(session?.token);
    writeStoredSession(storage, null);
    expect(storage.items.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('a storage that throws behaves as logged out', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => {},
    };
    expect(readStoredToken(blocked)).toBeNull();
    expect(() => writeStoredSession(blocked, null)).not.toThrow();
  });
});

describe('published session', () => {
  it('notifies subscribers on change only, and hands out the token only while unexpired', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const session = decodeSessionToken(jwt({ sub: '1', exp: nowSeconds + 60 }));
    publishSession(session);
    publishSession(session);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(currentSession()).toBe(session);
    expect(currentAuthToken(NOW)).toBe(session?.token);
    expect(currentAuthToken(NOW + 60_000)).toBeNull();
    unsubscribe();
    publishSession(null);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('restores only a usable stored session at boot', () => {
    const live = jwt({ sub: '1', exp: nowSeconds + 60 });
    restoreSession(memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify({ token: live }) }), NOW);
    expect(currentSession()?.token).toBe(live);
    const expired = jwt({ sub: '1', exp: nowSeconds });
    restoreSession(memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify({ token: expired }) }), NOW);
    expect(currentSession()).toBeNull();
    restoreSession(undefined, NOW);
    expect(currentSession()).toBeNull();
  });
});

describe('sessionEvents', () => {
  it('delivers by type, unsubscribes, and isolates a failing listener', () => {
    const events = createSessionEvents();
    const heard: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    events.on('loggedOut', () => {
      throw new Error('cart broke');
    });
    const off = events.on('loggedOut', (event) => heard.push(event.reason));
    events.on('loggedIn', (event) => heard.push(`in:${event.source}`));
    events.emit({ type: 'loggedOut', reason: 'logout' });
    events.emit({ type: 'loggedIn', memberId: '1', source: 'login' });
    off();
    events.emit({ type: 'loggedOut', reason: 'expired' });
    expect(heard).toEqual(['logout', 'in:login']);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

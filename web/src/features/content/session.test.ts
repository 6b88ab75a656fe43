import { describe, expect, it } from 'vitest';
import { hasStoredSession, SESSION_KEY } from './session.ts';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === SESSION_KEY ? value : null),
});
const inOneHour = Math.floor(Date.now() / 1000) + 3600;

describe('club page session check', () => {
  it('reads the account feature’s stored session', () => {
    expect(hasStoredSession(storage(JSON.stringify({ token: 'a.b.c', exp: inOneHour })))).toBe(true);
  });

  it('is signed out with nothing stored, an unreadable or empty session, or an expired one', () => {
    expect(hasStoredSession(storage(null))).toBe(false);
    expect(hasStoredSession(storage('{not json'))).toBe(false);
    expect(hasStoredSession(storage(JSON.stringify({ token: '', exp: inOneHour })))).toBe(false);
    expect(hasStoredSession(storage(JSON.stringify({ token: 'a.b.c', exp: 1 })))).toBe(false);
    expect(hasStoredSession(undefined)).toBe(false);
  });

  it('treats blocked storage as signed out', () => {
    expect(
      hasStoredSession({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe(false);
  });
});

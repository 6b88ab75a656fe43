import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { decodeSessionToken } from '../../lib/session.ts';
import { type AuthEmitted, authMachine, CHECK_INTERVAL_MS, REFRESH_RETRY_MS } from './authMachine.ts';
import { DAY_SECONDS, memberToken, testToken } from './testTokens.ts';

const START = Date.UTC(2026, 0, 15, 2, 0, 0);

interface Harness {
  clock: SimulatedClock;
  emitted: AuthEmitted[];
  refreshCalls: string[];
  actor: ReturnType<typeof start>;
}

type RefreshAnswer = (token: string) => Promise<string>;

function start(token: string | null, refresh: RefreshAnswer, clock: SimulatedClock, now: () => number) {
  const calls: string[] = [];
  const machine = authMachine.provide({
    actors: {
      refreshToken: fromPromise<string, { token: string }>(async ({ input }) => {
        calls.push(input.token);
        return refresh(input.token);
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { token, now } });
  return Object.assign(actor, { refreshCalls: calls });
}

/** The auth actor under a simulated clock: `now` and the periodic check both follow it. */
function harness(token: string | null, refresh: RefreshAnswer = async () => 'unused'): Harness {
  const clock = new SimulatedClock();
  clock.set(START);
  const emitted: AuthEmitted[] = [];
  const actor = start(token, refresh, clock, () => clock.now());
  for (const type of ['persist', 'loggedIn', 'loggedOut', 'refreshed', 'refreshFailed'] as const) {
    actor.on(type, (event) => emitted.push(event));
  }
  actor.start();
  return { clock, emitted, refreshCalls: actor.refreshCalls, actor };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Advance minute by minute so every periodic check in between runs, as a real clock would, letting
 * refresh calls settle between minutes.
 */
async function advance(clock: SimulatedClock, ms: number) {
  const end = clock.now() + ms;
  while (clock.now() + CHECK_INTERVAL_MS <= end) {
    clock.increment(CHECK_INTERVAL_MS);
    await settle();
  }
  clock.set(end);
  await settle();
}

const types = (events: AuthEmitted[]) => events.map((event) => event.type);

describe('authMachine at start', () => {
  it('no token: logged out, nothing cleared or announced', () => {
    const { actor, emitted } = harness(null);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(emitted).toEqual([]);
  });

  it('a valid token (14 days left): logged in with the claims decoded', () => {
    const token = memberToken(START, 14 * DAY_SECONDS);
    const { actor, emitted, refreshCalls } = harness(token);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.session).toEqual({
      member_id: '7',
      member_first_name: '嘉欣',
      member_last_name: '陳',
      member_level: 'ROLE_MEMBER',
      member_email: 'kayan.chan@example.com',
      token,
      exp: Math.floor(START / 1000) + 14 * DAY_SECONDS,
    });
    expect(emitted).toEqual([]);
    expect(refreshCalls).toEqual([]);
  });

  it('within 7 days of exp: refreshing, then logged in with the new token, stored and announced', async () => {
    const old = memberToken(START, 3 * DAY_SECONDS);
    const fresh = memberToken(START, 14 * DAY_SECONDS, { firstname: '嘉嘉' });
    const { actor, emitted, refreshCalls } = harness(old, async () => fresh);
    expect(actor.getSnapshot().value).toBe('refreshing');
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    expect(refreshCalls).toEqual([old]);
    expect(actor.getSnapshot().context.token).toBe(fresh);
    expect(actor.getSnapshot().context.session?.member_first_name).toBe('嘉嘉');
    expect(types(emitted)).toEqual(['persist', 'refreshed']);
    expect(emitted[0]).toEqual({ type: 'persist', session: decodeSessionToken(fresh) });
  });

  it('exactly 7 days left is near expiry; 7 days and a second is not', () => {
    expect(harness(memberToken(START, 7 * DAY_SECONDS)).actor.getSnapshot().value).toBe('refreshing');
    expect(harness(memberToken(START, 7 * DAY_SECONDS + 1)).actor.getSnapshot().value).toBe('loggedIn');
  });

  it('an expired token (exp = now): logging out, then logged out with the token cleared', () => {
    const { actor, emitted } = harness(memberToken(START, 0));
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(emitted).toEqual([
      { type: 'persist', session: null },
      { type: 'loggedOut', reason: 'expired' },
    ]);
  });

  it('a token without exp is cleared', () => {
    const { actor, emitted } = harness(testToken({ sub: '7', firstname: '嘉欣' }));
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(emitted).toEqual([
      { type: 'persist', session: null },
      { type: 'loggedOut', reason: 'invalidToken' },
    ]);
  });

  it('an unreadable stored value (not a JWT) is cleared too', () => {
    for (const token of ['', 'not-a-token', 'a.%%%.c']) {
      const { actor, emitted } = harness(token);
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(types(emitted)).toEqual(['persist', 'loggedOut']);
    }
  });
});

describe('authMachine over time (periodic check every minute)', () => {
  it('a logged-in session starts refreshing once it comes within 7 days of exp', async () => {
    const token = memberToken(START, 7 * DAY_SECONDS + 90);
    const fresh = memberToken(START, 14 * DAY_SECONDS);
    const { actor, clock, refreshCalls } = harness(token, async () => fresh);
    await advance(clock, CHECK_INTERVAL_MS);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(refreshCalls).toEqual([]);
    await advance(clock, CHECK_INTERVAL_MS);
    expect(refreshCalls).toEqual([token]);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.token).toBe(fresh);
  });

  it('refresh failure is only reported: the session stays until it expires, then logs out', async () => {
    const token = memberToken(START, 2 * 60 * 60);
    const { actor, clock, emitted, refreshCalls } = harness(token, async () => {
      throw new Error('503');
    });
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    expect(types(emitted)).toEqual(['refreshFailed']);
    expect(actor.getSnapshot().context.token).toBe(token);

    // No retry on every check: the next attempt waits REFRESH_RETRY_MS.
    await advance(clock, REFRESH_RETRY_MS - CHECK_INTERVAL_MS);
    expect(refreshCalls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    await advance(clock, CHECK_INTERVAL_MS);
    expect(refreshCalls).toHaveLength(2);
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));

    // Still logged in a minute before exp, with the same token.
    await advance(clock, 2 * 60 * 60 * 1000 - REFRESH_RETRY_MS - CHECK_INTERVAL_MS);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.token).toBe(token);
    emitted.length = 0;
    await advance(clock, CHECK_INTERVAL_MS);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(emitted).toEqual([
      { type: 'persist', session: null },
      { type: 'loggedOut', reason: 'expired' },
    ]);
  });

  it('a refresh answer that is not a usable token counts as a failure', async () => {
    const token = memberToken(START, DAY_SECONDS);
    const { actor, emitted } = harness(token, async () => testToken({ sub: '7' }));
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    expect(actor.getSnapshot().context.token).toBe(token);
    expect(types(emitted)).toEqual(['refreshFailed']);
  });

  it('CHECK evaluates at once (a tab coming back after its timers were throttled)', async () => {
    const clock = new SimulatedClock();
    clock.set(START);
    let wall = START;
    const actor = start(
      memberToken(START, 30 * 60),
      async () => {
        throw new Error('offline');
      },
      clock,
      () => wall,
    );
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    wall += 31 * 60 * 1000;
    expect(actor.getSnapshot().value).toBe('loggedIn');
    actor.send({ type: 'CHECK' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });
});

describe('authMachine events', () => {
  it('LOGGED_IN from logged out: logged in, stored, announced with its source', () => {
    const { actor, emitted } = harness(null);
    const token = memberToken(START, 14 * DAY_SECONDS);
    actor.send({ type: 'LOGGED_IN', token, source: 'registration' });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    const session = decodeSessionToken(token);
    expect(emitted).toEqual([
      { type: 'persist', session },
      { type: 'loggedIn', session, source: 'registration' },
    ]);
  });

  it('LOGGED_IN with an unusable or expired token changes nothing', () => {
    const { actor, emitted } = harness(null);
    actor.send({ type: 'LOGGED_IN', token: testToken({ sub: '7' }), source: 'login' });
    actor.send({ type: 'LOGGED_IN', token: memberToken(START, -5), source: 'login' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(emitted).toEqual([]);
  });

  it('LOG_OUT: logging out, then logged out, session cleared and announced', () => {
    const { actor, emitted } = harness(memberToken(START, 14 * DAY_SECONDS));
    actor.send({ type: 'LOG_OUT' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(emitted).toEqual([
      { type: 'persist', session: null },
      { type: 'loggedOut', reason: 'logout' },
    ]);
  });

  it('LOG_OUT while refreshing wins over the refresh answer', async () => {
    let answer: (token: string) => void = () => {};
    const { actor, emitted } = harness(
      memberToken(START, DAY_SECONDS),
      () => new Promise<string>((resolve) => (answer = resolve)),
    );
    expect(actor.getSnapshot().value).toBe('refreshing');
    actor.send({ type: 'LOG_OUT' });
    answer(memberToken(START, 14 * DAY_SECONDS));
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(types(emitted)).toEqual(['persist', 'loggedOut']);
  });

  it('LOG_OUT while logged out does nothing', () => {
    const { actor, emitted } = harness(null);
    actor.send({ type: 'LOG_OUT' });
    expect(emitted).toEqual([]);
  });

  it('TOKEN_REJECTED (revoked by a password reset elsewhere) logs out', () => {
    const { actor, emitted } = harness(memberToken(START, 14 * DAY_SECONDS));
    actor.send({ type: 'TOKEN_REJECTED' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(emitted.at(-1)).toEqual({ type: 'loggedOut', reason: 'invalidToken' });
  });

  it('REFRESH asks for a new token now (after a profile change)', async () => {
    const fresh = memberToken(START, 14 * DAY_SECONDS, { firstname: '新名' });
    const { actor, refreshCalls } = harness(memberToken(START, 13 * DAY_SECONDS), async () => fresh);
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    expect(refreshCalls).toHaveLength(1);
    expect(actor.getSnapshot().context.session?.member_first_name).toBe('新名');
  });
});

describe('authMachine across tabs (STORAGE_CHANGED)', () => {
  it('another tab logged in: adopted without storing again, announced as otherTab', () => {
    const { actor, emitted } = harness(null);
    const token = memberToken(START, 14 * DAY_SECONDS);
    actor.send({ type: 'STORAGE_CHANGED', token });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(emitted).toEqual([{ type: 'loggedIn', session: decodeSessionToken(token), source: 'otherTab' }]);
  });

  it('another tab logged out: logged out here too, announced as otherTab', () => {
    const { actor, emitted } = harness(memberToken(START, 14 * DAY_SECONDS));
    actor.send({ type: 'STORAGE_CHANGED', token: null });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(emitted.at(-1)).toEqual({ type: 'loggedOut', reason: 'otherTab' });
  });

  it('another tab refreshed: the new token is taken quietly', () => {
    const { actor, emitted } = harness(memberToken(START, 10 * DAY_SECONDS));
    const fresh = memberToken(START, 14 * DAY_SECONDS);
    actor.send({ type: 'STORAGE_CHANGED', token: fresh });
    expect(actor.getSnapshot().context.token).toBe(fresh);
    expect(emitted).toEqual([]);
  });

  it('another tab logged in as another member: that session replaces this one', () => {
    const { actor, emitted } = harness(memberToken(START, 10 * DAY_SECONDS));
    const other = memberToken(START, 14 * DAY_SECONDS, { sub: '8', authority: 'ROLE_VIP' });
    actor.send({ type: 'STORAGE_CHANGED', token: other });
    expect(actor.getSnapshot().context.session?.member_id).toBe('8');
    expect(types(emitted)).toEqual(['loggedIn']);
  });

  it('garbage written by another tab is ignored while logged out', () => {
    const { actor, emitted } = harness(null);
    actor.send({ type: 'STORAGE_CHANGED', token: 'garbage' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(emitted).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageKey } from '../../../lib/intl.tsx';
import { createSessionEvents } from '../../../lib/sessionEvents.ts';
import { secondsLeft } from '../components/useCountdown.ts';
import { noticeFor, watchSessionNotices } from '../sessionNotices.ts';

describe('session notices', () => {
  it('login and sign-up say so; a tab following another tab stays quiet', () => {
    expect(noticeFor({ type: 'loggedIn', memberId: '1', source: 'login' })).toBe('account.notice.loggedIn');
    expect(noticeFor({ type: 'loggedIn', memberId: '1', source: 'registration' })).toBe(
      'account.notice.registered',
    );
    expect(noticeFor({ type: 'loggedIn', memberId: '1', source: 'otherTab' })).toBeNull();
  });

  it('logout and expiry say so; refreshes and other tabs do not', () => {
    expect(noticeFor({ type: 'loggedOut', reason: 'logout' })).toBe('account.notice.loggedOut');
    expect(noticeFor({ type: 'loggedOut', reason: 'expired' })).toBe('account.notice.expired');
    expect(noticeFor({ type: 'loggedOut', reason: 'invalidToken' })).toBe('account.notice.expired');
    expect(noticeFor({ type: 'loggedOut', reason: 'otherTab' })).toBeNull();
    expect(noticeFor({ type: 'refreshed', memberId: '1' })).toBeNull();
  });
});

describe('the session notice on screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** What the notice showed, in order: a key, or null when it closed. */
  function watch() {
    const events = createSessionEvents();
    const shown: (MessageKey | null)[] = [];
    const stop = watchSessionNotices(events, (key) => shown.push(key));
    return { events, shown, stop };
  }

  it('closes itself 3 seconds after it opened (spec 000 §9)', () => {
    const { events, shown } = watch();
    events.emit({ type: 'loggedIn', memberId: '1', source: 'login' });
    vi.advanceTimersByTime(2999);
    expect(shown).toEqual(['account.notice.loggedIn']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['account.notice.loggedIn', null]);
  });

  it('a newer notice replaces the shown one and stays its own 3 seconds', () => {
    const { events, shown } = watch();
    events.emit({ type: 'loggedIn', memberId: '1', source: 'login' });
    vi.advanceTimersByTime(2000);
    events.emit({ type: 'loggedOut', reason: 'expired' });
    vi.advanceTimersByTime(2999);
    expect(shown).toEqual(['account.notice.loggedIn', 'account.notice.expired']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['account.notice.loggedIn', 'account.notice.expired', null]);
  });

  it('events without a notice change nothing; stopping hears no more and closes nothing later', () => {
    const { events, shown, stop } = watch();
    events.emit({ type: 'loggedIn', memberId: '1', source: 'otherTab' });
    events.emit({ type: 'refreshed', memberId: '1' });
    expect(shown).toEqual([]);
    events.emit({ type: 'loggedOut', reason: 'logout' });
    stop();
    events.emit({ type: 'loggedIn', memberId: '1', source: 'login' });
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual(['account.notice.loggedOut']);
  });
});

describe('resend countdown', () => {
  it('counts whole seconds up, never below zero', () => {
    const deadline = 1_000_000 + 60_000;
    expect(secondsLeft(deadline, 1_000_000)).toBe(60);
    expect(secondsLeft(deadline, 1_000_001)).toBe(60);
    expect(secondsLeft(deadline, 1_059_000)).toBe(1);
    expect(secondsLeft(deadline, 1_060_000)).toBe(0);
    expect(secondsLeft(deadline, 2_000_000)).toBe(0);
  });
});

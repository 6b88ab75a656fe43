import { describe, expect, it } from 'vitest';
import { secondsLeft } from '../components/useCountdown.ts';
import { NOTICE_MS, noticeFor } from './SessionNotice.tsx';

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
    expect(NOTICE_MS).toBe(3000);
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

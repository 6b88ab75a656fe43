import { describe, expect, it } from 'vitest';
import {
  countVisit,
  DISMISSED_FOR_MS,
  type InstallMoment,
  isAfterOrder,
  isIosSafari,
  readInstallRecord,
  rememberDismissed,
  shouldInvite,
} from './installTiming.ts';

const now = Date.parse('2026-11-28T08:00:00Z');
const secondVisit: InstallMoment = {
  standalone: false,
  way: 'prompt',
  visits: 2,
  afterOrder: false,
  dismissedAt: null,
  now,
};

describe('shouldInvite', () => {
  it('invites on a second visit, and on the success page of a first one', () => {
    expect(shouldInvite(secondVisit)).toBe(true);
    expect(shouldInvite({ ...secondVisit, visits: 5, way: 'iosShareSheet' })).toBe(true);
    expect(shouldInvite({ ...secondVisit, visits: 1, afterOrder: true })).toBe(true);
  });

  it('never on a first visit that has placed no order', () => {
    expect(shouldInvite({ ...secondVisit, visits: 1 })).toBe(false);
    expect(shouldInvite({ ...secondVisit, visits: 0 })).toBe(false);
  });

  it('never inside the installed app, nor where the browser cannot install', () => {
    expect(shouldInvite({ ...secondVisit, standalone: true })).toBe(false);
    expect(shouldInvite({ ...secondVisit, standalone: true, afterOrder: true })).toBe(false);
    expect(shouldInvite({ ...secondVisit, way: null, afterOrder: true })).toBe(false);
  });

  it('not again for 30 days once dismissed, then again', () => {
    expect(shouldInvite({ ...secondVisit, dismissedAt: now - 1000 })).toBe(false);
    expect(shouldInvite({ ...secondVisit, dismissedAt: now - 1000, afterOrder: true })).toBe(false);
    expect(shouldInvite({ ...secondVisit, dismissedAt: now - DISMISSED_FOR_MS + 1 })).toBe(false);
    expect(shouldInvite({ ...secondVisit, dismissedAt: now - DISMISSED_FOR_MS })).toBe(true);
  });
});

describe('isAfterOrder', () => {
  it('knows the member and guest success pages only', () => {
    expect(isAfterOrder('/order_success/1234')).toBe(true);
    expect(isAfterOrder('/guest_order_success')).toBe(true);
    expect(isAfterOrder('/order/1234')).toBe(false);
    expect(isAfterOrder('/order_successful')).toBe(false);
    expect(isAfterOrder('/')).toBe(false);
  });
});

describe('isIosSafari', () => {
  const iphoneSafari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  it('finds Safari on iPhone and on an iPad that calls itself a Mac', () => {
    expect(isIosSafari(iphoneSafari, 'iPhone', 5)).toBe(true);
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    expect(isIosSafari(ipad, 'MacIntel', 5)).toBe(true);
    expect(isIosSafari(ipad, 'MacIntel', 0)).toBe(false);
  });

  it('leaves out other iOS browsers and in-app browsers, which cannot add to the Home Screen', () => {
    expect(isIosSafari(iphoneSafari.replace('Version/17.5', 'CriOS/120.0'), 'iPhone', 5)).toBe(false);
    expect(isIosSafari(`${iphoneSafari} [FBAN/FBIOS]`, 'iPhone', 5)).toBe(false);
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    expect(isIosSafari(android, 'Linux armv8l', 5)).toBe(false);
  });
});

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('the visits and the dismissal the browser remembers', () => {
  it('counts one visit per tab, however many pages it shows', () => {
    const local = memoryStorage();
    const firstTab = memoryStorage();
    expect(countVisit(local, firstTab).visits).toBe(1);
    expect(countVisit(local, firstTab).visits).toBe(1);
    expect(countVisit(local, memoryStorage()).visits).toBe(2);
  });

  it('keeps the dismissal beside the visits, and starts afresh from unreadable storage', () => {
    const local = memoryStorage();
    countVisit(local, memoryStorage());
    rememberDismissed(local, now);
    expect(readInstallRecord(local)).toEqual({ visits: 1, dismissedAt: now });
    local.setItem('shop.installInvitation', '{not json');
    expect(readInstallRecord(local)).toEqual({ visits: 0, dismissedAt: null });
  });
});

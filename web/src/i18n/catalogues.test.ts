import { describe, expect, it } from 'vitest';
import {
  compileMessages,
  formatMessage,
  type Locale,
  type Messages,
  messageArgumentNames,
} from '../lib/intl.tsx';
import { en } from './en.ts';
import { loadMessages } from './index.ts';
import { type MessageKey, zhHK } from './zh-HK.ts';

const catalogues: ReadonlyArray<[Locale, Messages]> = [
  ['zh-HK', zhHK],
  ['en', en],
];

/** Finds what differs between two key sets: the failure message names the keys. */
function keyDiff(reference: object, other: object) {
  const a = new Set(Object.keys(reference));
  const b = new Set(Object.keys(other));
  return {
    missing: [...a].filter((key) => !b.has(key)).sort(),
    extra: [...b].filter((key) => !a.has(key)).sort(),
  };
}

describe('message catalogues', () => {
  it('have exactly the same keys', () => {
    expect(keyDiff(zhHK, en)).toEqual({ missing: [], extra: [] });
  });

  it('detects a missing and an extra key', () => {
    const { 'home.title': _dropped, ...rest } = en;
    expect(keyDiff(zhHK, { ...rest, 'home.titel': 'x' })).toEqual({
      missing: ['home.title'],
      extra: ['home.titel'],
    });
  });

  for (const [locale, messages] of catalogues) {
    it(`${locale} has no empty message`, () => {
      const empty = Object.entries(messages).filter(
        ([, text]) => typeof text !== 'string' || text.trim() === '',
      );
      expect(empty).toEqual([]);
    });

    it(`${locale} messages are valid ICU and use the same arguments as zh-HK`, () => {
      const mismatched = (Object.keys(zhHK) as MessageKey[]).filter(
        (key) =>
          messageArgumentNames(messages[key], locale).join() !==
          messageArgumentNames(zhHK[key], 'zh-HK').join(),
      );
      expect(mismatched).toEqual([]);
    });
  }

  it('formats plurals in both languages', () => {
    expect(formatMessage('zh-HK', zhHK, 'header.cart', { count: 0 })).toBe('購物車，沒有商品');
    expect(formatMessage('zh-HK', zhHK, 'header.cart', { count: 3 })).toBe('購物車，3件商品');
    expect(formatMessage('en', en, 'header.cart', { count: 1 })).toBe('Cart, 1 item');
    expect(formatMessage('en', en, 'header.cart', { count: 2 })).toBe('Cart, 2 items');
  });

  it('fills in the configured shop name', () => {
    expect(formatMessage('zh-HK', zhHK, 'home.heading')).toBe('歡迎光臨悅港生活');
    expect(formatMessage('en', en, 'home.heading')).toBe('Welcome to Joy Harbour Living');
  });

  it('formats the same text from the precompiled catalogues the build ships', () => {
    const known: Record<string, string | number> = { count: 2, year: 2026, name: 'Facebook' };
    // Every argument a message uses gets a value (2 unless named above).
    const sampleFor = (key: MessageKey) =>
      Object.fromEntries(messageArgumentNames(zhHK[key], 'zh-HK').map((arg) => [arg, known[arg] ?? 2]));
    for (const [locale, messages] of catalogues) {
      const compiled = compileMessages(messages, locale);
      for (const key of Object.keys(zhHK) as MessageKey[]) {
        const sample = sampleFor(key);
        expect(formatMessage(locale, compiled, key, sample)).toBe(
          formatMessage(locale, messages, key, sample),
        );
      }
    }
  });

  it('loads zh-HK by default and English on demand', async () => {
    expect(await loadMessages('zh-HK')).toBe(zhHK);
    expect(await loadMessages('en')).toBe(en);
  });
});

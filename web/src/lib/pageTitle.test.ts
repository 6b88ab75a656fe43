import { describe, expect, it } from 'vitest';
import { formatPageTitle } from './pageTitle.ts';

describe('formatPageTitle', () => {
  it('puts the page before the shop name', () => {
    expect(formatPageTitle('找不到頁面', '悅港生活')).toBe('找不到頁面 | 悅港生活');
  });

  it('shows the shop alone when the page has no name', () => {
    expect(formatPageTitle(undefined, '悅港生活')).toBe('悅港生活');
    expect(formatPageTitle('   ', 'Joy Harbour Living')).toBe('Joy Harbour Living');
  });

  it('trims the page name', () => {
    expect(formatPageTitle('  品牌故事 ', '悅港生活')).toBe('品牌故事 | 悅港生活');
  });
});

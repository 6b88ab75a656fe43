import { describe, expect, it } from 'vitest';
import { urlNameOf } from './urlName.ts';

describe('urlNameOf', () => {
  it('takes the first of the pipe-separated names', () => {
    expect(urlNameOf('hydrating-serum|old-serum-name|serum', 12)).toBe('hydrating-serum');
    expect(urlNameOf('hydrating-serum', 12)).toBe('hydrating-serum');
  });

  it('trims the first name', () => {
    expect(urlNameOf('  rose-toner | rose ', 3)).toBe('rose-toner');
  });

  it('falls back to the display product id when there is no first name', () => {
    expect(urlNameOf('', 42)).toBe('42');
    expect(urlNameOf('|second-name', 42)).toBe('42');
    expect(urlNameOf('   ', 7)).toBe('7');
    expect(urlNameOf(null, 8)).toBe('8');
    expect(urlNameOf(undefined, 9)).toBe('9');
  });
});

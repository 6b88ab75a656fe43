import { describe, expect, it } from 'vitest';
import { pageCount, pagingQuerySchema } from './paging.ts';

describe('pagingQuerySchema', () => {
  it('defaults to page 1 of 1000 (the category page size)', () => {
    expect(pagingQuerySchema.parse({})).toEqual({ page: 1, size: 1000 });
    expect(pagingQuerySchema.parse({ page: '', size: '' })).toEqual({ page: 1, size: 1000 });
  });

  it('reads query-string numbers', () => {
    expect(pagingQuerySchema.parse({ page: '3', size: '24' })).toEqual({ page: 3, size: 24 });
  });

  it('refuses page 0 (pages are 1-based), sizes outside 1..1000 and fractions', () => {
    for (const query of [{ page: '0' }, { size: '0' }, { size: '1001' }, { page: '1.5' }, { page: 'two' }]) {
      expect(pagingQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});

describe('pageCount', () => {
  it('rounds up, and is 0 for nothing', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

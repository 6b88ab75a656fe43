import { describe, expect, it } from 'vitest';
import { idList, toFormDateTime } from './formValues.ts';

describe('content form values', () => {
  it('shows a stored time as Hong Kong wall time for a datetime-local input', () => {
    expect(toFormDateTime('2026-12-20T02:00:00.000Z')).toBe('2026-12-20T10:00');
    expect(toFormDateTime('2026-12-31T20:30:00.000Z')).toBe('2027-01-01T04:30');
    expect(toFormDateTime(null)).toBe('');
  });

  it('reads a list of ids typed with commas or spaces, keeping bad parts for the schema to refuse', () => {
    expect(idList('12, 15 30，7')).toEqual([12, 15, 30, 7]);
    expect(idList('')).toEqual([]);
    expect(idList('3, x')).toEqual([3, 'x']);
  });
});

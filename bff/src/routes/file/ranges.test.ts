import { describe, expect, it } from 'vitest';
import { noneMatchHits } from '../../http/ifNoneMatch.ts';
import { parseRange } from './index.ts';

describe('parseRange', () => {
  it('reads a single byte range, open or suffix', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('is unsatisfiable past the end', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('ignores what it does not serve: several ranges, other units, backwards or malformed', () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange('bytes=9-2', 1000)).toBeNull();
    expect(parseRange('bytes=-', 1000)).toBeNull();
  });
});

describe('noneMatchHits', () => {
  it('matches the tag, weakly, in a list, or *', () => {
    expect(noneMatchHits('"abc"', '"abc"')).toBe(true);
    expect(noneMatchHits('W/"abc"', '"abc"')).toBe(true);
    expect(noneMatchHits('"x", "abc"', '"abc"')).toBe(true);
    expect(noneMatchHits('*', '"abc"')).toBe(true);
    expect(noneMatchHits('"abd"', '"abc"')).toBe(false);
    expect(noneMatchHits(undefined, '"abc"')).toBe(false);
  });
});

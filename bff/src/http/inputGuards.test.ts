import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './inputGuards.ts';

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects, and stops past the limit', () => {
    expect(jsonDepthExceeds('[[[]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":{"b":[[1]]}}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(`{"text":"${'['.repeat(50)}"}`, 2)).toBe(false);
    expect(jsonDepthExceeds(`{"text":"a \\" ${'{'.repeat(50)}"}`, 2)).toBe(false);
    expect(jsonDepthExceeds(`["\\\\", [[1]]]`, 2)).toBe(true);
  });

  it('measures depth, not the count of siblings', () => {
    expect(jsonDepthExceeds(`[${'[],'.repeat(1000)}[]]`, 2)).toBe(false);
  });
});

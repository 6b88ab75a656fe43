import { describe, expect, it } from 'vitest';
import { widenXid } from './readHorizon.ts';

const EPOCH = 2n ** 32n;

describe('widenXid', () => {
  it('gives a running 32-bit id the epoch of the xid8 near it', () => {
    expect(widenXid(1000, 5n * EPOCH + 1200n)).toBe(5n * EPOCH + 1000n);
    expect(widenXid(1200, 5n * EPOCH + 1200n)).toBe(5n * EPOCH + 1200n);
    // An id assigned after the snapshot lies above it.
    expect(widenXid(1300, 5n * EPOCH + 1200n)).toBe(5n * EPOCH + 1300n);
  });

  it('crosses a wraparound of the 32-bit counter either way', () => {
    // The snapshot just after the wrap, the writer's id just before it.
    expect(widenXid(2 ** 32 - 10, 6n * EPOCH + 5n)).toBe(6n * EPOCH - 10n);
    // The snapshot just before the wrap, the writer's id just after it.
    expect(widenXid(7, 6n * EPOCH - 3n)).toBe(6n * EPOCH + 7n);
  });
});

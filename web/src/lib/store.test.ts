import { describe, expect, it } from 'vitest';
import { createStoreCell } from './store.ts';

describe('store cell', () => {
  it('applies a patch to a new state and tells every listener after it', () => {
    const cell = createStoreCell({ count: 0, name: 'a' });
    const first = cell.getState();
    const seen: number[] = [];
    cell.subscribe(() => seen.push(cell.getState().count));
    cell.set({ count: 1 });
    expect(cell.getState()).toEqual({ count: 1, name: 'a' });
    expect(first).toEqual({ count: 0, name: 'a' });
    expect(seen).toEqual([1]);
  });

  it('answers the same snapshot until something is set', () => {
    const cell = createStoreCell({ count: 0 });
    expect(cell.getState()).toBe(cell.getState());
    const before = cell.getState();
    cell.set({});
    expect(cell.getState()).not.toBe(before);
  });

  it('stops telling a listener that unsubscribed, without skipping the others of the same round', () => {
    const cell = createStoreCell({ count: 0 });
    const calls: string[] = [];
    const offA = cell.subscribe(() => {
      calls.push('a');
      offA();
    });
    cell.subscribe(() => calls.push('b'));
    cell.set({ count: 1 });
    cell.set({ count: 2 });
    expect(calls).toEqual(['a', 'b', 'b']);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyListing, mergePage, nextPageToLoad, type PageAnswer } from './listPaging.ts';

type Item = { id: number };
const keyOf = (item: Item) => item.id;
const page = (pageno: number, ids: number[], pagenum = 3, total = 7): PageAnswer<Item> => ({
  list: ids.map((id) => ({ id })),
  pageno,
  pagenum,
  total,
});

describe('infinite-scroll paging', () => {
  it('asks for page 1 first, then each next page until the last', () => {
    let state = emptyListing<Item>();
    expect(nextPageToLoad(state)).toBe(1);
    state = mergePage(state, page(1, [1, 2, 3]), keyOf);
    expect(nextPageToLoad(state)).toBe(2);
    state = mergePage(state, page(2, [4, 5, 6]), keyOf);
    expect(nextPageToLoad(state)).toBe(3);
    state = mergePage(state, page(3, [7]), keyOf);
    expect(nextPageToLoad(state)).toBe(null);
    expect(state.items.map(keyOf)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(state.total).toBe(7);
  });

  it('ignores an answer that is not the next page (late, repeated or skipped)', () => {
    const one = mergePage(emptyListing<Item>(), page(1, [1, 2, 3]), keyOf);
    expect(mergePage(one, page(1, [1, 2, 3]), keyOf)).toBe(one);
    expect(mergePage(one, page(3, [7]), keyOf)).toBe(one);
  });

  it('lists an item once when the catalogue moved between two pages', () => {
    const one = mergePage(emptyListing<Item>(), page(1, [1, 2, 3]), keyOf);
    const two = mergePage(one, page(2, [3, 4, 4, 5]), keyOf);
    expect(two.items.map(keyOf)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops at an empty listing', () => {
    const none = mergePage(emptyListing<Item>(), page(1, [], 0, 0), keyOf);
    expect(none.items).toEqual([]);
    expect(nextPageToLoad(none)).toBe(null);
  });
});

/**
 * The state of an infinite-scroll listing, page by page (pages are 1-based, as the API counts them).
 * Pure: the component feeds answers in and asks what to load next.
 */
export interface PageAnswer<Item> {
  list: readonly Item[];
  pageno: number;
  pagenum: number;
  total: number;
}

export interface ListingState<Item> {
  items: readonly Item[];
  /** The last page merged (0 before the first answer). */
  page: number;
  pageCount: number;
  total: number;
}

export function emptyListing<Item>(): ListingState<Item> {
  return { items: [], page: 0, pageCount: 0, total: 0 };
}

/**
 * Adds an answer to the listing. Only the page after the last one counts: a late answer to an older
 * request, or the same page twice (a double intersection), changes nothing. Items already listed are not
 * listed again (the catalogue may have moved between two pages).
 */
export function mergePage<Item>(
  state: ListingState<Item>,
  answer: PageAnswer<Item>,
  keyOf: (item: Item) => string | number,
): ListingState<Item> {
  if (answer.pageno !== state.page + 1) return state;
  const seen = new Set(state.items.map(keyOf));
  const fresh = answer.list.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    items: [...state.items, ...fresh],
    page: answer.pageno,
    pageCount: answer.pagenum,
    total: answer.total,
  };
}

/** The page to ask for next, or null when every page is listed (or an empty page ended the list). */
export function nextPageToLoad<Item>(state: ListingState<Item>): number | null {
  if (state.page === 0) return 1;
  return state.page < state.pageCount ? state.page + 1 : null;
}

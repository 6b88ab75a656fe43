import type { OutboxEntry } from '../../lib/outbox.ts';

/**
 * Favourites (spec 000 §4): a toggle per display product, newest first. A member's list is the server's
 * with the changes still in the outbox applied on top; a guest's is the browser's own.
 */
export type FavouriteChange = { type: 'put' | 'delete'; displayProductId: number };

export const FAVOURITE_KIND_PREFIX = 'favourite.';

export function isFavouriteEntry(entry: Pick<OutboxEntry, 'kind'>): boolean {
  return entry.kind.startsWith(FAVOURITE_KIND_PREFIX);
}

export function applyFavouriteChange(ids: readonly number[], change: FavouriteChange): number[] {
  const without = ids.filter((id) => id !== change.displayProductId);
  return change.type === 'put' ? [change.displayProductId, ...without] : without;
}

export function visibleFavouriteIds(ids: readonly number[], pending: readonly OutboxEntry[]): number[] {
  return pending.reduce<number[]>(
    (current, entry) => applyFavouriteChange(current, entry.change as FavouriteChange),
    [...ids],
  );
}

/** The call that makes a change on the server (PUT adds, DELETE removes; productId is the display product). */
export function favouriteRequest(change: FavouriteChange): OutboxEntry['request'] {
  return change.type === 'put'
    ? { method: 'PUT', path: 'member/favourite', body: { productId: change.displayProductId } }
    : { method: 'DELETE', path: 'member/favourite', query: { productId: change.displayProductId } };
}

/**
 * The guest's favourites handed to the member's list at login, oldest first, so the server's newest-first
 * order keeps the guest's order. Ones the member already has are not sent again.
 */
export function loginFavouriteChanges(
  guest: readonly { displayProductId: number; addedAt: number }[],
  member: readonly number[],
): FavouriteChange[] {
  const have = new Set(member);
  return [...guest]
    .sort((a, b) => a.addedAt - b.addedAt)
    .filter((favourite) => !have.has(favourite.displayProductId))
    .map((favourite) => ({ type: 'put', displayProductId: favourite.displayProductId }));
}

/** Keeps the products that loaded (spec 000 §4: the list loads each product by id and keeps the fulfilled ones). */
export function fulfilled<T>(results: readonly PromiseSettledResult<T>[]): T[] {
  return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

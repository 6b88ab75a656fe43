import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  NO_FAVOURITES,
  type ShopActions,
  ShopActionsProvider,
  useFavouriteIds,
} from '../../lib/shopActions.ts';
import { favouriteIdsSource, publishFavouriteIds } from './favouriteIds.ts';

const noActions = () => Promise.reject(new Error('not asked in this test'));
const shop: ShopActions = { cart: noActions, favourites: noActions, favouriteIds: favouriteIdsSource };

function render(children: ReactNode): string {
  return renderToString(<ShopActionsProvider value={shop}>{children}</ShopActionsProvider>);
}

describe('the favourite ids for React', () => {
  it('are the very object the server renders with until the favourites load, so hydration re-renders nothing', () => {
    let rendered: ReadonlySet<number> | undefined;
    function Reader() {
      rendered = useFavouriteIds();
      return null;
    }
    render(<Reader />);
    // useSyncExternalStore compares the server's snapshot with the browser's by identity after hydrating:
    // another empty Set re-rendered every reader synchronously.
    expect(rendered).toBe(NO_FAVOURITES);
    expect(favouriteIdsSource.current()).toBe(rendered);
    publishFavouriteIds(new Set());
    expect(favouriteIdsSource.current()).toBe(rendered);
    publishFavouriteIds(new Set([7]));
    expect([...favouriteIdsSource.current()]).toEqual([7]);
  });

  it('a heart outside the app’s provider is a mistake said at once, not a button that waits forever', () => {
    function Reader() {
      useFavouriteIds();
      return null;
    }
    expect(() => renderToString(<Reader />)).toThrow(/No shop actions/);
  });
});

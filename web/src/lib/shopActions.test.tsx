import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { currentFavouriteIds, publishFavouriteIds, useFavouriteIds } from './shopActions.ts';

describe('the favourite ids for React', () => {
  it('are the very object the server renders with until the favourites load, so hydration re-renders nothing', () => {
    let rendered: ReadonlySet<number> | undefined;
    function Reader() {
      rendered = useFavouriteIds();
      return null;
    }
    renderToString(<Reader />);
    // useSyncExternalStore compares the server's snapshot with the browser's by identity after hydrating:
    // another empty Set re-rendered every reader synchronously.
    expect(rendered).toBe(currentFavouriteIds());
    publishFavouriteIds(new Set());
    expect(currentFavouriteIds()).toBe(rendered);
    publishFavouriteIds(new Set([7]));
    expect([...currentFavouriteIds()]).toEqual([7]);
  });
});

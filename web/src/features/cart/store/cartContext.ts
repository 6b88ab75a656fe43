import type { AnalyticsItem } from '../../../lib/analytics.ts';
import { createStoreCell, type StoreCell } from '../../../lib/store.ts';
import type { CartDeps } from './cartDeps.ts';
import { type CartNotice, type CartState, initialState, type NewCartNotice } from './cartState.ts';

/** What every part of the cart store shares: its deps, its state, and the notices and analytics it raises. */
export interface CartContext {
  deps: CartDeps;
  cell: StoreCell<CartState>;
  state(): CartState;
  set(patch: Partial<CartState>): void;
  notify(notice: NewCartNotice): void;
  track(event: 'add_to_cart' | 'remove_from_cart', items: AnalyticsItem[]): void;
}

export function createCartContext(deps: CartDeps): CartContext {
  const cell = createStoreCell(initialState(deps.session()));
  let noticeId = 0;
  return {
    deps,
    cell,
    state: cell.getState,
    set: cell.set,
    notify(notice) {
      noticeId += 1;
      cell.set({ notices: [...cell.getState().notices, { ...notice, id: noticeId } as CartNotice] });
    },
    track(event, items) {
      try {
        deps.track?.(event, items);
      } catch {
        // Analytics never stops the cart.
      }
    },
  };
}

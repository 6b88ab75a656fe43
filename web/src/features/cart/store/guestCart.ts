import { applyChange, type CartChange } from '../cartRules.ts';
import type { CartContext } from './cartContext.ts';
import type { ChangeOutcome } from './cartState.ts';
import { createGuestPricing } from './guestPricing.ts';

/**
 * A guest's cart: the lines and the coupon live in IndexedDB and every change works offline; when online,
 * each change is priced again (guestPricing.ts).
 */
export interface GuestCart {
  /** Reads the stored lines and coupon into the state (unless a member logged in meanwhile). */
  reload(): Promise<void>;
  change(change: CartChange): Promise<ChangeOutcome>;
  reprice(): Promise<void>;
}

export function createGuestCart(context: CartContext): GuestCart {
  const { deps, state, set } = context;

  async function reload(): Promise<void> {
    const [items, guestCoupon] = await Promise.all([deps.repo.guestLines(), deps.repo.guestCoupon()]);
    if (state().memberId) return;
    set({ items, guestCoupon });
  }

  const { reprice } = createGuestPricing(context, {
    reload,
    drop: (match) =>
      deps.repo.updateGuestLines((items) => ({
        items: items.filter((item) => !match(item)),
        result: items.filter(match),
      })),
  });

  return {
    reload,
    reprice,
    async change(change) {
      const refusal = await deps.repo.updateGuestLines((items) => {
        const result = applyChange(items, change);
        return { items: result.refused ? items : result.items, result: result.refused };
      });
      if (refusal) return { status: 'refused', refusal };
      await reload();
      deps.announce();
      void reprice();
      return { status: 'done' };
    },
  };
}

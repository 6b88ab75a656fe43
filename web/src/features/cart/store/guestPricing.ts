import { isApiError } from '../../../lib/api.ts';
import { type CartItem, isAddOn } from '../cartItem.ts';
import { guestProductList, pricingSignature, repriceGuestLines } from '../cartRules.ts';
import type { CartContext } from './cartContext.ts';

/** What pricing needs of the stored lines: to read them again, and to drop the ones it cannot price. */
export interface StoredGuestLines {
  reload(): Promise<void>;
  /** Removes the lines that match; answers them. */
  drop(match: (item: CartItem) => boolean): Promise<CartItem[]>;
}

const COUPON_ERRORS = /^COUPON_/;
/** A cart that keeps changing under its pricing stops asking after this many rounds. */
const MAX_ROUNDS = 5;

/**
 * A guest's cart is priced by order/guest/pre when online; the answer refreshes the lines' stock and prices.
 * A refusal one change can fix (an add-on's offer ended, a product went away, the coupon no longer applies)
 * is fixed, with a notice, and the cart priced again.
 */
export function createGuestPricing(
  context: CartContext,
  lines: StoredGuestLines,
): { reprice(): Promise<void> } {
  const { deps, state, set, notify } = context;
  let repricing: Promise<void> | null = null;
  let repriceAgain = false;

  /** Handles a refusal of the guest pricing that one change can fix; true when something was fixed. */
  async function fixPricingRefusal(error: unknown): Promise<boolean> {
    if (!isApiError(error)) return false;
    const details = error.details ?? {};
    if (error.code === 'DISCOUNT_NOT_FOUND' && typeof details.discountId === 'number') {
      const removed = await lines.drop((item) => isAddOn(item) && item.discount_id === details.discountId);
      if (removed.length === 0) return false;
      notify({ type: 'addOnsRemoved', names: removed.map((item) => item.product_name_chi) });
      return true;
    }
    if (error.code === 'PRODUCT_NOT_FOUND') {
      const ids = new Set<number>(
        Array.isArray(details.productIds)
          ? details.productIds.filter((id): id is number => typeof id === 'number')
          : typeof details.productId === 'number'
            ? [details.productId]
            : [],
      );
      const removed = await lines.drop((item) => ids.has(item.product_id));
      if (removed.length === 0) return false;
      notify({ type: 'linesRemoved', names: removed.map((item) => item.product_name_chi) });
      return true;
    }
    const coupon = state().guestCoupon;
    if (COUPON_ERRORS.test(error.code) && coupon) {
      notify({ type: 'couponDropped', code: coupon.code });
      await deps.repo.setGuestCoupon(null);
      return true;
    }
    return false;
  }

  async function repriceOnce(): Promise<void> {
    if (state().memberId) return;
    const { items } = state();
    const code = state().guestCoupon?.code ?? null;
    if (items.length === 0) {
      if (state().guestPriced) set({ guestPriced: null });
      return;
    }
    const signature = pricingSignature(items, code);
    if (state().guestPriced?.signature === signature) return;
    if (!deps.online()) {
      set({ syncProblem: 'offline' });
      return;
    }
    set({ syncing: true });
    try {
      const answer = await deps.api.guestPre(guestProductList(items), code);
      if (state().memberId) return;
      const removed = await deps.repo.updateGuestLines<CartItem[] | null>((current) => {
        // Changed while the answer was on its way: price the new lines instead.
        if (pricingSignature(current, code) !== signature) return { items: current, result: null };
        const repriced = repriceGuestLines(current, answer);
        return { items: repriced.items, result: repriced.removed };
      });
      await lines.reload();
      if (removed === null) {
        repriceAgain = true;
        return;
      }
      if (removed.length > 0) {
        notify({ type: 'addOnsRemoved', names: removed.map((item) => item.product_name_chi) });
        deps.announce();
        repriceAgain = true;
        return;
      }
      set({ guestPriced: { signature: pricingSignature(state().items, code), answer }, syncProblem: null });
    } catch (error) {
      if (await fixPricingRefusal(error)) {
        await lines.reload();
        deps.announce();
        repriceAgain = true;
      } else {
        set({ syncProblem: isApiError(error) && error.isNetworkError ? 'offline' : 'failed' });
      }
    } finally {
      set({ syncing: false });
    }
  }

  /** One pricing at a time; a change during it asks for another round. */
  function reprice(): Promise<void> {
    if (repricing) {
      repriceAgain = true;
      return repricing;
    }
    repricing = (async () => {
      let rounds = 0;
      do {
        repriceAgain = false;
        rounds += 1;
        await repriceOnce();
      } while (repriceAgain && rounds < MAX_ROUNDS);
    })().finally(() => {
      repricing = null;
    });
    return repricing;
  }

  return { reprice };
}

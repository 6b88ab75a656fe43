import type { ProductDetail } from '@shop/domain/catalogue/apiSchemas';
import type { Store } from '../../lib/store.ts';
import type { CouponAnswer } from './cartApi.ts';
import type { CartItem } from './cartItem.ts';
import type { CartChange } from './cartRules.ts';
import { createCartAddOns } from './store/cartAddOns.ts';
import { createCartContext } from './store/cartContext.ts';
import { createCartCoupons } from './store/cartCoupons.ts';
import type { CartDeps } from './store/cartDeps.ts';
import { createCartLines } from './store/cartLines.ts';
import { createCartSessionChanges } from './store/cartSession.ts';
import type { AddOnOffer, CartState, ChangeOutcome, CouponOutcome } from './store/cartState.ts';
import { initialState } from './store/cartState.ts';
import { createGuestCart } from './store/guestCart.ts';
import { createMemberCart } from './store/memberCart.ts';

export type { CartDeps, CartRepository, CartSession, GuestCoupon } from './store/cartDeps.ts';
export {
  type AddOnOffer,
  type CartNotice,
  type CartState,
  type ChangeOutcome,
  type CouponOutcome,
  cartCount,
  pendingKeys,
  visibleItems,
} from './store/cartState.ts';

/**
 * The cart of this tab (spec 000 §4 "Cart"), for a guest or a member, made of the parts in store/:
 *
 * - guest (guestCart.ts, guestPricing.ts): the lines live in IndexedDB and every change works offline;
 *   when online the cart is priced by order/guest/pre, and the answer refreshes the lines' stock and prices;
 * - member (memberCart.ts): the server holds the cart; changes go through the outbox, pending until sent,
 *   and a refused one stays as a conflict for the shopper to see;
 * - coupons, add-ons (GWP/PWP), the line buttons, and login/logout (cartSession.ts: the guest cart merges
 *   into the member's) each have their module; cartContext.ts is what they share (state, deps, notices).
 *
 * Everything outside (IndexedDB, the API, the outbox, the session, the clock) comes in as deps
 * (store/cartDeps.ts), so the store is tested in Node with plain objects. Other tabs are told to re-read
 * storage through `announce`.
 */
export interface CartStore extends Store<CartState> {
  start(): Promise<void>;
  /** Asks the server again (member cart, guest prices). */
  refresh(): Promise<void>;
  /** Another tab changed storage. */
  reloadFromStorage(): Promise<void>;
  add(item: CartItem, quantity: number): Promise<ChangeOutcome>;
  changeQuantity(key: string, delta: 1 | -1): Promise<ChangeOutcome>;
  setDeliveryTimes(key: string, deliveryTimes: number): Promise<ChangeOutcome>;
  /** VIP members: adds one item of a points redemption option (see cartItem's itemFromPointOption). */
  redeem(item: CartItem): Promise<ChangeOutcome>;
  /** The products a VIP may redeem with points, each with its options (GET product/all/withPoint). */
  pointProducts(signal?: AbortSignal): Promise<ProductDetail[]>;
  remove(key: string): Promise<ChangeOutcome>;
  clean(): Promise<ChangeOutcome>;
  emptyAfterOrder(): Promise<ChangeOutcome>;
  applyCoupon(raw: string): Promise<CouponOutcome>;
  /** The member's own coupons (GET coupon/available). */
  availableCoupons(): Promise<CouponAnswer[]>;
  removeCoupon(): Promise<{ ok: boolean }>;
  /** GWP earned by the goods total (cents) and PWP offered for the cart's products, not yet taken. */
  addOnOffers(productTotal: number): Promise<AddOnOffer[]>;
  addAddOns(choices: readonly { discountId: number; productId: number }[]): Promise<{ ok: boolean }>;
  dismissConflict(mutationId: string): Promise<void>;
  dismissNotice(id: number): void;
  loggedIn(source: 'login' | 'registration' | 'otherTab'): Promise<void>;
  loggedOut(): Promise<void>;
}

export function createCartStore(deps: CartDeps): CartStore {
  const context = createCartContext(deps);
  const { cell, state, set } = context;
  const guest = createGuestCart(context);
  const member = createMemberCart(context);
  const change = (next: CartChange): Promise<ChangeOutcome> => {
    const memberId = state().memberId;
    return memberId ? member.change(memberId, next) : guest.change(next);
  };
  const lines = createCartLines(context, change);
  const coupons = createCartCoupons(context, guest, member);
  const addOns = createCartAddOns(context, guest, member);
  const session = createCartSessionChanges(context, member);

  return {
    getState: cell.getState,
    subscribe: cell.subscribe,

    async start() {
      deps.outbox.subscribe(member.onOutbox);
      // The session as it is now (it may have been restored since the store was made).
      const now = deps.session();
      if ((now?.memberId ?? null) !== state().memberId) set(initialState(now));
      // Resolves once the stored cart is showing; the server is asked after that, in the background.
      const memberId = state().memberId;
      if (memberId) {
        await Promise.all([member.loadCache(), member.loadOutbox()]);
        set({ ready: true });
        void member.refresh(memberId);
      } else {
        await guest.reload();
        set({ ready: true });
        void guest.reprice();
      }
    },

    async refresh() {
      const memberId = state().memberId;
      if (memberId) await member.refresh(memberId);
      else await guest.reprice();
    },

    async reloadFromStorage() {
      if (state().memberId) await Promise.all([member.loadCache(), member.loadOutbox()]);
      else {
        await guest.reload();
        await guest.reprice();
      }
    },

    // The product buttons record add_to_cart themselves, at the tap (features/catalogue/productActions.ts).
    add: (item, quantity) => change({ type: 'add', item, quantity }),
    changeQuantity: lines.changeQuantity,
    setDeliveryTimes: lines.setDeliveryTimes,
    redeem: lines.redeem,
    pointProducts: (signal) => deps.api.pointProducts(signal),
    remove: lines.remove,
    clean: lines.clean,
    emptyAfterOrder: lines.emptyAfterOrder,

    applyCoupon: coupons.apply,
    availableCoupons: coupons.available,
    removeCoupon: coupons.remove,

    addOnOffers: addOns.offers,
    addAddOns: addOns.add,

    async dismissConflict(mutationId) {
      await deps.outbox.dismiss(mutationId);
      await member.loadOutbox();
    },

    dismissNotice(id) {
      set({ notices: state().notices.filter((notice) => notice.id !== id) });
    },

    loggedIn: session.loggedIn,
    loggedOut: session.loggedOut,
  };
}

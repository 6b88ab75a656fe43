import type { ShopperLevel } from '@shop/domain/cart/cartTypes';
import type { AnalyticsItem } from '../../lib/analytics.ts';
import { isApiError } from '../../lib/api.ts';
import type { StoredOutboxError } from '../../lib/db.ts';
import type { Outbox, OutboxEntry, OutboxEvent } from '../../lib/outbox.ts';
import type {
  AddOnAnswer,
  CartAnswer,
  CartApi,
  CartLineAnswer,
  CouponAnswer,
  PreAnswer,
  SetContentAnswer,
} from './cartApi.ts';
import { type CartItem, isAddOn, itemFromAddOn, itemFromServerLine } from './cartItem.ts';
import {
  applyChange,
  type CartChange,
  guestProductList,
  itemCount,
  pricingSignature,
  type Refusal,
  repriceGuestLines,
} from './cartRules.ts';
import { type CouponFailure, couponFailure, guestMayUse, normalizeCouponCode } from './couponInput.ts';
import { CART_KIND_PREFIX, isCartEntry, memberRequest, touchedKeys } from './memberRequests.ts';

/**
 * The cart of this tab (spec 000 §4 "Cart"), for a guest or a member:
 *
 * - guest: the lines live in IndexedDB and every change works offline; when online the cart is priced by
 *   order/guest/pre, and the answer refreshes the lines' stock and prices;
 * - member: the server holds the cart. A change goes to the outbox first (with its mutation id) and is sent
 *   from there in order; until the server has it, the line shows the change as pending. A change the server
 *   refuses (stock gone) stays as a conflict for the shopper to see;
 * - login pushes the guest lines (not the add-ons) into the member's cart (setContent) and clears the guest
 *   cart; logout clears everything.
 *
 * Everything outside (IndexedDB, the API, the outbox, the session, the clock) comes in as deps, so the store
 * is tested in Node with plain objects. Other tabs are told to re-read storage through `announce`.
 */

export interface CartSession {
  memberId: string;
  level: ShopperLevel;
}

export interface GuestCoupon {
  code: string;
  coupon: CouponAnswer | null;
}

export interface CartRepository {
  guestLines(): Promise<CartItem[]>;
  /** Reads, changes and writes the guest lines in one transaction (two tabs never lose each other's change). */
  updateGuestLines<T>(update: (items: CartItem[]) => { items: CartItem[]; result: T }): Promise<T>;
  guestCoupon(): Promise<GuestCoupon | null>;
  setGuestCoupon(value: GuestCoupon | null): Promise<void>;
  clearGuest(): Promise<void>;
  memberCart(memberId: string): Promise<CartAnswer | null>;
  setMemberCart(memberId: string, answer: CartAnswer | null): Promise<void>;
}

export type CartNotice =
  | { id: number; type: 'addOnsRemoved'; names: string[] }
  | { id: number; type: 'linesRemoved'; names: string[] }
  | { id: number; type: 'couponDropped'; code: string }
  | {
      id: number;
      type: 'merged';
      capped: { name: string; added: number; inventory: number }[];
      refused: { name: string; reason: string }[];
      couponRefused: string | null;
    };

export interface CartState {
  /** The stored cart has been read. */
  ready: boolean;
  memberId: string | null;
  level: ShopperLevel;
  /** Guest: the stored lines. Member: the server's lines, without the pending changes. */
  items: CartItem[];
  /** Member: the cart as the server last answered it. */
  server: CartAnswer | null;
  /** Member: cart changes waiting for the server, oldest first. */
  pending: OutboxEntry[];
  /** Member: cart changes the server refused, until the shopper dismisses them. */
  conflicts: OutboxEntry[];
  guestCoupon: GuestCoupon | null;
  /** Guest: the server's pricing of the lines with this signature. */
  guestPriced: { signature: string; answer: PreAnswer } | null;
  syncing: boolean;
  /** Why the last check with the server did not happen: offline, or a failure. */
  syncProblem: 'offline' | 'failed' | null;
  notices: CartNotice[];
}

export type ChangeOutcome =
  | { status: 'done' }
  /** A member change kept in the outbox until the connection is back. */
  | { status: 'pending' }
  | { status: 'refused'; refusal: Refusal }
  | { status: 'conflict'; mutationId: string; error: StoredOutboxError | null };

export type CouponOutcome = { ok: true; coupon: CouponAnswer } | { ok: false; failure: CouponFailure };

export interface AddOnOffer {
  addOn: AddOnAnswer;
  items: CartLineAnswer[];
}

export interface CartDeps {
  repo: CartRepository;
  api: CartApi;
  outbox: Outbox;
  session(): CartSession | null;
  online(): boolean;
  now(): number;
  /** Tells the other tabs to re-read storage. */
  announce(): void;
  track?(event: 'add_to_cart' | 'remove_from_cart', items: AnalyticsItem[]): void;
}

export interface CartStore {
  getState(): CartState;
  subscribe(listener: () => void): () => void;
  start(): Promise<void>;
  /** Asks the server again (member cart, guest prices). */
  refresh(): Promise<void>;
  /** Another tab changed storage. */
  reloadFromStorage(): Promise<void>;
  add(item: CartItem, quantity: number): Promise<ChangeOutcome>;
  changeQuantity(key: string, delta: 1 | -1): Promise<ChangeOutcome>;
  remove(key: string): Promise<ChangeOutcome>;
  clean(): Promise<ChangeOutcome>;
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

/** The lines as the shopper should see them: a member's pending changes applied on the server's lines. */
export function visibleItems(state: Pick<CartState, 'items' | 'pending' | 'memberId'>): CartItem[] {
  if (!state.memberId) return state.items;
  return state.pending.reduce<CartItem[]>(
    (items, entry) => applyChange(items, entry.change as CartChange).items,
    state.items,
  );
}

export function pendingKeys(state: Pick<CartState, 'items' | 'pending' | 'memberId'>): Set<string> {
  const keys = new Set<string>();
  if (!state.memberId) return keys;
  for (const entry of state.pending) {
    const touched = touchedKeys(entry.change as CartChange);
    for (const key of touched ?? state.items.map((item) => item.key)) keys.add(key);
  }
  return keys;
}

export function cartCount(state: Pick<CartState, 'items' | 'pending' | 'memberId'>): number {
  return itemCount(visibleItems(state));
}

const COUPON_ERRORS = /^COUPON_/;

function initialState(session: CartSession | null): CartState {
  return {
    ready: false,
    memberId: session?.memberId ?? null,
    level: session?.level ?? 'guest',
    items: [],
    server: null,
    pending: [],
    conflicts: [],
    guestCoupon: null,
    guestPriced: null,
    syncing: false,
    syncProblem: null,
    notices: [],
  };
}

function analyticsItem(item: CartItem, quantity: number): AnalyticsItem {
  return {
    item_id: String(item.product_id),
    item_name: item.product_name_chi,
    price: item.product_discount_price ?? item.product_price,
    quantity,
  };
}

export function createCartStore(deps: CartDeps): CartStore {
  let state = initialState(deps.session());
  const listeners = new Set<() => void>();
  let noticeId = 0;
  let repricing: Promise<void> | null = null;
  let repriceAgain = false;

  const set = (patch: Partial<CartState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };
  const notify = (notice: DistributiveOmit<CartNotice, 'id'>) => {
    noticeId += 1;
    set({ notices: [...state.notices, { ...notice, id: noticeId } as CartNotice] });
  };
  const track = (event: 'add_to_cart' | 'remove_from_cart', items: AnalyticsItem[]) => {
    try {
      deps.track?.(event, items);
    } catch {
      // Analytics never stops the cart.
    }
  };

  async function loadOutbox(): Promise<void> {
    const memberId = state.memberId;
    if (!memberId) {
      if (state.pending.length || state.conflicts.length) set({ pending: [], conflicts: [] });
      return;
    }
    const entries = (await deps.outbox.entries(memberId)).filter(isCartEntry);
    if (state.memberId !== memberId) return;
    set({
      pending: entries.filter((entry) => entry.status === 'pending'),
      conflicts: entries.filter((entry) => entry.status === 'failed'),
    });
  }

  async function reloadGuest(): Promise<void> {
    const [items, guestCoupon] = await Promise.all([deps.repo.guestLines(), deps.repo.guestCoupon()]);
    if (state.memberId) return;
    set({ items, guestCoupon });
  }

  async function loadMemberCache(): Promise<void> {
    const memberId = state.memberId;
    if (!memberId) return;
    const cached = await deps.repo.memberCart(memberId);
    if (state.memberId !== memberId || !cached) return;
    set({ server: cached, items: cached.productList.map((line) => itemFromServerLine(line)) });
  }

  function adoptServer(memberId: string, answer: CartAnswer): void {
    if (state.memberId !== memberId) return;
    set({
      server: answer,
      items: answer.productList.map((line) => itemFromServerLine(line)),
      syncProblem: null,
    });
    void deps.repo
      .setMemberCart(memberId, answer)
      .then(deps.announce, (error: unknown) =>
        console.warn('could not keep the cart for offline use', error),
      );
  }

  function mergeNotice(entry: OutboxEntry, answer: SetContentAnswer): void {
    const change = entry.change as Extract<CartChange, { type: 'merge' }>;
    const nameOf = (productId: number) =>
      change.items.find((item) => item.product_id === productId)?.product_name_chi ?? String(productId);
    const { capped, refused, promotionCode } = answer.merge;
    const couponRefused = promotionCode?.status === 'refused' ? promotionCode.couponCode : null;
    if (capped.length === 0 && refused.length === 0 && !couponRefused) return;
    notify({
      type: 'merged',
      capped: capped.map((line) => ({
        name: nameOf(line.productId),
        added: line.added,
        inventory: line.inventory,
      })),
      refused: refused.map((line) => ({ name: nameOf(line.productId), reason: line.reason })),
      couponRefused,
    });
  }

  function onOutbox(event: OutboxEvent): void {
    if (event.type === 'sent' && isCartEntry(event.entry) && event.entry.memberId === state.memberId) {
      const answer = event.answer as CartAnswer | SetContentAnswer;
      adoptServer(event.entry.memberId, answer);
      if (event.entry.kind === `${CART_KIND_PREFIX}merge` && 'merge' in answer)
        mergeNotice(event.entry, answer);
    }
    void loadOutbox();
  }

  // --- guest ---------------------------------------------------------------------------------------

  async function guestChange(change: CartChange): Promise<ChangeOutcome> {
    const refusal = await deps.repo.updateGuestLines((items) => {
      const result = applyChange(items, change);
      return { items: result.refused ? items : result.items, result: result.refused };
    });
    if (refusal) return { status: 'refused', refusal };
    await reloadGuest();
    deps.announce();
    void reprice();
    return { status: 'done' };
  }

  async function dropLines(match: (item: CartItem) => boolean): Promise<CartItem[]> {
    return deps.repo.updateGuestLines((items) => ({
      items: items.filter((item) => !match(item)),
      result: items.filter(match),
    }));
  }

  /** Handles a refusal of the guest pricing that one change can fix; true when something was fixed. */
  async function fixPricingRefusal(error: unknown): Promise<boolean> {
    if (!isApiError(error)) return false;
    const details = error.details ?? {};
    if (error.code === 'DISCOUNT_NOT_FOUND' && typeof details.discountId === 'number') {
      const removed = await dropLines((item) => isAddOn(item) && item.discount_id === details.discountId);
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
      const removed = await dropLines((item) => ids.has(item.product_id));
      if (removed.length === 0) return false;
      notify({ type: 'linesRemoved', names: removed.map((item) => item.product_name_chi) });
      return true;
    }
    if (COUPON_ERRORS.test(error.code) && state.guestCoupon) {
      notify({ type: 'couponDropped', code: state.guestCoupon.code });
      await deps.repo.setGuestCoupon(null);
      return true;
    }
    return false;
  }

  async function repriceOnce(): Promise<void> {
    if (state.memberId) return;
    const { items } = state;
    const code = state.guestCoupon?.code ?? null;
    if (items.length === 0) {
      if (state.guestPriced) set({ guestPriced: null });
      return;
    }
    const signature = pricingSignature(items, code);
    if (state.guestPriced?.signature === signature) return;
    if (!deps.online()) {
      set({ syncProblem: 'offline' });
      return;
    }
    set({ syncing: true });
    try {
      const answer = await deps.api.guestPre(guestProductList(items), code);
      if (state.memberId) return;
      const removed = await deps.repo.updateGuestLines<CartItem[] | null>((current) => {
        // Changed while the answer was on its way: price the new lines instead.
        if (pricingSignature(current, code) !== signature) return { items: current, result: null };
        const repriced = repriceGuestLines(current, answer);
        return { items: repriced.items, result: repriced.removed };
      });
      await reloadGuest();
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
      set({ guestPriced: { signature: pricingSignature(state.items, code), answer }, syncProblem: null });
    } catch (error) {
      if (await fixPricingRefusal(error)) {
        await reloadGuest();
        deps.announce();
        repriceAgain = true;
      } else {
        set({ syncProblem: isApiError(error) && error.isNetworkError ? 'offline' : 'failed' });
      }
    } finally {
      set({ syncing: false });
    }
  }

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
      } while (repriceAgain && rounds < 5);
    })().finally(() => {
      repricing = null;
    });
    return repricing;
  }

  // --- member --------------------------------------------------------------------------------------

  async function memberChange(memberId: string, change: CartChange): Promise<ChangeOutcome> {
    const check = applyChange(visibleItems(state), change);
    if (check.refused) return { status: 'refused', refusal: check.refused };
    const entry = await deps.outbox.enqueue({
      memberId,
      kind: `${CART_KIND_PREFIX}${change.type}`,
      change,
      request: memberRequest(change),
    });
    await loadOutbox();
    const report = await deps.outbox.flush();
    if (report.sent.includes(entry.mutationId)) return { status: 'done' };
    if (report.conflicts.includes(entry.mutationId)) {
      await loadOutbox();
      const failed = state.conflicts.find((candidate) => candidate.mutationId === entry.mutationId);
      return { status: 'conflict', mutationId: entry.mutationId, error: failed?.lastError ?? null };
    }
    return { status: 'pending' };
  }

  async function refreshMember(memberId: string): Promise<void> {
    if (!deps.online()) {
      set({ syncProblem: 'offline' });
      return;
    }
    set({ syncing: true });
    try {
      await deps.outbox.flush();
      await loadOutbox();
      const answer = await deps.api.memberCart();
      adoptServer(memberId, answer);
    } catch (error) {
      set({ syncProblem: isApiError(error) && error.isNetworkError ? 'offline' : 'failed' });
    } finally {
      set({ syncing: false });
    }
  }

  const change = (next: CartChange): Promise<ChangeOutcome> =>
    state.memberId ? memberChange(state.memberId, next) : guestChange(next);

  // --- the store -----------------------------------------------------------------------------------

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    async start() {
      deps.outbox.subscribe(onOutbox);
      // The session as it is now (it may have been restored since the store was made).
      const session = deps.session();
      if ((session?.memberId ?? null) !== state.memberId) set(initialState(session));
      // Resolves once the stored cart is showing; the server is asked after that, in the background.
      if (state.memberId) {
        await Promise.all([loadMemberCache(), loadOutbox()]);
        set({ ready: true });
        void refreshMember(state.memberId);
      } else {
        await reloadGuest();
        set({ ready: true });
        void reprice();
      }
    },

    async refresh() {
      if (state.memberId) await refreshMember(state.memberId);
      else await reprice();
    },

    async reloadFromStorage() {
      if (state.memberId) await Promise.all([loadMemberCache(), loadOutbox()]);
      else {
        await reloadGuest();
        await reprice();
      }
    },

    // The product buttons record add_to_cart themselves, at the tap (features/catalogue/productActions.ts).
    add: (item, quantity) => change({ type: 'add', item, quantity }),

    async changeQuantity(key, delta) {
      const line = visibleItems(state).find((item) => item.key === key);
      if (!line) return { status: 'refused', refusal: { reason: 'notInCart', productId: 0 } };
      let next: CartChange;
      if (line.kind === 'points') {
        const ids = { productId: line.product_id, productPointId: line.product_point_id ?? 0, quantity: 1 };
        next = delta > 0 ? { type: 'pointsAdd', ...ids } : { type: 'pointsMinus', ...ids };
      } else if (line.kind === 'regular') {
        next =
          delta > 0
            ? { type: 'add', item: line, quantity: 1 }
            : { type: 'minus', productId: line.product_id, quantity: 1 };
      } else {
        // Gift lines have fixed quantities.
        return { status: 'refused', refusal: { reason: 'addOnTaken', productId: line.product_id } };
      }
      const outcome = await change(next);
      if (outcome.status === 'done' || outcome.status === 'pending') {
        track(delta > 0 ? 'add_to_cart' : 'remove_from_cart', [analyticsItem(line, 1)]);
      }
      return outcome;
    },

    async remove(key) {
      const line = visibleItems(state).find((item) => item.key === key);
      if (!line) return { status: 'refused', refusal: { reason: 'notInCart', productId: 0 } };
      const next: CartChange =
        line.kind === 'points'
          ? { type: 'pointsDelete', productId: line.product_id, productPointId: line.product_point_id ?? 0 }
          : isAddOn(line) || line.kind === 'giftCoupon'
            ? { type: 'addOnDelete', productId: line.product_id, discountId: line.discount_id ?? 0 }
            : { type: 'delete', productId: line.product_id };
      const outcome = await change(next);
      if (outcome.status === 'done' || outcome.status === 'pending') {
        track('remove_from_cart', [analyticsItem(line, line.quantity)]);
      }
      return outcome;
    },

    async clean() {
      const before = visibleItems(state);
      const outcome = await change({ type: 'clean' });
      if ((outcome.status === 'done' || outcome.status === 'pending') && before.length > 0) {
        track(
          'remove_from_cart',
          before.map((item) => analyticsItem(item, item.quantity)),
        );
      }
      return outcome;
    },

    async applyCoupon(raw) {
      const check = normalizeCouponCode(raw);
      if (!check.ok) return { ok: false, failure: 'empty' };
      if (!deps.online()) return { ok: false, failure: 'offline' };
      let coupon: CouponAnswer;
      try {
        coupon = await deps.api.coupon(check.code);
      } catch (error) {
        return { ok: false, failure: couponFailure(error) };
      }
      const memberId = state.memberId;
      if (!memberId) {
        if (!guestMayUse(coupon.discount.discountType)) return { ok: false, failure: 'guestNotAllowed' };
        await deps.repo.setGuestCoupon({ code: coupon.couponCode, coupon });
        await reloadGuest();
        deps.announce();
        await reprice();
        return { ok: true, coupon };
      }
      try {
        await deps.outbox.flush();
        adoptServer(memberId, await deps.api.setCoupon(coupon.couponCode));
        return { ok: true, coupon };
      } catch (error) {
        return { ok: false, failure: couponFailure(error) };
      }
    },

    availableCoupons: () => (state.memberId ? deps.api.availableCoupons() : Promise.resolve([])),

    async removeCoupon() {
      const memberId = state.memberId;
      if (!memberId) {
        await deps.repo.setGuestCoupon(null);
        await reloadGuest();
        deps.announce();
        void reprice();
        return { ok: true };
      }
      if (!deps.online()) return { ok: false };
      try {
        adoptServer(memberId, await deps.api.deleteCoupon());
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },

    async addOnOffers(productTotal) {
      const items = visibleItems(state);
      const regularIds = [
        ...new Set(items.filter((item) => item.kind === 'regular').map((item) => item.product_id)),
      ];
      const [gwp, pwp] = await Promise.all([
        deps.api.availableGwp(productTotal / 100),
        deps.api.availablePwp(regularIds),
      ]);
      const taken = new Set(items.filter(isAddOn).map((item) => item.product_id));
      return [...gwp, ...pwp]
        .map((addOn) => ({
          addOn,
          items: addOn.products.filter((line) => line.product_inventory > 0 && !taken.has(line.product_id)),
        }))
        .filter((offer) => offer.items.length > 0);
    },

    async addAddOns(choices) {
      const memberId = state.memberId;
      try {
        if (memberId) {
          await deps.outbox.flush();
          for (const choice of choices) {
            adoptServer(memberId, await deps.api.memberAddOn(choice.discountId, choice.productId));
          }
          return { ok: true };
        }
        for (const choice of choices) {
          const answer = await deps.api.guestAddOn({
            discountId: choice.discountId,
            productId: choice.productId,
            items: guestProductList(state.items),
            couponCode: state.guestCoupon?.code ?? null,
          });
          const line = answer.products.find((candidate) => candidate.product_id === choice.productId);
          if (!line) return { ok: false };
          const outcome = await guestChange({
            type: 'addOnAdd',
            item: itemFromAddOn(answer, line, deps.now()),
          });
          if (outcome.status !== 'done') return { ok: false };
        }
        await reprice();
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },

    async dismissConflict(mutationId) {
      await deps.outbox.dismiss(mutationId);
      await loadOutbox();
    },

    dismissNotice(id) {
      set({ notices: state.notices.filter((notice) => notice.id !== id) });
    },

    async loggedIn(source) {
      const session = deps.session();
      if (!session) return;
      if (source !== 'otherTab') {
        // Spec 000 §4 "Login success": the guest lines (not GWP or PWP) go to the server cart.
        const [items, guestCoupon] = await Promise.all([deps.repo.guestLines(), deps.repo.guestCoupon()]);
        const regular = items.filter((item) => item.kind === 'regular');
        if (regular.length > 0 || guestCoupon) {
          const merge: CartChange = {
            type: 'merge',
            items: regular,
            promotionCode: guestCoupon?.code ?? null,
          };
          await deps.outbox.enqueue({
            memberId: session.memberId,
            kind: `${CART_KIND_PREFIX}merge`,
            change: merge,
            request: memberRequest(merge),
          });
        }
        await deps.repo.clearGuest();
      }
      set({
        ...initialState(session),
        ready: true,
        notices: state.notices,
      });
      await Promise.all([loadMemberCache(), loadOutbox()]);
      deps.announce();
      await refreshMember(session.memberId);
    },

    async loggedOut() {
      const memberId = state.memberId;
      set({ ...initialState(null), ready: true });
      if (memberId) {
        await deps.outbox.clearMember(memberId);
        await deps.repo.setMemberCart(memberId, null);
      }
      await deps.repo.clearGuest();
      deps.announce();
    },
  };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

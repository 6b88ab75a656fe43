import type { ShopperLevel } from '@shop/domain/cart/cartTypes';
import type { StoredOutboxError } from '../../../lib/db.ts';
import type { OutboxEntry } from '../../../lib/outbox.ts';
import type { AddOnAnswer, CartAnswer, CartLineAnswer, CouponAnswer, PreAnswer } from '../cartApi.ts';
import type { CartItem } from '../cartItem.ts';
import { applyChange, type CartChange, itemCount, type Refusal } from '../cartRules.ts';
import type { CouponFailure } from '../couponInput.ts';
import { touchedKeys } from '../memberRequests.ts';
import type { CartSession, GuestCoupon } from './cartDeps.ts';

/** What the cart store holds and answers: its state, the notices it raises and the outcomes of its actions. */

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

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A notice before the store numbers it. */
export type NewCartNotice = DistributiveOmit<CartNotice, 'id'>;

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

export function initialState(session: CartSession | null): CartState {
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

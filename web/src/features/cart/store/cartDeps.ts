import type { ShopperLevel } from '@shop/domain/cart/cartTypes';
import type { AnalyticsItem } from '../../../lib/analytics.ts';
import type { Outbox } from '../../../lib/outbox.ts';
import type { CartAnswer, CartApi, CouponAnswer } from '../cartApi.ts';
import type { CartItem } from '../cartItem.ts';

/**
 * Everything outside the cart store (IndexedDB, the API, the outbox, the session, the clock) comes in as
 * these deps, so the store is tested in Node with plain objects.
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

import type { BundleItemAnswer, CartLineAnswer, LineDiscountAnswer } from '@shop/domain/cart/apiSchemas';
import Dexie, { type EntityTable } from 'dexie';

/**
 * The browser's own copy of what a shopper keeps (design: IndexedDB through Dexie): the guest cart, guest
 * favourites, product snapshots for offline display and pricing, and the outbox of member changes made
 * offline. Shared by every tab of the origin; the features announce changes to the other tabs themselves
 * (BroadcastChannel), so a tab re-reads what another one wrote.
 *
 * Schema versions only ever grow: a new version adds a `this.version(n + 1).stores({...})` block (with an
 * `upgrade` when stored rows change shape) and leaves the older blocks in place, so a phone that last
 * opened the shop months ago upgrades step by step.
 */

export const DATABASE_NAME = 'shop';

/** A discount acting on a cart line, and an item of a group (set) product: as the API answers them. */
export type StoredLineDiscount = LineDiscountAnswer;
export type StoredBundleItem = BundleItemAnswer;

/** The fields a guest line keeps from the API's cart line (domain/src/cart/apiSchemas.ts). */
type KeptLineFields =
  | 'product_cart_product_id'
  | 'product_display_product'
  | 'product_image'
  | 'product_discount_price'
  | 'product_name_chi'
  | 'product_name_eng'
  | 'product_price'
  | 'product_id'
  | 'product_volume'
  | 'quantity'
  | 'point'
  | 'subscription_period'
  | 'delivery_times'
  | 'discounts'
  | 'products'
  | 'product_inventory'
  | 'product_sku'
  | 'product_url_naming'
  | 'url_name'
  | 'recommended'
  | 'discount_id';

/**
 * One guest cart line with the storefront's stored keys (spec 000 §3 "Cart line"); money in HKD dollars as
 * the API carries it. `key` is the line's identity: one regular line per product, one add-on line per
 * product and discount. `url_name` is the address name (/product/{url_name}); `discount_id` the GWP or PWP
 * discount of an add-on line, null for a regular line.
 */
export interface StoredCartLine extends Pick<CartLineAnswer, KeptLineFields> {
  key: string;
  /** regular, or an add-on chosen on the cart (gwp, pwp). Guests have no points or gift-coupon lines. */
  kind: 'regular' | 'gwp' | 'pwp';
  /** What an add-on line needs to be judged offline: the discount's spend threshold and trigger products. */
  add_on: {
    discountType: 'GWP' | 'PWP';
    discountTitle: string;
    condition: number;
    triggerProductIds: number[];
  } | null;
  /** ms since the epoch; keeps lines in the order they were added. */
  added_at: number;
  /** The product's details are only what the button knew (added offline, never seen): the next price check fills them in. */
  stale?: boolean;
}

export interface StoredFavourite {
  displayProductId: number;
  addedAt: number;
}

/** A display product as last seen (the card's fields), to show favourites and cart links offline. */
export interface StoredProductSnapshot {
  displayProductId: number;
  /** The card as the API answered it (DisplayProductCard). */
  card: unknown;
  savedAt: number;
}

export type OutboxStatus = 'pending' | 'failed';

export interface StoredOutboxError {
  code: string;
  message: string;
  status: number;
  details: Record<string, unknown> | null;
}

/** A member change waiting for the server: sent in `seq` order with `mutationId` as its Idempotency-Key. */
export interface StoredOutboxEntry {
  /** Auto-increment: the order changes were made in, across tabs. */
  seq?: number;
  mutationId: string;
  memberId: string;
  /** What the change is, for the feature that shows it (cart.add, favourite.put …). */
  kind: string;
  /** The change itself, as the feature applies it to its view while pending. */
  change: unknown;
  request: {
    method: 'POST' | 'PUT' | 'DELETE';
    path: string;
    body?: unknown;
    query?: Record<string, string | number>;
  };
  createdAt: number;
  status: OutboxStatus;
  attempts: number;
  lastError: StoredOutboxError | null;
}

/**
 * A member's order or order-list page as the API last answered it, so the MTR's dead zones still show them
 * (marked as possibly out of date). `key` is `{memberId}:{what}`: a member only ever reads their own.
 */
export interface StoredOrderCopy {
  key: string;
  memberId: string;
  value: unknown;
  savedAt: number;
}

/** Small documents: the guest's promotion code and coupon, the member cart last answered, … */
export interface StoredSetting {
  key: string;
  value: unknown;
}

export class ShopDatabase extends Dexie {
  guestCartLines!: EntityTable<StoredCartLine, 'key'>;
  guestFavourites!: EntityTable<StoredFavourite, 'displayProductId'>;
  productSnapshots!: EntityTable<StoredProductSnapshot, 'displayProductId'>;
  outbox!: EntityTable<StoredOutboxEntry, 'seq'>;
  settings!: EntityTable<StoredSetting, 'key'>;
  orderCopies!: EntityTable<StoredOrderCopy, 'key'>;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      guestCartLines: 'key, product_id, added_at',
      guestFavourites: 'displayProductId, addedAt',
      productSnapshots: 'displayProductId, savedAt',
      outbox: '++seq, &mutationId, memberId, status',
      settings: 'key',
    });
    this.version(2).stores({ orderCopies: 'key, memberId, savedAt' });
  }
}

let database: ShopDatabase | null = null;

/** The one database of this tab, opened on first use. */
export function shopDb(): ShopDatabase {
  database ??= new ShopDatabase();
  return database;
}

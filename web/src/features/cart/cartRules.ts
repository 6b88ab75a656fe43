import type { OrderProduct, PreAnswer, ProductListItem } from './cartApi.ts';
import { type CartItem, isAddOn, isGift, lineKey, refreshFromOrderProduct } from './cartItem.ts';

/**
 * The cart's rules as pure functions (spec 000 §4 "Cart"), used for the guest cart kept in IndexedDB and to
 * show a member's changes that are still on their way to the server:
 * - adding a product already in the cart merges the quantities, never beyond the stock;
 * - minus stops at 1 (removing is its own action); delete removes the line; clean empties everything;
 * - an add-on (GWP, PWP) is taken 0 or 1 times.
 */

/**
 * The most of one product a line may hold: the domain's MAX_LINE_QUANTITY, repeated here because the
 * domain's cart module builds zod schemas and this module loads with every page (cartRules.test.ts checks
 * the two agree).
 */
export const MAX_LINE_QUANTITY = 9_999;
/** The domain's MAX_DELIVERY_TIMES and subscription period, repeated for the same reason (checked alike). */
export const MAX_DELIVERY_TIMES = 12;
export const TWO_DELIVERY_SUBSCRIPTION_PERIOD = 6;

/**
 * Whether the shopper may choose a line's delivery times: a regular line of an ordinary product. A
 * half-year subscription ships twice whatever is asked (the server keeps its delivery times at 1), and
 * points and gift lines ship once.
 */
export function canChooseDeliveryTimes(item: Pick<CartItem, 'kind' | 'subscription_period'>): boolean {
  return item.kind === 'regular' && item.subscription_period !== TWO_DELIVERY_SUBSCRIPTION_PERIOD;
}

export type CartChange =
  | { type: 'add'; item: CartItem; quantity: number }
  | { type: 'minus'; productId: number; quantity: number }
  | { type: 'delete'; productId: number }
  | { type: 'clean' }
  | { type: 'deliveryTimes'; productId: number; deliveryTimes: number }
  /** `item` is the new line as the redemption offer shows it, when the cart does not hold it yet. */
  | { type: 'pointsAdd'; productId: number; productPointId: number; quantity: number; item?: CartItem }
  | { type: 'pointsMinus'; productId: number; productPointId: number; quantity: number }
  | { type: 'pointsDelete'; productId: number; productPointId: number }
  | { type: 'addOnAdd'; item: CartItem }
  | { type: 'addOnDelete'; productId: number; discountId: number }
  /** The guest cart pushed into a member's at login: each line as an add, capped at the stock. */
  | { type: 'merge'; items: CartItem[]; promotionCode: string | null };

export type Refusal =
  | { reason: 'outOfStock'; productId: number; inventory: number; inCart: number }
  | { reason: 'belowMinimum'; productId: number }
  | { reason: 'notInCart'; productId: number }
  | { reason: 'addOnTaken'; productId: number }
  | { reason: 'deliveryTimesFixed'; productId: number }
  /** Points redemption is for VIP members, whose cart the server holds. */
  | { reason: 'vipOnly'; productId: number };

export interface ChangeResult {
  items: CartItem[];
  refused: Refusal | null;
}

/** Items of a product that take its stock: regular and points lines (add-ons have their own allocation). */
function stockHeld(items: readonly CartItem[], productId: number, except: CartItem | undefined): number {
  return items
    .filter((item) => item !== except && item.product_id === productId)
    .filter((item) => item.kind === 'regular' || item.kind === 'points')
    .reduce((sum, item) => sum + item.quantity, 0);
}

/** How many more of this line's product may be added. */
export function roomFor(items: readonly CartItem[], line: CartItem): number {
  const limit = line.on_sale ? Math.min(line.product_inventory, MAX_LINE_QUANTITY) : 0;
  return Math.max(limit - stockHeld(items, line.product_id, line) - line.quantity, 0);
}

function replace(items: readonly CartItem[], from: CartItem, to: CartItem): CartItem[] {
  return items.map((item) => (item === from ? to : item));
}

function addRegular(items: CartItem[], incoming: CartItem, quantity: number): ChangeResult {
  const existing = items.find((item) => item.key === lineKey('regular', incoming.product_id));
  // The newest details win (the button knew the stock as it is now), the quantity adds up.
  const line = existing ? { ...existing, ...pickDetails(incoming) } : { ...incoming, quantity: 0 };
  const held = stockHeld(items, incoming.product_id, existing);
  const inventory = line.on_sale ? line.product_inventory : 0;
  const wanted = line.quantity + quantity;
  if (quantity < 1 || inventory <= 0 || wanted + held > inventory || wanted > MAX_LINE_QUANTITY) {
    return {
      items,
      refused: {
        reason: 'outOfStock',
        productId: incoming.product_id,
        inventory,
        inCart: line.quantity + held,
      },
    };
  }
  const next = {
    ...line,
    quantity: wanted,
    kind: 'regular' as const,
    key: lineKey('regular', incoming.product_id),
  };
  return { items: existing ? replace(items, existing, next) : [...items, next], refused: null };
}

/** The fields that describe the product (not the line's own quantity, kind or add-on data). */
function pickDetails(item: CartItem): Partial<CartItem> {
  if (item.stale) return {};
  return {
    product_display_product: item.product_display_product,
    ...(item.product_image ? { product_image: item.product_image } : {}),
    product_discount_price: item.product_discount_price,
    product_name_chi: item.product_name_chi,
    product_name_eng: item.product_name_eng,
    product_price: item.product_price,
    product_volume: item.product_volume,
    subscription_period: item.subscription_period,
    product_inventory: item.product_inventory,
    product_sku: item.product_sku,
    product_url_naming: item.product_url_naming,
    url_name: item.url_name,
    on_sale: item.on_sale,
    stale: false,
  };
}

function lower(items: CartItem[], line: CartItem | undefined, productId: number, by: number): ChangeResult {
  if (!line) return { items, refused: { reason: 'notInCart', productId } };
  if (line.quantity - by < 1) return { items, refused: { reason: 'belowMinimum', productId } };
  return { items: replace(items, line, { ...line, quantity: line.quantity - by }), refused: null };
}

export function applyChange(current: readonly CartItem[], change: CartChange): ChangeResult {
  const items = [...current];
  switch (change.type) {
    case 'add':
      return addRegular(items, change.item, change.quantity);
    case 'minus':
      return lower(
        items,
        items.find((item) => item.key === lineKey('regular', change.productId)),
        change.productId,
        change.quantity,
      );
    case 'delete': {
      const key = lineKey('regular', change.productId);
      if (!items.some((item) => item.key === key)) {
        return { items, refused: { reason: 'notInCart', productId: change.productId } };
      }
      return { items: items.filter((item) => item.key !== key), refused: null };
    }
    case 'clean':
      return { items: [], refused: null };
    case 'deliveryTimes': {
      const line = items.find((item) => item.key === lineKey('regular', change.productId));
      if (!line) return { items, refused: { reason: 'notInCart', productId: change.productId } };
      const allowed =
        canChooseDeliveryTimes(line) &&
        Number.isInteger(change.deliveryTimes) &&
        change.deliveryTimes >= 1 &&
        change.deliveryTimes <= MAX_DELIVERY_TIMES;
      if (!allowed) return { items, refused: { reason: 'deliveryTimesFixed', productId: change.productId } };
      return {
        items: replace(items, line, { ...line, delivery_times: change.deliveryTimes }),
        refused: null,
      };
    }
    case 'pointsAdd': {
      const key = lineKey('points', change.productId, null, change.productPointId);
      const existing = items.find((item) => item.key === key);
      const line =
        existing ?? (change.item ? { ...change.item, key, kind: 'points' as const, quantity: 0 } : null);
      if (!line) return { items, refused: { reason: 'notInCart', productId: change.productId } };
      if (change.quantity < 1 || roomFor(items, line) < change.quantity) {
        return {
          items,
          refused: {
            reason: 'outOfStock',
            productId: change.productId,
            inventory: line.product_inventory,
            inCart: line.quantity + stockHeld(items, line.product_id, line),
          },
        };
      }
      const next = { ...line, quantity: line.quantity + change.quantity };
      return { items: existing ? replace(items, existing, next) : [...items, next], refused: null };
    }
    case 'pointsMinus':
      return lower(
        items,
        items.find((item) => item.key === lineKey('points', change.productId, null, change.productPointId)),
        change.productId,
        change.quantity,
      );
    case 'pointsDelete': {
      const key = lineKey('points', change.productId, null, change.productPointId);
      if (!items.some((item) => item.key === key)) {
        return { items, refused: { reason: 'notInCart', productId: change.productId } };
      }
      return { items: items.filter((item) => item.key !== key), refused: null };
    }
    case 'addOnAdd': {
      const taken = items.some((item) => isAddOn(item) && item.product_id === change.item.product_id);
      if (taken) return { items, refused: { reason: 'addOnTaken', productId: change.item.product_id } };
      return { items: [...items, { ...change.item, quantity: 1 }], refused: null };
    }
    case 'addOnDelete': {
      const key = items.find(
        (item) =>
          isAddOn(item) && item.product_id === change.productId && item.discount_id === change.discountId,
      )?.key;
      if (!key) return { items, refused: { reason: 'notInCart', productId: change.productId } };
      return { items: items.filter((item) => item.key !== key), refused: null };
    }
    case 'merge':
      return { items: mergeItems(items, change.items), refused: null };
    default: {
      const unexpected: never = change;
      throw new Error(`Unknown cart change ${JSON.stringify(unexpected)}`);
    }
  }
}

/** Lines pushed into a cart: each adds what the stock leaves room for; nothing is dropped silently upstream. */
export function mergeItems(into: readonly CartItem[], incoming: readonly CartItem[]): CartItem[] {
  let items = [...into];
  for (const line of incoming) {
    if (line.kind !== 'regular') continue;
    const existing = items.find((item) => item.key === line.key);
    const base = existing ?? { ...line, quantity: 0 };
    const room = roomFor(items, base);
    const added = Math.min(line.quantity, room);
    if (added <= 0) continue;
    const next = { ...base, quantity: base.quantity + added };
    items = existing ? replace(items, existing, next) : [...items, next];
  }
  return items;
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The guest cart as the pre-pricing call takes it: every line, add-ons with the discount that granted them. */
export function guestProductList(items: readonly CartItem[]): ProductListItem[] {
  return items.map((item) => ({
    productId: item.product_id,
    quantity: item.quantity,
    deliveryTimes: item.delivery_times,
    discountId: isAddOn(item) ? item.discount_id : null,
  }));
}

/** What is pushed to the server cart at login (spec 000 §4): the guest lines except GWP and PWP lines. */
export function loginMergeList(items: readonly CartItem[]): ProductListItem[] {
  return items
    .filter((item) => item.kind === 'regular')
    .map((item) => ({
      productId: item.product_id,
      quantity: item.quantity,
      deliveryTimes: item.delivery_times,
    }));
}

/** Identifies a priced cart: the same lines and code give the same signature. */
export function pricingSignature(items: readonly CartItem[], promotionCode: string | null): string {
  return JSON.stringify([guestProductList(items), promotionCode ?? '']);
}

const INELIGIBLE = new Set(['GWP_NOT_ELIGIBLE', 'PWP_NOT_ELIGIBLE']);

export interface RepricedLines {
  items: CartItem[];
  /** Add-on lines the cart no longer earns (below the GWP threshold, PWP trigger gone): taken out. */
  removed: CartItem[];
}

/**
 * A guest cart after the server priced it (spec 000 §4: GWP and PWP lines are kept apart from repricing
 * and re-added afterwards). Regular lines take the server's figures for their product; add-on lines are set
 * aside, refreshed from their own priced line, and put back after the regular lines unless the answer says
 * the cart no longer earns them.
 */
export function repriceGuestLines(items: readonly CartItem[], answer: PreAnswer): RepricedLines {
  const regularAnswers = new Map<number, OrderProduct>();
  const addOnAnswers = new Map<string, OrderProduct>();
  for (const priced of answer.orderProducts) {
    if (priced.kind === 'regular') regularAnswers.set(priced.product.productId, priced);
    else addOnAnswers.set(lineKey(priced.kind, priced.product.productId, priced.discountId), priced);
  }
  const ineligible = new Set(
    answer.warnings
      .filter((warning) => INELIGIBLE.has(warning.code))
      .map((warning) => `${warning.discountId}:${warning.productId}`),
  );
  const regular = items
    .filter((item) => !isAddOn(item))
    .map((item) => {
      const priced = regularAnswers.get(item.product_id);
      return priced ? refreshFromOrderProduct(item, priced.product) : item;
    });
  const kept: CartItem[] = [];
  const removed: CartItem[] = [];
  for (const item of items.filter(isAddOn)) {
    if (ineligible.has(`${item.discount_id}:${item.product_id}`)) {
      removed.push(item);
      continue;
    }
    const priced = addOnAnswers.get(item.key);
    kept.push(
      priced
        ? { ...refreshFromOrderProduct(item, priced.product), product_discount_price: priced.price }
        : item,
    );
  }
  return { items: [...regular, ...kept], removed };
}

/**
 * Lines whose stock cannot cover them: what the out-of-stock pop-up lists. Gift lines never block, and a
 * line no longer on sale is not a stock problem: the cart shows it as no longer available instead.
 */
export interface StockProblem {
  key: string;
  name: string;
  volume: string;
  /** 0 means sold out. */
  inventory: number;
  quantity: number;
}

export function stockProblems(items: readonly CartItem[]): StockProblem[] {
  return items
    .filter((item) => !isGift(item) && item.on_sale)
    .filter((item) => item.product_inventory <= 0 || item.quantity > item.product_inventory)
    .map((item) => ({
      key: item.key,
      name: item.product_name_chi,
      volume: item.product_volume,
      inventory: Math.max(item.product_inventory, 0),
      quantity: item.quantity,
    }));
}

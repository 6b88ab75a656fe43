import { type AnalyticsItem, trackEcommerce } from '../../lib/analytics.ts';

/**
 * THE CART ISSUE'S SEAM. The catalogue screens (product page, product cards of the catalogue pages) call
 * these functions for buy-now, add-to-cart and favourites; the cart issue replaces their bodies with its
 * store (guest cart in Dexie, member cart on the server, the 3-second confirmation modals, the out-of-stock
 * pop-up) without touching the screens.
 *
 * Until then they do nothing harmful: add-to-cart records the analytics event and announces the request as
 * a `shop:add-to-cart` window event; buy-now goes to the express checkout address of spec 001
 * (/expressCheckout?productId&quantity&deliveryTimes); favourites are remembered for this tab only.
 */

export interface CartRequest {
  productId: number;
  displayProductId: number;
  quantity: number;
  /** For analytics and the cart's confirmation. */
  name: string;
  /** HKD dollars, the price paid for one (discount price where there is one). */
  unitPrice: number;
}

export type AddToCartResult = { status: 'requested' } | { status: 'outOfStock' };

export const ADD_TO_CART_EVENT = 'shop:add-to-cart';
export const FAVOURITE_EVENT = 'shop:favourite';

function analyticsItem(request: CartRequest): AnalyticsItem {
  return {
    item_id: String(request.productId),
    item_name: request.name,
    price: request.unitPrice,
    quantity: request.quantity,
  };
}

export async function addToCart(request: CartRequest): Promise<AddToCartResult> {
  if (request.quantity < 1) return { status: 'outOfStock' };
  trackEcommerce('add_to_cart', [analyticsItem(request)]);
  window.dispatchEvent(new CustomEvent<CartRequest>(ADD_TO_CART_EVENT, { detail: request }));
  return { status: 'requested' };
}

/** Where buy-now goes: one product straight to the express checkout (spec 001 §2). */
export function buyNowPath(request: Pick<CartRequest, 'productId' | 'quantity'>): string {
  const query = new URLSearchParams({
    productId: String(request.productId),
    quantity: String(request.quantity),
    deliveryTimes: '1',
  });
  return `/expressCheckout?${query}`;
}

const favourites = new Set<number>();

export function isFavourite(displayProductId: number): boolean {
  return favourites.has(displayProductId);
}

export interface FavouriteRequest {
  displayProductId: number;
  name: string;
  /** HKD dollars, for the analytics event. */
  price: number;
}

/** Toggles a favourite and answers the new state. */
export async function toggleFavourite({ displayProductId, name, price }: FavouriteRequest): Promise<boolean> {
  const added = !favourites.delete(displayProductId);
  if (added) {
    favourites.add(displayProductId);
    trackEcommerce('add_to_wishlist', [
      { item_id: String(displayProductId), item_name: name, price, quantity: 1 },
    ]);
  }
  window.dispatchEvent(new CustomEvent(FAVOURITE_EVENT, { detail: { displayProductId, added } }));
  return added;
}

/** A product card's cart button (one-option products only; the others open the product page). */
export function addCardToCart(
  variant: {
    productId: number;
    productNameChi: string;
    productPrice: number;
    productDiscountPrice: number | null;
  },
  product: { displayProductId: number },
): void {
  void addToCart({
    productId: variant.productId,
    displayProductId: product.displayProductId,
    quantity: 1,
    name: variant.productNameChi,
    unitPrice: variant.productDiscountPrice ?? variant.productPrice,
  });
}

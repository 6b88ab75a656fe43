import type { DisplayProductCard, ProductCardVariant } from '@shop/domain/catalogue/apiSchemas';
import { useMemo } from 'react';
import { type AnalyticsItem, trackEcommerce } from '../../lib/analytics.ts';
import {
  type AddToCartResult,
  type CartRequest,
  type FavouriteRequest,
  type ShopActions,
  useShopActions,
} from '../../lib/shopActions.ts';

/**
 * The catalogue screens' buy-now, add-to-cart and favourite actions (product page, product cards). The cart
 * and favourites features implement them and the app provides them (`lib/shopActions.ts`; features never
 * import each other): the guest cart in IndexedDB or the member cart on the server, the 3-second
 * confirmation modals, the out-of-stock pop-up. The request is also announced as a `shop:add-to-cart`
 * window event, and add_to_cart is recorded at the tap.
 */

export type { AddToCartResult, CartRequest, FavouriteRequest };

export const ADD_TO_CART_EVENT = 'shop:add-to-cart';

function analyticsItem(request: CartRequest): AnalyticsItem {
  return {
    item_id: String(request.productId),
    item_name: request.name,
    price: request.unitPrice,
    quantity: request.quantity,
  };
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

function productActionsOf(shop: ShopActions) {
  async function addToCart(request: CartRequest): Promise<AddToCartResult> {
    if (request.quantity < 1) return { status: 'outOfStock' };
    trackEcommerce('add_to_cart', [analyticsItem(request)]);
    const { card: _card, ...detail } = request;
    window.dispatchEvent(new CustomEvent<Omit<CartRequest, 'card'>>(ADD_TO_CART_EVENT, { detail }));
    return (await shop.cart()).addToCart(request);
  }
  return {
    addToCart,
    /** Toggles a favourite and answers the new state (add_to_wishlist is recorded by the favourites). */
    async toggleFavourite(request: FavouriteRequest): Promise<boolean> {
      return (await shop.favourites()).toggleFavourite(request);
    },
    /** A product card's cart button (one-option products only; the others open the product page). */
    addCardToCart(variant: ProductCardVariant, product: DisplayProductCard): void {
      void addToCart({
        productId: variant.productId,
        displayProductId: product.displayProductId,
        quantity: 1,
        name: variant.productNameChi,
        unitPrice: variant.productDiscountPrice ?? variant.productPrice,
        card: product,
      });
    },
  };
}

/** The catalogue's add-to-cart and favourite actions, with the cart and favourites the app provides. */
export function useProductActions(): ReturnType<typeof productActionsOf> {
  const shop = useShopActions();
  return useMemo(() => productActionsOf(shop), [shop]);
}

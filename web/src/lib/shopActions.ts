import type { DisplayProductCard } from '@shop/domain/catalogue/apiSchemas';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The port between the screens that sell (catalogue cards, product page: `features/catalogue/productActions.ts`,
 * the favourites page, the order success pages) and the features that keep (cart, favourites). Features never
 * import each other: this declares what the sellers may ask, and the app composes the answer from the cart
 * and the favourites. The favourite ids are here too, because a product page asks "is this a favourite?"
 * synchronously.
 */

export interface CartRequest {
  productId: number;
  displayProductId: number;
  quantity: number;
  /** For analytics and the cart's confirmation. */
  name: string;
  /** HKD dollars, the price paid for one (discount price where there is one). */
  unitPrice: number;
  /** The card the request came from, when it came from one: the cart keeps its details for offline use. */
  card?: DisplayProductCard;
}

export type AddToCartResult = { status: 'requested' } | { status: 'outOfStock' };

export interface FavouriteRequest {
  displayProductId: number;
  name: string;
  /** HKD dollars, for the analytics event. */
  price: number;
  card?: DisplayProductCard;
}

export interface CartActions {
  addToCart(request: CartRequest): Promise<AddToCartResult>;
  /** An order succeeded (seed 001 §4): what was bought leaves the cart. */
  emptyCart(): Promise<void>;
}

export interface FavouriteActions {
  /** Toggles and answers the new state (true: now a favourite). */
  toggleFavourite(request: FavouriteRequest): Promise<boolean>;
}

/** The favourite ids (display product ids) as the favourites feature publishes them. */
export interface FavouriteIdsSource {
  current(): ReadonlySet<number>;
  subscribe(listener: () => void): () => void;
}

/**
 * What the selling screens may ask of the features that keep: the app builds it from the cart and the
 * favourites (app/shopActions.ts) and provides it (app/provider.tsx). The actions load with their feature
 * on first use (Dexie, the outbox), so asking for them is async.
 */
export interface ShopActions {
  cart(): Promise<CartActions>;
  favourites(): Promise<FavouriteActions>;
  favouriteIds: FavouriteIdsSource;
}

const ShopActionsContext = createContext<ShopActions | null>(null);

export const ShopActionsProvider = ShopActionsContext;

export function useShopActions(): ShopActions {
  const actions = useContext(ShopActionsContext);
  if (!actions) throw new Error('No shop actions: the app provides them (app/provider.tsx)');
  return actions;
}

/**
 * None: the server's answer, and the browser's until the favourites load. One object for both, so that
 * hydration finds the store unchanged (a different object would re-render every reader synchronously).
 */
export const NO_FAVOURITES: ReadonlySet<number> = new Set();

/** The favourite ids for React; none while a server-rendered page hydrates (the server knows no one's). */
export function useFavouriteIds(): ReadonlySet<number> {
  const { favouriteIds } = useShopActions();
  return useSyncExternalStore(favouriteIds.subscribe, favouriteIds.current, () => NO_FAVOURITES);
}

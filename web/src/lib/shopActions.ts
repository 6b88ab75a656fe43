import type { DisplayProductCard } from '@shop/domain/catalogue/apiSchemas';
import { useSyncExternalStore } from 'react';

/**
 * The port between the screens that sell (catalogue cards, product page: `features/catalogue/productActions.ts`)
 * and the features that keep (cart, favourites). Features never import each other: the cart and the
 * favourites register their actions here at boot, as lazy loaders, and the catalogue calls them through
 * here. The favourite ids live here too, because a product page asks "is this a favourite?" synchronously.
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

/** A registry entry: the loader a feature registered, and callers that arrived before it did. */
function lazyPort<T>() {
  let load: (() => Promise<T>) | null = null;
  const waiting: Array<(load: () => Promise<T>) => void> = [];
  return {
    register(loader: () => Promise<T>) {
      load = loader;
      for (const resolve of waiting.splice(0)) resolve(loader);
    },
    async get(): Promise<T> {
      const loader = load ?? (await new Promise<() => Promise<T>>((resolve) => waiting.push(resolve)));
      return loader();
    },
    registered: () => load !== null,
  };
}

const cartPort = lazyPort<CartActions>();
const favouritePort = lazyPort<FavouriteActions>();

export const registerCartActions = cartPort.register;
export const cartActions = cartPort.get;
export const registerFavouriteActions = favouritePort.register;
export const favouriteActions = favouritePort.get;

/**
 * None: the server's answer, and the browser's until the favourites load. One object for both, so that
 * hydration finds the store unchanged (a different object would re-render every reader synchronously).
 */
const NO_FAVOURITES: ReadonlySet<number> = new Set();

// The favourite ids (display product ids) as the favourites feature last published them.
let favouriteIds: ReadonlySet<number> = NO_FAVOURITES;
const favouriteListeners = new Set<() => void>();

export function currentFavouriteIds(): ReadonlySet<number> {
  return favouriteIds;
}

/** For the favourites feature only. */
export function publishFavouriteIds(ids: ReadonlySet<number>): void {
  if (ids.size === favouriteIds.size && [...ids].every((id) => favouriteIds.has(id))) return;
  favouriteIds = ids;
  for (const listener of [...favouriteListeners]) listener();
}

export function subscribeFavouriteIds(listener: () => void): () => void {
  favouriteListeners.add(listener);
  return () => {
    favouriteListeners.delete(listener);
  };
}

/** The favourite ids for React; none while a server-rendered page hydrates (the server knows no one's). */
export function useFavouriteIds(): ReadonlySet<number> {
  return useSyncExternalStore(subscribeFavouriteIds, currentFavouriteIds, () => NO_FAVOURITES);
}

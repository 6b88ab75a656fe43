import { useSyncExternalStore } from 'react';

/**
 * What the shell shows after an add to the cart (spec 000 §2 overlays): the cart-added confirmation, which
 * closes itself after 3 seconds, or the out-of-stock pop-up. Tiny, so the shell carries it in the first view.
 */
export type CartShellEvent =
  | { type: 'added'; name: string; quantity: number; pending: boolean }
  | { type: 'outOfStock'; name: string; inventory: number }
  | { type: 'addFailed'; offline: boolean };

let current: { id: number; event: CartShellEvent } | null = null;
let nextId = 0;
const listeners = new Set<() => void>();

export function showCartEvent(event: CartShellEvent): void {
  nextId += 1;
  current = { id: nextId, event };
  for (const listener of [...listeners]) listener();
}

export function dismissCartEvent(id: number): void {
  if (current?.id !== id) return;
  current = null;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useCartEvent(): { id: number; event: CartShellEvent } | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

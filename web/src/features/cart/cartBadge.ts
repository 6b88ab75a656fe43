import { useSyncExternalStore } from 'react';

/**
 * The header's cart count, in the first view without the cart itself: the last count is kept in
 * localStorage, so the badge is right from the first paint; the cart store, loaded just after, publishes
 * the real one. Tiny on purpose (no Dexie, no domain code).
 */
const HINT_KEY = 'shop.cartCount';

function readHint(): number {
  try {
    const value = Number(window.localStorage.getItem(HINT_KEY));
    return Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

let count = typeof window === 'undefined' ? 0 : readHint();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of [...listeners]) listener();
}

/** For the cart store only. */
export function publishCartCount(next: number): void {
  if (next === count) return;
  count = next;
  try {
    window.localStorage.setItem(HINT_KEY, String(next));
  } catch {
    // Blocked storage only costs the hint.
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
}

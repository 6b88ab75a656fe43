import { useSyncExternalStore } from 'react';

/** The favourite-added confirmation (spec 000 §4: adding shows the favourite modal, closed after 3 s). */
let current: { id: number; name: string } | null = null;
let nextId = 0;
const listeners = new Set<() => void>();

export function showFavouriteAdded(name: string): void {
  nextId += 1;
  current = { id: nextId, name };
  for (const listener of [...listeners]) listener();
}

export function dismissFavouriteAdded(id: number): void {
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

export function useFavouriteAdded(): { id: number; name: string } | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

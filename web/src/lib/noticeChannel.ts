import { useSyncExternalStore } from 'react';

export interface Notice<Payload> {
  id: number;
  payload: Payload;
}

/**
 * One transient notice at a time (a confirmation that closes itself, a pop-up): `show` replaces the current
 * one, `dismiss(id)` clears it only if it is still the one shown, so a late timer never closes a newer notice.
 */
export function createNoticeChannel<Payload>() {
  let current: Notice<Payload> | null = null;
  let nextId = 0;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    current: (): Notice<Payload> | null => current,
    show(payload: Payload): void {
      nextId += 1;
      current = { id: nextId, payload };
      emit();
    },
    dismiss(id: number): void {
      if (current?.id !== id) return;
      current = null;
      emit();
    },
    useCurrent(): Notice<Payload> | null {
      return useSyncExternalStore(
        subscribe,
        () => current,
        () => null,
      );
    },
  };
}

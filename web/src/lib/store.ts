/**
 * What every store of the app repeats: one immutable state, replaced by patches, and the listeners told
 * after each change. React reads a store with `useSyncExternalStore(store.subscribe, store.getState)`, so
 * `getState` must answer the same object until something changed.
 */
export interface Store<State> {
  getState(): State;
  /** Answers the function that unsubscribes. */
  subscribe(listener: () => void): () => void;
}

export interface StoreCell<State> extends Store<State> {
  /** Replaces the state by a copy with `patch` applied, then tells every listener. */
  set(patch: Partial<State>): void;
}

export function createStoreCell<State extends object>(initial: State): StoreCell<State> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(patch) {
      state = { ...state, ...patch };
      // A copy: a listener that unsubscribes (or subscribes another) does not change this round.
      for (const listener of [...listeners]) listener();
    },
  };
}

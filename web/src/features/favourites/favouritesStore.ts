import type { AnalyticsItem } from '../../lib/analytics.ts';
import type { Outbox, OutboxEntry, OutboxEvent } from '../../lib/outbox.ts';
import { createStoreCell, type Store } from '../../lib/store.ts';
import {
  FAVOURITE_KIND_PREFIX,
  type FavouriteChange,
  favouriteRequest,
  isFavouriteEntry,
  loginFavouriteChanges,
  visibleFavouriteIds,
} from './favouritesRules.ts';

/**
 * The favourites of this tab. A guest's live in IndexedDB; a member's on the server (GET, PUT, DELETE
 * member/favourite), changed through the outbox so a heart tapped offline reaches the server once, later.
 * At login the guest's favourites are handed to the member's list.
 */

export interface FavouritesRepository {
  guest(): Promise<{ displayProductId: number; addedAt: number }[]>;
  addGuest(displayProductId: number, addedAt: number): Promise<void>;
  removeGuest(displayProductId: number): Promise<void>;
  clearGuest(): Promise<void>;
  member(memberId: string): Promise<number[] | null>;
  setMember(memberId: string, ids: number[] | null): Promise<void>;
}

export interface FavouritesApi {
  list(): Promise<{ displayProductId: number }[]>;
}

export interface FavouritesDeps {
  repo: FavouritesRepository;
  api: FavouritesApi;
  outbox: Outbox;
  memberId(): string | null;
  online(): boolean;
  now(): number;
  announce(): void;
  track?(item: AnalyticsItem): void;
}

export interface FavouritesState {
  ready: boolean;
  memberId: string | null;
  /** Newest first: the guest's, or the server's as last answered. */
  ids: number[];
  /** Member: changes on their way. */
  pending: OutboxEntry[];
}

export interface FavouriteToggle {
  displayProductId: number;
  name: string;
  price: number;
}

export interface FavouritesStore extends Store<FavouritesState> {
  start(): Promise<void>;
  refresh(): Promise<void>;
  reloadFromStorage(): Promise<void>;
  /** Answers the new state: true when it is now a favourite. */
  toggle(request: FavouriteToggle): Promise<boolean>;
  remove(displayProductId: number): Promise<void>;
  loggedIn(source: 'login' | 'registration' | 'otherTab'): Promise<void>;
  loggedOut(): Promise<void>;
}

export function favouriteIds(state: Pick<FavouritesState, 'ids' | 'pending' | 'memberId'>): number[] {
  return state.memberId ? visibleFavouriteIds(state.ids, state.pending) : state.ids;
}

export function createFavouritesStore(deps: FavouritesDeps): FavouritesStore {
  const cell = createStoreCell<FavouritesState>({
    ready: false,
    memberId: deps.memberId(),
    ids: [],
    pending: [],
  });
  const { getState: state, set } = cell;

  async function loadGuest() {
    const guest = await deps.repo.guest();
    if (state().memberId) return;
    set({ ids: [...guest].sort((a, b) => b.addedAt - a.addedAt).map((entry) => entry.displayProductId) });
  }

  async function loadMember() {
    const memberId = state().memberId;
    if (!memberId) return;
    const [ids, entries] = await Promise.all([deps.repo.member(memberId), deps.outbox.entries(memberId)]);
    if (state().memberId !== memberId) return;
    // A refused favourite change (the product went off sale) has nothing for the shopper to do.
    for (const entry of entries.filter(
      (candidate) => isFavouriteEntry(candidate) && candidate.status === 'failed',
    )) {
      void deps.outbox.dismiss(entry.mutationId);
    }
    set({
      ids: ids ?? state().ids,
      pending: entries.filter((entry) => isFavouriteEntry(entry) && entry.status === 'pending'),
    });
  }

  function adopt(memberId: string, list: { displayProductId: number }[]) {
    if (state().memberId !== memberId) return;
    const ids = list.map((entry) => entry.displayProductId);
    set({ ids });
    void deps.repo.setMember(memberId, ids).then(deps.announce, () => undefined);
  }

  async function refreshMember(memberId: string) {
    if (!deps.online()) return;
    try {
      await deps.outbox.flush();
      adopt(memberId, await deps.api.list());
      await loadMember();
    } catch (error) {
      console.warn('favourites could not be refreshed', error);
    }
  }

  function onOutbox(event: OutboxEvent) {
    if (event.type === 'sent' && isFavouriteEntry(event.entry) && Array.isArray(event.answer)) {
      adopt(event.entry.memberId, event.answer as { displayProductId: number }[]);
    }
    void loadMember();
  }

  async function memberChange(memberId: string, change: FavouriteChange) {
    await deps.outbox.enqueue({
      memberId,
      kind: `${FAVOURITE_KIND_PREFIX}${change.type}`,
      change,
      request: favouriteRequest(change),
    });
    await loadMember();
    void deps.outbox.flush();
  }

  async function change(change: FavouriteChange) {
    const memberId = state().memberId;
    if (memberId) {
      await memberChange(memberId, change);
      return;
    }
    if (change.type === 'put') await deps.repo.addGuest(change.displayProductId, deps.now());
    else await deps.repo.removeGuest(change.displayProductId);
    await loadGuest();
    deps.announce();
  }

  return {
    getState: cell.getState,
    subscribe: cell.subscribe,
    async start() {
      deps.outbox.subscribe(onOutbox);
      const memberId = state().memberId;
      if (memberId) {
        await loadMember();
        set({ ready: true });
        void refreshMember(memberId);
      } else {
        await loadGuest();
        set({ ready: true });
      }
    },
    async refresh() {
      const memberId = state().memberId;
      if (memberId) await refreshMember(memberId);
    },
    async reloadFromStorage() {
      if (state().memberId) await loadMember();
      else await loadGuest();
    },
    async toggle({ displayProductId, name, price }) {
      const added = !favouriteIds(state()).includes(displayProductId);
      await change({ type: added ? 'put' : 'delete', displayProductId });
      if (added) {
        try {
          deps.track?.({ item_id: String(displayProductId), item_name: name, price, quantity: 1 });
        } catch {
          // Analytics never stops the shop.
        }
      }
      return added;
    },
    async remove(displayProductId) {
      if (favouriteIds(state()).includes(displayProductId))
        await change({ type: 'delete', displayProductId });
    },
    async loggedIn(source) {
      const memberId = deps.memberId();
      if (!memberId) return;
      if (source !== 'otherTab') {
        const guest = await deps.repo.guest();
        const known = (await deps.repo.member(memberId)) ?? [];
        for (const put of loginFavouriteChanges(guest, known)) {
          await deps.outbox.enqueue({
            memberId,
            kind: `${FAVOURITE_KIND_PREFIX}put`,
            change: put,
            request: favouriteRequest(put),
          });
        }
        await deps.repo.clearGuest();
      }
      set({ memberId, ids: [], pending: [], ready: true });
      await loadMember();
      deps.announce();
      await refreshMember(memberId);
    },
    async loggedOut() {
      const memberId = state().memberId;
      set({ memberId: null, ids: [], pending: [], ready: true });
      if (memberId) await deps.repo.setMember(memberId, null);
      await deps.repo.clearGuest();
      deps.announce();
    },
  };
}

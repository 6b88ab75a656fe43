import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { createOutbox } from '../../lib/outbox.ts';
import { memoryOutboxStorage } from '../../lib/outboxTesting.ts';
import {
  applyFavouriteChange,
  favouriteRequest,
  fulfilled,
  loginFavouriteChanges,
  visibleFavouriteIds,
} from './favouritesRules.ts';
import { createFavouritesStore, type FavouritesRepository, favouriteIds } from './favouritesStore.ts';

describe('favourite rules', () => {
  it('toggles newest first', () => {
    expect(applyFavouriteChange([1, 2], { type: 'put', displayProductId: 3 })).toEqual([3, 1, 2]);
    expect(applyFavouriteChange([1, 2], { type: 'put', displayProductId: 2 })).toEqual([2, 1]);
    expect(applyFavouriteChange([1, 2], { type: 'delete', displayProductId: 1 })).toEqual([2]);
  });

  it('maps changes to PUT and DELETE member/favourite with the display product id', () => {
    expect(favouriteRequest({ type: 'put', displayProductId: 1001 })).toEqual({
      method: 'PUT',
      path: 'member/favourite',
      body: { productId: 1001 },
    });
    expect(favouriteRequest({ type: 'delete', displayProductId: 1001 })).toEqual({
      method: 'DELETE',
      path: 'member/favourite',
      query: { productId: 1001 },
    });
  });

  it("hands the guest's favourites to the member oldest first, leaving out ones the member has", () => {
    const guest = [
      { displayProductId: 3, addedAt: 30 },
      { displayProductId: 1, addedAt: 10 },
      { displayProductId: 2, addedAt: 20 },
    ];
    expect(loginFavouriteChanges(guest, [2])).toEqual([
      { type: 'put', displayProductId: 1 },
      { type: 'put', displayProductId: 3 },
    ]);
  });

  it('keeps the fulfilled products of a list loaded one by one', async () => {
    const results = await Promise.allSettled([
      Promise.resolve('a'),
      Promise.reject(new Error('x')),
      Promise.resolve('c'),
    ]);
    expect(fulfilled(results)).toEqual(['a', 'c']);
  });

  it('shows pending changes over the server list', () => {
    const pending = [
      { change: { type: 'delete', displayProductId: 1 } },
      { change: { type: 'put', displayProductId: 9 } },
    ] as unknown as Parameters<typeof visibleFavouriteIds>[1];
    expect(visibleFavouriteIds([1, 2], pending)).toEqual([9, 2]);
  });
});

function setup(memberId: string | null) {
  const guest = new Map<number, number>();
  const member = new Map<string, number[]>();
  const repo: FavouritesRepository = {
    guest: async () => [...guest].map(([displayProductId, addedAt]) => ({ displayProductId, addedAt })),
    addGuest: async (id, at) => void guest.set(id, at),
    removeGuest: async (id) => void guest.delete(id),
    clearGuest: async () => guest.clear(),
    member: async (id) => member.get(id) ?? null,
    setMember: async (id, ids) => void (ids ? member.set(id, ids) : member.delete(id)),
  };
  let session = memberId;
  let online = true;
  const server: number[] = [];
  const sent: string[] = [];
  const outbox = createOutbox({
    storage: memoryOutboxStorage(),
    memberId: () => session,
    async send(request, key) {
      if (!online) throw new ApiError('NETWORK_ERROR', 'offline', 0);
      sent.push(`${request.method} ${key}`);
      const id = Number(
        (request.body as { productId?: number } | undefined)?.productId ?? request.query?.productId,
      );
      const at = server.indexOf(id);
      if (at >= 0) server.splice(at, 1);
      if (request.method === 'PUT') server.unshift(id);
      return server.map((displayProductId) => ({ displayProductId }));
    },
  });
  const wished: string[] = [];
  let clock = 0;
  const store = createFavouritesStore({
    repo,
    api: { list: async () => server.map((displayProductId) => ({ displayProductId })) },
    outbox,
    memberId: () => session,
    online: () => online,
    now: () => {
      clock += 1;
      return clock;
    },
    announce: () => undefined,
    track: (item) => wished.push(item.item_id),
  });
  return {
    store,
    guest,
    server,
    sent,
    wished,
    setOnline: (value: boolean) => {
      online = value;
    },
    logIn: (id: string) => {
      session = id;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favourites store', () => {
  it('keeps a guest’s favourites in storage and records add_to_wishlist on adding', async () => {
    const { store, guest, wished } = setup(null);
    await store.start();
    expect(await store.toggle({ displayProductId: 1001, name: '精華', price: 298 })).toBe(true);
    expect(await store.toggle({ displayProductId: 1002, name: '面霜', price: 200 })).toBe(true);
    expect(favouriteIds(store.getState())).toEqual([1002, 1001]);
    expect(await store.toggle({ displayProductId: 1001, name: '精華', price: 298 })).toBe(false);
    expect([...guest.keys()]).toEqual([1002]);
    expect(wished).toEqual(['1001', '1002']);
  });

  it("queues a member's toggle made offline and sends it once when back online", async () => {
    const { store, server, sent, setOnline } = setup('7');
    await store.start();
    setOnline(false);
    expect(await store.toggle({ displayProductId: 1001, name: '精華', price: 298 })).toBe(true);
    expect(favouriteIds(store.getState())).toEqual([1001]);
    expect(store.getState().pending).toHaveLength(1);
    expect(server).toEqual([]);
    setOnline(true);
    await store.refresh();
    await settle();
    expect(server).toEqual([1001]);
    expect(sent).toHaveLength(1);
    expect(store.getState()).toMatchObject({ ids: [1001], pending: [] });
  });

  it("hands the guest's favourites to the member at login", async () => {
    const { store, guest, server, logIn } = setup(null);
    await store.start();
    await store.toggle({ displayProductId: 1001, name: 'a', price: 1 });
    await store.toggle({ displayProductId: 1002, name: 'b', price: 1 });
    logIn('7');
    await store.loggedIn('login');
    await settle();
    expect(server).toEqual([1002, 1001]);
    expect(guest.size).toBe(0);
    expect(favouriteIds(store.getState())).toEqual([1002, 1001]);
  });
});

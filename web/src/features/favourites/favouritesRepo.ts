import type { DisplayProductCard } from '@shop/domain/catalogue/apiSchemas';
import { type ShopDatabase, shopDb } from '../../lib/db.ts';
import type { FavouritesRepository } from './favouritesStore.ts';

const memberKey = (memberId: string) => `favourites.member.${memberId}`;

export function dexieFavouritesRepository(db: ShopDatabase = shopDb()): FavouritesRepository {
  return {
    guest: () => db.guestFavourites.toArray(),
    async addGuest(displayProductId, addedAt) {
      await db.guestFavourites.put({ displayProductId, addedAt });
    },
    async removeGuest(displayProductId) {
      await db.guestFavourites.delete(displayProductId);
    },
    async clearGuest() {
      await db.guestFavourites.clear();
    },
    async member(memberId) {
      const stored = await db.settings.get(memberKey(memberId));
      return Array.isArray(stored?.value) ? (stored.value as number[]) : null;
    },
    async setMember(memberId, ids) {
      if (ids) await db.settings.put({ key: memberKey(memberId), value: ids });
      else await db.settings.delete(memberKey(memberId));
    },
  };
}

/** Keeps the cards last seen, so favourites still show offline. */
export async function saveSnapshots(
  cards: readonly DisplayProductCard[],
  db: ShopDatabase = shopDb(),
): Promise<void> {
  const savedAt = Date.now();
  await db.productSnapshots.bulkPut(
    cards.map((card) => ({ displayProductId: card.displayProductId, card, savedAt })),
  );
}

export async function loadSnapshots(
  ids: readonly number[],
  db: ShopDatabase = shopDb(),
): Promise<Map<number, DisplayProductCard>> {
  const rows = await db.productSnapshots.bulkGet([...ids]);
  const found = new Map<number, DisplayProductCard>();
  for (const row of rows) if (row) found.set(row.displayProductId, row.card as DisplayProductCard);
  return found;
}

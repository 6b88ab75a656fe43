import { type ShopDatabase, shopDb } from '../../lib/db.ts';
import type { CartAnswer } from './cartApi.ts';
import { fromStoredLine, toStoredLine } from './cartItem.ts';
import type { CartRepository, GuestCoupon } from './cartStore.ts';

const GUEST_COUPON = 'cart.guestCoupon';
const memberCartKey = (memberId: string) => `cart.member.${memberId}`;

/** The cart's storage on IndexedDB (lib/db.ts): guest lines, the guest's coupon, the member cart last seen. */
export function dexieCartRepository(db: ShopDatabase = shopDb()): CartRepository {
  const readLines = async () => (await db.guestCartLines.orderBy('added_at').toArray()).map(fromStoredLine);
  return {
    guestLines: readLines,
    updateGuestLines: (update) =>
      db.transaction('rw', db.guestCartLines, async () => {
        const { items, result } = update(await readLines());
        await db.guestCartLines.clear();
        await db.guestCartLines.bulkPut(items.map(toStoredLine));
        return result;
      }),
    async guestCoupon() {
      const stored = await db.settings.get(GUEST_COUPON);
      return (stored?.value as GuestCoupon | undefined) ?? null;
    },
    async setGuestCoupon(value) {
      if (value) await db.settings.put({ key: GUEST_COUPON, value });
      else await db.settings.delete(GUEST_COUPON);
    },
    clearGuest: () =>
      db.transaction('rw', db.guestCartLines, db.settings, async () => {
        await db.guestCartLines.clear();
        await db.settings.delete(GUEST_COUPON);
      }),
    async memberCart(memberId) {
      const stored = await db.settings.get(memberCartKey(memberId));
      return (stored?.value as CartAnswer | undefined) ?? null;
    },
    async setMemberCart(memberId, answer) {
      if (answer) await db.settings.put({ key: memberCartKey(memberId), value: answer });
      else await db.settings.delete(memberCartKey(memberId));
    },
  };
}

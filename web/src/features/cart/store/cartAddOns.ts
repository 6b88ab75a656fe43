import { isAddOn, itemFromAddOn } from '../cartItem.ts';
import { guestProductList } from '../cartRules.ts';
import type { CartContext } from './cartContext.ts';
import { type AddOnOffer, visibleItems } from './cartState.ts';
import type { GuestCart } from './guestCart.ts';
import type { MemberCart } from './memberCart.ts';

/** Gifts (GWP) earned by the goods total and purchases with purchase (PWP) offered for the cart's products. */
export interface CartAddOns {
  /** The offers not yet taken, for a goods total in cents. */
  offers(productTotal: number): Promise<AddOnOffer[]>;
  add(choices: readonly { discountId: number; productId: number }[]): Promise<{ ok: boolean }>;
}

export function createCartAddOns(
  { deps, state }: CartContext,
  guest: GuestCart,
  member: MemberCart,
): CartAddOns {
  return {
    async offers(productTotal) {
      const items = visibleItems(state());
      const regularIds = [
        ...new Set(items.filter((item) => item.kind === 'regular').map((item) => item.product_id)),
      ];
      const [gwp, pwp] = await Promise.all([
        deps.api.availableGwp(productTotal / 100),
        deps.api.availablePwp(regularIds),
      ]);
      const taken = new Set(items.filter(isAddOn).map((item) => item.product_id));
      return [...gwp, ...pwp]
        .map((addOn) => ({
          addOn,
          items: addOn.products.filter((line) => line.product_inventory > 0 && !taken.has(line.product_id)),
        }))
        .filter((offer) => offer.items.length > 0);
    },

    async add(choices) {
      const memberId = state().memberId;
      try {
        if (memberId) {
          await deps.outbox.flush();
          for (const choice of choices) {
            await member.adoptFrom(memberId, () => deps.api.memberAddOn(choice.discountId, choice.productId));
          }
          return { ok: true };
        }
        for (const choice of choices) {
          const answer = await deps.api.guestAddOn({
            discountId: choice.discountId,
            productId: choice.productId,
            items: guestProductList(state().items),
            couponCode: state().guestCoupon?.code ?? null,
          });
          const line = answer.products.find((candidate) => candidate.product_id === choice.productId);
          if (!line) return { ok: false };
          const outcome = await guest.change({
            type: 'addOnAdd',
            item: itemFromAddOn(answer, line, deps.now()),
          });
          if (outcome.status !== 'done') return { ok: false };
        }
        await guest.reprice();
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },
  };
}

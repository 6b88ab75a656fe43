import type { CartChange } from '../cartRules.ts';
import { CART_KIND_PREFIX, memberRequest } from '../memberRequests.ts';
import type { CartContext } from './cartContext.ts';
import { initialState } from './cartState.ts';
import type { MemberCart } from './memberCart.ts';

/**
 * The cart across logins: login pushes the guest lines (not the add-ons) and the guest coupon into the
 * member's cart (setContent, through the outbox) and clears the guest cart; logout clears everything.
 */
export interface CartSessionChanges {
  loggedIn(source: 'login' | 'registration' | 'otherTab'): Promise<void>;
  loggedOut(): Promise<void>;
}

export function createCartSessionChanges(
  { deps, state, set }: CartContext,
  member: MemberCart,
): CartSessionChanges {
  /** Spec 000 §4 "Login success": the guest lines (not GWP or PWP) go to the server cart. */
  async function mergeGuestCart(memberId: string): Promise<void> {
    const [items, guestCoupon] = await Promise.all([deps.repo.guestLines(), deps.repo.guestCoupon()]);
    const regular = items.filter((item) => item.kind === 'regular');
    if (regular.length > 0 || guestCoupon) {
      const merge: CartChange = { type: 'merge', items: regular, promotionCode: guestCoupon?.code ?? null };
      await deps.outbox.enqueue({
        memberId,
        kind: `${CART_KIND_PREFIX}merge`,
        change: merge,
        request: memberRequest(merge),
      });
    }
    await deps.repo.clearGuest();
  }

  return {
    async loggedIn(source) {
      const session = deps.session();
      if (!session) return;
      // Another tab's login already merged (and cleared) the guest cart this tab shares.
      if (source !== 'otherTab') await mergeGuestCart(session.memberId);
      set({ ...initialState(session), ready: true, notices: state().notices });
      await Promise.all([member.loadCache(), member.loadOutbox()]);
      deps.announce();
      await member.refresh(session.memberId);
    },

    async loggedOut() {
      const memberId = state().memberId;
      set({ ...initialState(null), ready: true });
      if (memberId) {
        await deps.outbox.clearMember(memberId);
        await deps.repo.setMemberCart(memberId, null);
      }
      await deps.repo.clearGuest();
      deps.announce();
    },
  };
}

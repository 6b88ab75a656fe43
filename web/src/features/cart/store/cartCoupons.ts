import type { CouponAnswer } from '../cartApi.ts';
import { couponFailure, guestMayUse, normalizeCouponCode } from '../couponInput.ts';
import type { CartContext } from './cartContext.ts';
import type { CouponOutcome } from './cartState.ts';
import type { GuestCart } from './guestCart.ts';
import type { MemberCart } from './memberCart.ts';

/** Coupons: a guest's is kept on the device and priced with the lines; a member's is set on the server. */
export interface CartCoupons {
  apply(raw: string): Promise<CouponOutcome>;
  /** The member's own coupons (GET coupon/available). */
  available(): Promise<CouponAnswer[]>;
  remove(): Promise<{ ok: boolean }>;
}

export function createCartCoupons(
  { deps, state }: CartContext,
  guest: GuestCart,
  member: MemberCart,
): CartCoupons {
  return {
    async apply(raw) {
      const check = normalizeCouponCode(raw);
      if (!check.ok) return { ok: false, failure: 'empty' };
      if (!deps.online()) return { ok: false, failure: 'offline' };
      let coupon: CouponAnswer;
      try {
        coupon = await deps.api.coupon(check.code);
      } catch (error) {
        return { ok: false, failure: couponFailure(error) };
      }
      const memberId = state().memberId;
      if (!memberId) {
        if (!guestMayUse(coupon.discount.discountType)) return { ok: false, failure: 'guestNotAllowed' };
        await deps.repo.setGuestCoupon({ code: coupon.couponCode, coupon });
        await guest.reload();
        deps.announce();
        await guest.reprice();
        return { ok: true, coupon };
      }
      try {
        await deps.outbox.flush();
        await member.adoptFrom(memberId, () => deps.api.setCoupon(coupon.couponCode));
        return { ok: true, coupon };
      } catch (error) {
        return { ok: false, failure: couponFailure(error) };
      }
    },

    available: () => (state().memberId ? deps.api.availableCoupons() : Promise.resolve([])),

    async remove() {
      const memberId = state().memberId;
      if (!memberId) {
        await deps.repo.setGuestCoupon(null);
        await guest.reload();
        deps.announce();
        void guest.reprice();
        return { ok: true };
      }
      if (!deps.online()) return { ok: false };
      try {
        await member.adoptFrom(memberId, () => deps.api.deleteCoupon());
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },
  };
}

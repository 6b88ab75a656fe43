import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { couponFailure, couponRejection, guestMayUse, normalizeCouponCode } from './couponInput.ts';

describe('coupon entry', () => {
  it('trims the code, full-width spaces and pasted line breaks included; empty asks for one', () => {
    expect(normalizeCouponCode('  NEW10 ')).toEqual({ ok: true, code: 'NEW10' });
    expect(normalizeCouponCode('\u3000cash30\n')).toEqual({ ok: true, code: 'cash30' });
    expect(normalizeCouponCode(' \u3000\t')).toEqual({ ok: false, problem: 'empty' });
    expect(normalizeCouponCode('NEW 10')).toEqual({ ok: true, code: 'NEW 10' });
  });

  it('turns API refusals into what the shopper is told', () => {
    expect(couponFailure(new ApiError('COUPON_NOT_FOUND', 'x', 404))).toBe('invalid');
    expect(couponFailure(new ApiError('COUPON_EXPIRED', 'x', 404))).toBe('invalid');
    expect(couponFailure(new ApiError('VALIDATION_FAILED', 'x', 400))).toBe('invalid');
    expect(couponFailure(new ApiError('COUPON_NOT_FOR_GUESTS', 'x', 403))).toBe('guestNotAllowed');
    expect(couponFailure(new ApiError('NETWORK_ERROR', 'x', 0))).toBe('offline');
    expect(couponFailure(new ApiError('INTERNAL', 'x', 500))).toBe('failed');
    expect(couponFailure(new Error('boom'))).toBe('failed');
  });

  it('lets guests use cash and discount coupons only', () => {
    expect(guestMayUse('CASH_COUPON')).toBe(true);
    expect(guestMayUse('DISCOUNT_COUPON')).toBe(true);
    expect(guestMayUse('FREE_DELIVERY')).toBe(false);
    expect(guestMayUse('GIFT_COUPON')).toBe(false);
  });

  it('explains a coupon the cart holds but that takes nothing off', () => {
    expect(couponRejection('COUPON_NOT_APPLICABLE')).toBe('noSuitableProduct');
    expect(couponRejection('COUPON_MIN_SPEND')).toBe('minimumSpend');
    expect(couponRejection('COUPON_EXPIRED')).toBe('expired');
    expect(couponRejection('COUPON_NOT_FOR_GUESTS')).toBe('membersOnly');
    expect(couponRejection(null)).toBe('notApplicable');
  });
});

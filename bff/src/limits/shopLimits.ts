import type { AppDeps } from '../appDeps.ts';
import type { LimitKeys } from './limitRequests.ts';
import type { RateLimit } from './rateLimits.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The shop's abuse limits. Per-address limits are loose because Hong Kong's mobile carriers put many
 * phones behind one address; the global ones cap what an attacker with many addresses can cost.
 */
export const limits = {
  /** SMS codes sent (POST login/phone): each one costs money, and pumping them is a known fraud. */
  smsPerAddress: { name: 'sms:address', max: 10, windowMs: HOUR },
  smsPerAddressDaily: { name: 'sms:address:day', max: 30, windowMs: 24 * HOUR },
  /**
   * Codes sent across every address; set by SMS_GLOBAL_HOURLY_LIMIT. Counted as a code is about to go
   * (auth/verificationCodes.ts), not per request: garbage and too-soon requests must not spend it.
   */
  smsGlobal: (max: number): RateLimit => ({ name: 'sms:global', max, windowMs: HOUR }),
  /** Coupon codes looked up (GET coupon/?couponCode=): a shopper types a few, a guesser thousands. */
  couponLookupsPerAddress: { name: 'coupon:address', max: 30, windowMs: 10 * MINUTE },
  /** Sign-ups (POST member/add): each answers whether an email is registered (status 1), code in hand. */
  signUpsPerAddress: { name: 'signup:address', max: 20, windowMs: HOUR },
  signUpsPerPhone: { name: 'signup:phone', max: 10, windowMs: HOUR },
  /** Profile updates (POST member/update): each answers whether an email belongs to another member. */
  profileUpdatesPerMember: { name: 'profile:member', max: 10, windowMs: HOUR },
  profileUpdatesPerAddress: { name: 'profile:address', max: 30, windowMs: HOUR },
  /** Guest order look-ups (POST order/checking): a payment return reads a few times, a guesser of phones thousands. */
  orderCheckingsPerAddress: { name: 'order-checking:address', max: 60, windowMs: 10 * MINUTE },
  /**
   * Look-ups of one order number that found nothing (a wrong phone): order numbers are sequential, so a
   * guesser with many addresses would try phones against the newest numbers. A guest who knows the phone
   * never spends it (the payment return's reads, the enquiry page); a typo or two do. Not scaled by
   * PER_ADDRESS_LIMIT_FACTOR: it counts per order, not per address.
   */
  orderCheckingMissesPerOrder: { name: 'order-checking:order', max: 10, windowMs: 10 * MINUTE },
} satisfies Record<string, RateLimit | ((max: number) => RateLimit)>;

/** The local phone of a sign-up form, as the form's own parser would read it, to count per phone. */
function signUpPhone(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { locationId, phone } = body as Record<string, unknown>;
  const digits =
    typeof phone === 'string' || typeof phone === 'number' ? String(phone).replace(/\D/g, '') : '';
  return digits === '' ? null : `${String(locationId ?? '')}:${digits}`;
}

/** A per-address limit scaled by PER_ADDRESS_LIMIT_FACTOR (many shoppers behind one address, or tests). */
const perAddress = (limit: RateLimit, deps: AppDeps): RateLimit => ({
  ...limit,
  max: limit.max * deps.config.perAddressLimitFactor,
});

/** What each abused route counts, keyed by what the abuse varies least. */
export const routeLimits = {
  smsSend: (request, deps) => [
    { limit: perAddress(limits.smsPerAddress, deps), key: request.ip },
    { limit: perAddress(limits.smsPerAddressDaily, deps), key: request.ip },
  ],
  couponLookup: (request, deps) => [
    { limit: perAddress(limits.couponLookupsPerAddress, deps), key: request.ip },
  ],
  signUp: (request, deps) => {
    const phone = signUpPhone(request.body);
    return [
      { limit: perAddress(limits.signUpsPerAddress, deps), key: request.ip },
      ...(phone ? [{ limit: limits.signUpsPerPhone, key: phone }] : []),
    ];
  },
  orderChecking: (request, deps) => [
    { limit: perAddress(limits.orderCheckingsPerAddress, deps), key: request.ip },
  ],
  profileUpdate: (request, deps) => [
    { limit: perAddress(limits.profileUpdatesPerAddress, deps), key: request.ip },
    { limit: limits.profileUpdatesPerMember, key: String(request.member?.memberId ?? '') },
  ],
} satisfies Record<string, LimitKeys>;

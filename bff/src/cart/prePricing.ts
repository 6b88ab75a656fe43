import type { PreAnswer } from '@shop/domain/cart/apiSchemas';
import { MAX_LINE_QUANTITY } from '@shop/domain/cart/cartTypes';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import type { ProductListItem } from '../http/fields.ts';
import { addOnItem, addOnQuantityExceeded, checkEarned, findAddOn } from './addOns.ts';
import { type AutoDiscounts, loadAutoDiscounts } from './automaticOffers.ts';
import { header, refuseLinesNotForSale } from './cartChecks.ts';
import { addOnAnswer, type PricedView, preAnswer } from './cartPricing.ts';
import { loadCartProducts } from './cartProducts.ts';
import { cartLines, GUEST_PROFILE, type LineSource, purchaseCountOfPhone } from './cartRows.ts';
import { findCouponById, usableCoupon } from './coupons.ts';
import { pricingView } from './memberCart.ts';

/** Pricing without a stored cart: guests, and members pricing an order before placing it. */

function guestSources(items: readonly ProductListItem[], auto: AutoDiscounts): LineSource[] {
  const regular = new Map<number, ProductListItem>();
  const sources: LineSource[] = [];
  for (const item of items) {
    if (item.discountId === null) {
      const seen = regular.get(item.productId);
      regular.set(item.productId, seen ? { ...seen, quantity: seen.quantity + item.quantity } : item);
      continue;
    }
    const addOn = findAddOn(auto, item.discountId);
    sources.push({
      cartLineId: null,
      productId: item.productId,
      kind: addOn.discount.discountType === 'GWP' ? 'gwp' : 'pwp',
      quantity: item.quantity,
      deliveryTimes: 1,
      discountId: item.discountId,
      productPointId: null,
    });
  }
  const regularSources = [...regular.values()].map(
    (item): LineSource => ({
      cartLineId: null,
      productId: item.productId,
      kind: 'regular',
      quantity: Math.min(item.quantity, MAX_LINE_QUANTITY),
      deliveryTimes: item.deliveryTimes,
      discountId: null,
      productPointId: null,
    }),
  );
  return [...regularSources, ...sources];
}

export interface GuestPreInput {
  items: ProductListItem[];
  promotionCode: string | null;
  countryId: number | null;
  /**
   * The phone the order names (placement): its paid orders are counted when the coupon is for a first
   * purchase only, the one rule that reads them (the count scans the orders read model: not for every order).
   * Before a phone is known (order/guest/pre) the guest counts as a first purchase.
   */
  phone?: string;
}

/** A browser-held cart priced for a guest (order/guest/pre): guests may use cash and discount coupons only. */
export async function guestPre(db: Queryable, input: GuestPreInput, now: Date): Promise<PreAnswer> {
  return preAnswer(await guestPreView(db, input, now));
}

/** The priced view behind guestPre: placing a guest order prices the same cart the same way. */
export async function guestPreView(db: Queryable, input: GuestPreInput, now: Date): Promise<PricedView> {
  const coupon =
    input.promotionCode === null ? null : await usableCoupon(db, input.promotionCode, now, 'guest');
  const auto = await loadAutoDiscounts(
    db,
    now,
    input.items.filter((item) => item.discountId === null).map((item) => item.productId),
  );
  const sources = guestSources(input.items, auto);
  const profile = {
    ...GUEST_PROFILE,
    locationId: input.countryId ?? GUEST_PROFILE.locationId,
    paidOrderCount:
      coupon?.coupon.discount.firstPurchaseOnly && input.phone !== undefined
        ? await purchaseCountOfPhone(db, input.phone)
        : 0,
  };
  return pricingView(db, { sources, coupon, profile, now, auto });
}

/**
 * A member's order priced before placing it (order/member/pre): the products named (buy now), else the
 * member's cart; the promotionCode named, else the cart's coupon; `point` points asked for as cash.
 */
export async function memberPre(
  db: Queryable,
  memberId: number,
  input: MemberPreInput,
  now: Date,
): Promise<PreAnswer> {
  return preAnswer(await memberPreView(db, memberId, input, now));
}

export interface MemberPreInput {
  lines: { productId: number; quantity: number; deliveryTimes: number }[] | null;
  promotionCode: string | null;
  point: number;
  countryId: number | null;
}

/** The priced view behind memberPre: placing a member's order prices the same cart the same way. */
export async function memberPreView(
  db: Queryable,
  memberId: number,
  input: MemberPreInput,
  now: Date,
): Promise<PricedView> {
  const { profile, couponId } = await header(db, memberId);
  const sources: LineSource[] = input.lines
    ? guestSources(
        input.lines.map((line) => ({ ...line, discountId: null })),
        { gwp: [], pwp: [], freeDelivery: null },
      )
    : await cartLines(db, memberId);
  const coupon =
    input.promotionCode !== null
      ? await usableCoupon(db, input.promotionCode, now, profile.level)
      : input.lines === null && couponId !== null
        ? await findCouponById(db, couponId)
        : null;
  const view = await pricingView(db, {
    sources,
    coupon,
    profile: { ...profile, locationId: input.countryId ?? profile.locationId },
    now,
    pointsToUse: input.point,
  });
  // Buy now has no cart to show a line no longer on sale in: it is refused before the shopper types.
  if (input.lines) refuseLinesNotForSale(view);
  return view;
}

/**
 * gwp/guestadd: checks that a guest's cart has earned an add-on and answers its lines for the browser to
 * keep. Nothing is stored.
 */
export async function guestAddOn(
  db: Queryable,
  input: {
    discountId: number;
    productId?: number | undefined;
    items: ProductListItem[];
    couponCode: string | null;
  },
  now: Date,
) {
  const coupon = input.couponCode === null ? null : await usableCoupon(db, input.couponCode, now, 'guest');
  const auto = await loadAutoDiscounts(
    db,
    now,
    input.items.filter((item) => item.discountId === null).map((item) => item.productId),
  );
  const addOn = findAddOn(auto, input.discountId);
  const item = addOnItem(addOn, input.productId);
  const already = input.items.find(
    (candidate) => candidate.discountId !== null && candidate.productId === item.productId,
  );
  if (already) throw addOnQuantityExceeded(item.productId, already.quantity + 1);
  const sources = guestSources(input.items, auto);
  const view = await pricingView(db, { sources, coupon, profile: GUEST_PROFILE, now, auto });
  checkEarned(view, addOn);
  const products = await loadCartProducts(db, [item.productId]);
  const product = products.get(item.productId);
  if (!product || product.inventory < 1)
    throw new DomainError('INSUFFICIENT_STOCK', '此產品已售罄', {
      productId: item.productId,
      inventory: product?.inventory ?? 0,
      inCart: 0,
      requested: 1,
    });
  const answer = addOnAnswer({ ...addOn, items: [item] }, products, now);
  return answer;
}

import type { CartAnswer } from '@shop/domain/cart/apiSchemas';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import { type AutoDiscounts, loadAutoDiscounts } from './automaticOffers.ts';
import { header, regularProductIds } from './cartChecks.ts';
import { cartAnswer, type PricedView, priceSources, productIdsFor } from './cartPricing.ts';
import { loadCartProducts } from './cartProducts.ts';
import { cartLines, type LineSource, type ShopperProfile } from './cartRows.ts';
import { findCouponById, type StoredCoupon } from './coupons.ts';

/**
 * The member cart's application service, split by what it acts on: this file reads and prices the cart;
 * regularLines.ts, pointsLines.ts, addOns.ts, cartCoupon.ts and mergeContent.ts hold the writes;
 * prePricing.ts prices carts that are not stored. Each write checks the rules the database cannot (stock,
 * points, add-on eligibility) against the cart as the pricing engine sees it, and refuses with a
 * DomainError that changes nothing. Writes run inside `idempotentWrite`'s transaction with the member's row
 * locked, so checks and writes of one member never interleave. Every write answers the whole cart, priced.
 */

/** Everything pricing needs for lines, a coupon and a shopper, loaded in three statements. */
export async function pricingView(
  db: Queryable,
  input: {
    sources: LineSource[];
    coupon: StoredCoupon | null;
    profile: ShopperProfile;
    now: Date;
    pointsToUse?: number;
    auto?: AutoDiscounts;
  },
): Promise<PricedView> {
  // Independent reads go out together: on a pool they use separate connections, in a transaction the
  // driver queues them on its one connection.
  const [products, auto] = await Promise.all([
    loadCartProducts(db, productIdsFor(input.sources, input.coupon)),
    input.auto ?? loadAutoDiscounts(db, input.now, regularProductIds(input.sources)),
  ]);
  const missing = input.sources.filter((source) => !products.has(source.productId));
  if (missing.length > 0)
    throw new DomainError('PRODUCT_NOT_FOUND', '找不到此產品', {
      productIds: missing.map((source) => source.productId),
    });
  return priceSources({ ...input, products, auto });
}

/** The member's cart as the engine prices it now. */
export async function memberCartView(
  db: Queryable,
  memberId: number,
  now: Date,
  options: { locationId?: number } = {},
): Promise<PricedView> {
  const [{ profile, couponId }, sources] = await Promise.all([header(db, memberId), cartLines(db, memberId)]);
  const coupon = couponId === null ? null : await findCouponById(db, couponId);
  return pricingView(db, {
    sources,
    coupon,
    profile: { ...profile, locationId: options.locationId ?? profile.locationId },
    now,
  });
}

export async function memberCart(
  db: Queryable,
  memberId: number,
  now: Date,
  locationId?: number,
): Promise<CartAnswer> {
  return cartAnswer(await memberCartView(db, memberId, now, locationId === undefined ? {} : { locationId }));
}

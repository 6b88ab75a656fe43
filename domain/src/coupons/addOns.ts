import type { Cents } from '../money.ts';
import type { AddOnDiscount } from './discountTypes.ts';

/** Each add-on (GWP or PWP) can be taken 0 or 1 times. */
export const MAX_ADD_ON_QUANTITY = 1;

/**
 * The GWP discounts whose spend threshold the product total (after coupon discounts, in cents) reaches.
 * The caller passes discounts already known to be active (see `isActiveAt`).
 */
export function availableGwp(discounts: readonly AddOnDiscount[], productTotal: Cents): AddOnDiscount[] {
  return discounts.filter(
    (discount) => discount.discountType === 'GWP' && productTotal >= discount.condition,
  );
}

/**
 * The PWP discounts offered for the products in the cart: those with a trigger product among `productIds`.
 * The caller passes discounts already known to be active (see `isActiveAt`).
 */
export function availablePwp(
  discounts: readonly AddOnDiscount[],
  productIds: Iterable<number>,
): AddOnDiscount[] {
  const inCart = new Set(productIds);
  return discounts.filter(
    (discount) => discount.discountType === 'PWP' && discount.triggerProductIds.some((id) => inCart.has(id)),
  );
}

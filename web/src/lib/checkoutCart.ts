/**
 * What checkout takes from the cart: a guest's lines and coupon as this browser holds them. The cart
 * produces it (features/cart/browserCart.ts), checkout prices and places it (features/checkout/checkoutApi.ts),
 * and the app hands the one's reader to the other (app/routes/checkout.tsx): features never import each other.
 */
export interface GuestCheckoutCart {
  /** The lines as the order calls take them (productListJson). */
  items: Array<{ productId: number; quantity: number; deliveryTimes: number; discountId?: number | null }>;
  couponCode: string | null;
}

/** Reads the guest's cart at the moment checkout prices or places it. */
export type ReadGuestCheckoutCart = () => Promise<GuestCheckoutCart>;

/**
 * The seam between the cart (which keeps a guest's lines and coupon in this browser) and checkout (which
 * prices and places them): features never import each other. The cart registers a reader at boot;
 * checkout asks through here, and waits if the cart has not registered yet.
 */
export interface GuestCheckoutCart {
  /** The lines as the order calls take them (productListJson). */
  items: Array<{ productId: number; quantity: number; deliveryTimes: number; discountId?: number | null }>;
  couponCode: string | null;
}

let reader: (() => Promise<GuestCheckoutCart>) | null = null;
const waiting: Array<(read: () => Promise<GuestCheckoutCart>) => void> = [];

/** For the cart feature only. */
export function registerGuestCheckoutCart(read: () => Promise<GuestCheckoutCart>): void {
  reader = read;
  for (const resolve of waiting.splice(0)) resolve(read);
}

export async function guestCheckoutCart(): Promise<GuestCheckoutCart> {
  const read =
    reader ?? (await new Promise<() => Promise<GuestCheckoutCart>>((resolve) => waiting.push(resolve)));
  return read();
}

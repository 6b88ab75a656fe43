import type { Order } from '@shop/domain/orders/apiSchemas';
import { pushToDataLayer } from '../../lib/analytics.ts';
import type { ShopActions } from '../../lib/shopActions.ts';
import { purchaseEntry } from './purchase.ts';
import { isPaidOrder } from './successState.ts';

const SENT_PREFIX = 'purchase_sent_';

function alreadySent(orderNo: string): boolean {
  try {
    if (window.sessionStorage.getItem(`${SENT_PREFIX}${orderNo}`) === '1') return true;
    window.sessionStorage.setItem(`${SENT_PREFIX}${orderNo}`, '1');
  } catch {
    // Without storage the event may repeat on a reload: better than never sending it.
  }
  return false;
}

/**
 * An order succeeded (seed 001 §4, order success, member and guest): the cart is emptied and the purchase
 * event reaches the data layer, once per order in this tab (a reload or the payment return followed by the
 * success page must not count the sale twice). Neither may break the page: both failures are swallowed.
 * Only an order the server reports paid succeeded: for any other (unpaid, declined, missing) nothing
 * happens, so the shopper keeps the cart to pay or order again. `cart`: the cart's actions, as the app
 * provides them (useShopActions).
 */
export async function completeOrderSuccess(order: Order | null, cart: ShopActions['cart']): Promise<void> {
  if (order === null || !isPaidOrder(order)) return;
  if (!alreadySent(order.orderNo)) pushToDataLayer(purchaseEntry(order));
  try {
    await (await cart()).emptyCart();
  } catch (error) {
    console.warn('The cart could not be emptied after the order', error);
  }
}

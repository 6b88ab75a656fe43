import type { OutboxRequest } from '../../lib/outbox.ts';
import { lineKey } from './cartItem.ts';
import { type CartChange, loginMergeList } from './cartRules.ts';

/**
 * A member's cart change as the call that makes it on the server (spec 000 §7). The change itself is kept
 * in the outbox beside the request, so the cart can show it while it is pending.
 */
export function memberRequest(change: CartChange): OutboxRequest {
  const post = (path: string, body: Record<string, unknown> = {}): OutboxRequest => ({
    method: 'POST',
    path: `shoppingCart/${path}`,
    body,
  });
  switch (change.type) {
    case 'add':
      return post('cartProduct/add', { productId: change.item.product_id, quantity: change.quantity });
    case 'minus':
      return post('cartProduct/minus', { productId: change.productId, quantity: change.quantity });
    case 'delete':
      return post('cartProduct/delete', { productId: change.productId });
    case 'clean':
      return post('clean');
    case 'deliveryTimes':
      return post('cartProduct/deliveryTimes', {
        productId: change.productId,
        deliveryTimes: change.deliveryTimes,
      });
    case 'pointsAdd':
      return post('cartProduct/usingPoint/add', {
        productId: change.productId,
        productPointId: change.productPointId,
        quantity: change.quantity,
      });
    case 'pointsMinus':
      return post('cartProduct/usingPoint/minus', {
        productId: change.productId,
        productPointId: change.productPointId,
        quantity: change.quantity,
      });
    case 'pointsDelete':
      return post('cartProduct/usingPoint/delete', {
        productId: change.productId,
        productPointId: change.productPointId,
      });
    case 'addOnAdd':
      return post('cartProduct/gwp/add', {
        discountId: change.item.discount_id,
        productId: change.item.product_id,
        quantity: 1,
      });
    case 'addOnDelete':
      return post('cartProduct/gwp/delete', { discountId: change.discountId, productId: change.productId });
    case 'merge':
      return post('setContent', {
        productListJson: loginMergeList(change.items),
        ...(change.promotionCode ? { promotionCode: change.promotionCode } : {}),
      });
    default: {
      const unexpected: never = change;
      throw new Error(`Unknown cart change ${JSON.stringify(unexpected)}`);
    }
  }
}

/** The lines a change touches, to mark them pending; null means every line (clean). */
export function touchedKeys(change: CartChange): string[] | null {
  switch (change.type) {
    case 'add':
      return [lineKey('regular', change.item.product_id)];
    case 'minus':
    case 'delete':
    case 'deliveryTimes':
      return [lineKey('regular', change.productId)];
    case 'pointsAdd':
    case 'pointsMinus':
    case 'pointsDelete':
      return [lineKey('points', change.productId, null, change.productPointId)];
    case 'addOnAdd':
      return [change.item.key];
    case 'addOnDelete':
      return [
        lineKey('gwp', change.productId, change.discountId),
        lineKey('pwp', change.productId, change.discountId),
      ];
    case 'merge':
      return change.items.map((item) => lineKey('regular', item.product_id));
    case 'clean':
      return null;
    default: {
      const unexpected: never = change;
      throw new Error(`Unknown cart change ${JSON.stringify(unexpected)}`);
    }
  }
}

export const CART_KIND_PREFIX = 'cart.';

export function isCartEntry(entry: { kind: string }): boolean {
  return entry.kind.startsWith(CART_KIND_PREFIX);
}

import type { StoredOutboxError } from '../../lib/db.ts';
import type { MessageKey } from '../../lib/intl.tsx';
import type { CartItem } from './cartItem.ts';
import type { CartChange } from './cartRules.ts';

export interface ProblemMessage {
  key: MessageKey;
  values: Record<string, string | number>;
}

/**
 * What to tell the shopper about a member change the server refused, in the shopper's language: the
 * server's code picks the message (its own message text is Chinese only), its details fill it in.
 */
export function changeProblem(
  change: CartChange,
  error: StoredOutboxError | null,
  items: readonly CartItem[],
): ProblemMessage {
  const productId =
    'productId' in change
      ? change.productId
      : 'item' in change && change.item
        ? change.item.product_id
        : null;
  const name =
    ('item' in change ? change.item?.product_name_chi : undefined) ??
    items.find((item) => item.product_id === productId)?.product_name_chi ??
    '';
  const detail = (field: string) => (typeof error?.details?.[field] === 'number' ? error.details[field] : 0);
  switch (error?.code) {
    case 'INSUFFICIENT_STOCK': {
      const inventory = detail('inventory');
      return inventory > 0
        ? { key: 'cart.conflict.stock', values: { name, count: inventory } }
        : { key: 'cart.conflict.soldOut', values: { name } };
    }
    case 'PRODUCT_NOT_FOUND':
    case 'PRODUCT_NOT_FOR_SALE':
      return { key: 'cart.conflict.soldOut', values: { name } };
    case 'INSUFFICIENT_POINTS':
      return {
        key: 'cart.conflict.pointsNeeded',
        values: { name, required: detail('required'), available: detail('available') },
      };
    case 'POINTS_OPTION_CONFLICT':
      return { key: 'cart.conflict.pointsOption', values: { name } };
    case 'POINTS_VIP_ONLY':
      return { key: 'cart.conflict.vipOnly', values: { name } };
    case 'PRODUCT_POINT_NOT_FOUND':
      return { key: 'cart.conflict.pointsGone', values: { name } };
    case 'DELIVERY_TIMES_FIXED':
      return { key: 'cart.conflict.deliveryFixed', values: { name } };
    case 'CART_FULL':
      return { key: 'cart.conflict.full', values: { name } };
    case 'CART_LINE_NOT_FOUND':
      return { key: 'cart.conflict.gone', values: { name } };
    default:
      return { key: 'cart.conflict.other', values: { name } };
  }
}

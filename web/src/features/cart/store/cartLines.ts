import type { AnalyticsItem } from '../../../lib/analytics.ts';
import { type CartItem, isAddOn } from '../cartItem.ts';
import type { CartChange } from '../cartRules.ts';
import type { CartContext } from './cartContext.ts';
import { type ChangeOutcome, visibleItems } from './cartState.ts';

/**
 * The cart page's line controls: +/−, remove, delivery times, empty the cart, redeem a product with points;
 * each add or removal that took is recorded for analytics.
 */
export interface CartLines {
  changeQuantity(key: string, delta: 1 | -1): Promise<ChangeOutcome>;
  /** How many shipments a regular line of an ordinary product is split into (1 to MAX_DELIVERY_TIMES). */
  setDeliveryTimes(key: string, deliveryTimes: number): Promise<ChangeOutcome>;
  /** One item of a points redemption option (VIP members): a new points line, or one more on its line. */
  redeem(item: CartItem): Promise<ChangeOutcome>;
  remove(key: string): Promise<ChangeOutcome>;
  clean(): Promise<ChangeOutcome>;
  /** The order was placed and paid: the lines were bought, not removed, so no remove_from_cart. */
  emptyAfterOrder(): Promise<ChangeOutcome>;
}

function analyticsItem(item: CartItem, quantity: number): AnalyticsItem {
  return {
    item_id: String(item.product_id),
    item_name: item.product_name_chi,
    price: item.product_discount_price ?? item.product_price,
    quantity,
  };
}

const took = (outcome: ChangeOutcome) => outcome.status === 'done' || outcome.status === 'pending';

export function createCartLines(
  { state, track }: CartContext,
  change: (next: CartChange) => Promise<ChangeOutcome>,
): CartLines {
  const lineOf = (key: string) => visibleItems(state()).find((item) => item.key === key);
  const notInCart = (): ChangeOutcome => ({
    status: 'refused',
    refusal: { reason: 'notInCart', productId: 0 },
  });

  return {
    async changeQuantity(key, delta) {
      const line = lineOf(key);
      if (!line) return notInCart();
      let next: CartChange;
      if (line.kind === 'points') {
        const ids = { productId: line.product_id, productPointId: line.product_point_id ?? 0, quantity: 1 };
        next = delta > 0 ? { type: 'pointsAdd', ...ids } : { type: 'pointsMinus', ...ids };
      } else if (line.kind === 'regular') {
        next =
          delta > 0
            ? { type: 'add', item: line, quantity: 1 }
            : { type: 'minus', productId: line.product_id, quantity: 1 };
      } else {
        // Gift lines have fixed quantities.
        return { status: 'refused', refusal: { reason: 'addOnTaken', productId: line.product_id } };
      }
      const outcome = await change(next);
      if (took(outcome)) track(delta > 0 ? 'add_to_cart' : 'remove_from_cart', [analyticsItem(line, 1)]);
      return outcome;
    },

    async setDeliveryTimes(key, deliveryTimes) {
      const line = lineOf(key);
      if (line?.kind !== 'regular') return notInCart();
      if (line.delivery_times === deliveryTimes) return { status: 'done' };
      return change({ type: 'deliveryTimes', productId: line.product_id, deliveryTimes });
    },

    async redeem(item) {
      const { memberId, level } = state();
      if (!memberId || level !== 'vip' || item.kind !== 'points' || item.product_point_id === null)
        return { status: 'refused', refusal: { reason: 'vipOnly', productId: item.product_id } };
      const outcome = await change({
        type: 'pointsAdd',
        productId: item.product_id,
        productPointId: item.product_point_id,
        quantity: 1,
        item,
      });
      if (took(outcome)) track('add_to_cart', [analyticsItem(item, 1)]);
      return outcome;
    },

    async remove(key) {
      const line = lineOf(key);
      if (!line) return notInCart();
      const next: CartChange =
        line.kind === 'points'
          ? { type: 'pointsDelete', productId: line.product_id, productPointId: line.product_point_id ?? 0 }
          : isAddOn(line) || line.kind === 'giftCoupon'
            ? { type: 'addOnDelete', productId: line.product_id, discountId: line.discount_id ?? 0 }
            : { type: 'delete', productId: line.product_id };
      const outcome = await change(next);
      if (took(outcome)) track('remove_from_cart', [analyticsItem(line, line.quantity)]);
      return outcome;
    },

    async clean() {
      const before = visibleItems(state());
      const outcome = await change({ type: 'clean' });
      if (took(outcome) && before.length > 0) {
        track(
          'remove_from_cart',
          before.map((item) => analyticsItem(item, item.quantity)),
        );
      }
      return outcome;
    },

    emptyAfterOrder() {
      return change({ type: 'clean' });
    },
  };
}

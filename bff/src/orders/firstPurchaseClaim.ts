import { DomainError } from '@shop/domain/errors';
import type { OrderBuyer } from '@shop/domain/orders/orderEvents';
import { orderStreamId } from '@shop/domain/orders/orderEvents';
import type { Queryable } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import type { PricedView } from '../cart/cartPricing.ts';
import { foldOrderView } from './orderView.ts';

/**
 * NEW10 and any coupon marked first-purchase-only serve one order per buyer. Pricing refuses it once the
 * buyer has a paid order (the orders read model's count); the claim, taken in the placement's transaction,
 * also refuses it while another order of theirs holds it (unpaid, paid, shipped: anything but cancelled or
 * deleted), so neither two placements at once nor two unpaid orders paid later both get it.
 */

/** The claim's key: a member, or a guest by the digits of the phone they order with (as pricing counts). */
export function firstPurchaseBuyer(buyer: OrderBuyer): string {
  return buyer.kind === 'member' ? `member:${buyer.memberId}` : `phone:${buyer.phone.replace(/\D/g, '')}`;
}

/**
 * A guest's checkout priced the cart before it knew the phone (order/guest/pre has none), so it showed the
 * coupon applied; placement counts that phone's purchases. Placing the order without the coupon would charge
 * more than the shopper saw: refuse instead, and say why. A member's checkout priced with the same count,
 * and showed the refusal already.
 */
export function refuseFirstPurchaseCouponSeenApplied(view: PricedView, buyer: OrderBuyer): void {
  const result = view.priced.couponResult;
  if (buyer.kind === 'guest' && result?.status === 'rejected' && result.code === 'COUPON_FIRST_PURCHASE_ONLY')
    throw firstPurchaseTaken(null);
}

function firstPurchaseTaken(orderNo: string | null): DomainError {
  return new DomainError(
    'COUPON_FIRST_PURCHASE_ONLY',
    'This coupon is for a first purchase only, and another order of yours already counts as one.',
    orderNo === null ? undefined : { orderNo },
  );
}

export function usesFirstPurchaseCoupon(view: PricedView): boolean {
  return (
    view.priced.couponResult?.status === 'applied' &&
    view.inputs.coupon?.coupon.discount.firstPurchaseOnly === true
  );
}

/** Orders in these states never became a purchase: their claim passes to the buyer's next order. */
const GIVEN_UP: ReadonlySet<string> = new Set(['canceled', 'deleted']);

/**
 * Holds the buyer's first-purchase coupon to `orderId`, or throws COUPON_FIRST_PURCHASE_ONLY. The row is
 * locked until the transaction ends, so a concurrent placement waits here and then sees this one's order.
 * The holder's state is folded from its stream (`store` reads inside the transaction on Postgres): the read
 * models may not have it yet.
 */
export async function claimFirstPurchase(
  tx: Queryable,
  store: EventStore,
  buyer: string,
  orderId: number,
): Promise<void> {
  const { rows } = await tx.query<{ order_id: number }>(
    `insert into first_purchase_claims (buyer, order_id) values ($1, $2)
     on conflict (buyer) do update set order_id = first_purchase_claims.order_id
     returning order_id`,
    [buyer, orderId],
  );
  const holder = rows[0]?.order_id;
  if (holder === orderId) return;
  const held = holder === undefined ? null : foldOrderView(await store.readStream(orderStreamId(holder)));
  // No stream: a placement whose events never followed its commit (KurrentDB) left the claim behind.
  if (held !== null && !GIVEN_UP.has(held.status)) throw firstPurchaseTaken(held.placed.orderNo);
  await tx.query('update first_purchase_claims set order_id = $2, claimed_at = now() where buyer = $1', [
    buyer,
    orderId,
  ]);
}

import type { MergeReport } from '@shop/domain/cart/apiSchemas';
import {
  DEFAULT_DELIVERY_TIMES,
  MAX_LINE_QUANTITY,
  TWO_DELIVERY_SUBSCRIPTION_PERIOD,
} from '@shop/domain/cart/cartTypes';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import { MAX_CART_LINES, type ProductListItem } from '../http/fields.ts';
import { stockHeld } from './cartChecks.ts';
import { setCoupon } from './cartCoupon.ts';
import { loadCartProducts, ON_SALE_STATUS } from './cartProducts.ts';
import { cartLines, insertLine, updateLine } from './cartRows.ts';

/** setContent: the guest cart pushed after login. */

/**
 * Merges a browser cart into the member's: the same product adds its quantity, capped at the stock. No
 * line is dropped silently: every line sent is reported as merged, capped or refused (add-on lines are
 * chosen again on the cart, so they are refused as ADD_ON_NOT_MERGED). A promotionCode is put on the cart
 * when usable; when not, it is reported refused and the lines merge anyway. A new line keeps the delivery
 * times the guest chose (a half-year subscription's stay 1: it ships twice whatever is asked); a line the
 * member already had keeps the member's own.
 */
export async function mergeContent(
  tx: Queryable,
  memberId: number,
  input: { items: ProductListItem[]; promotionCode: string | null },
  now: Date,
): Promise<MergeReport> {
  const report: MergeReport = { merged: [], capped: [], refused: [], promotionCode: null };
  const wanted = new Map<number, number>();
  const deliveryTimes = new Map<number, number>();
  for (const item of input.items) {
    if (item.discountId !== null) {
      report.refused.push({
        productId: item.productId,
        quantity: item.quantity,
        reason: 'ADD_ON_NOT_MERGED',
      });
      continue;
    }
    wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
    deliveryTimes.set(item.productId, item.deliveryTimes);
  }
  const products = await loadCartProducts(tx, wanted.keys());
  const lines = await cartLines(tx, memberId);
  let lineCount = lines.length;
  for (const [productId, requested] of wanted) {
    const product = products.get(productId);
    const refuse = (reason: string) => report.refused.push({ productId, quantity: requested, reason });
    if (!product) {
      refuse('PRODUCT_NOT_FOUND');
      continue;
    }
    if (product.status !== ON_SALE_STATUS) {
      refuse('PRODUCT_NOT_FOR_SALE');
      continue;
    }
    const line = lines.find((candidate) => candidate.kind === 'regular' && candidate.productId === productId);
    const current = line?.quantity ?? 0;
    const room = Math.min(product.inventory - stockHeld(lines, productId, line), MAX_LINE_QUANTITY) - current;
    const added = Math.max(Math.min(requested, room), 0);
    if (added === 0) {
      refuse('OUT_OF_STOCK');
      continue;
    }
    if (line?.cartLineId) await updateLine(tx, line.cartLineId, { quantity: current + added });
    else {
      if (lineCount >= MAX_CART_LINES) {
        refuse('CART_FULL');
        continue;
      }
      lineCount += 1;
      await insertLine(
        tx,
        memberId,
        {
          productId,
          kind: 'regular',
          quantity: added,
          deliveryTimes:
            product.subscriptionPeriod === TWO_DELIVERY_SUBSCRIPTION_PERIOD
              ? DEFAULT_DELIVERY_TIMES
              : (deliveryTimes.get(productId) ?? DEFAULT_DELIVERY_TIMES),
          discountId: null,
          productPointId: null,
        },
        now,
      );
    }
    if (added < requested)
      report.capped.push({
        productId,
        requested,
        added,
        quantity: current + added,
        inventory: product.inventory,
      });
    else report.merged.push({ productId, quantity: current + added });
  }

  if (input.promotionCode !== null) {
    try {
      const stored = await setCoupon(tx, memberId, { couponId: input.promotionCode }, now);
      report.promotionCode = { couponCode: stored.coupon.couponCode, status: 'set', reason: null };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      report.promotionCode = { couponCode: input.promotionCode, status: 'refused', reason: error.code };
    }
  }
  return report;
}

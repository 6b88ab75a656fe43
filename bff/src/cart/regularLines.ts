import { TWO_DELIVERY_SUBSCRIPTION_PERIOD } from '@shop/domain/cart/cartTypes';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import { MAX_CART_LINES } from '../http/fields.ts';
import { cartFull, checkStock, lineNotFound, productForSale } from './cartChecks.ts';
import { loadCartProducts } from './cartProducts.ts';
import { cartLines, deleteLines, emptyCart, insertLine, type LineSource, updateLine } from './cartRows.ts';

/** Writes of regular lines. Each runs in the caller's transaction, after the member's row is locked. */

export async function addProduct(
  tx: Queryable,
  memberId: number,
  input: { productId: number; quantity: number },
  now: Date,
) {
  const product = await productForSale(tx, input.productId);
  const lines = await cartLines(tx, memberId);
  const line = lines.find(
    (candidate) => candidate.kind === 'regular' && candidate.productId === input.productId,
  );
  if (!line && lines.length >= MAX_CART_LINES) throw cartFull();
  const quantity = (line?.quantity ?? 0) + input.quantity;
  checkStock(product, lines, line, quantity);
  if (line?.cartLineId) await updateLine(tx, line.cartLineId, { quantity });
  else
    await insertLine(
      tx,
      memberId,
      {
        productId: input.productId,
        kind: 'regular',
        quantity,
        deliveryTimes: 1,
        discountId: null,
        productPointId: null,
      },
      now,
    );
}

function regularLine(lines: readonly LineSource[], productId: number): LineSource & { cartLineId: number } {
  const line = lines.find((candidate) => candidate.kind === 'regular' && candidate.productId === productId);
  if (!line?.cartLineId) throw lineNotFound({ productId });
  return { ...line, cartLineId: line.cartLineId };
}

export function lowerQuantity(line: LineSource, by: number): number {
  const quantity = line.quantity - by;
  if (quantity < 1)
    throw new DomainError('QUANTITY_BELOW_MINIMUM', '數量最少為1；如要移除產品，請刪除', {
      productId: line.productId,
      quantity: line.quantity,
      minimum: 1,
    });
  return quantity;
}

export async function minusProduct(
  tx: Queryable,
  memberId: number,
  input: { productId: number; quantity: number },
) {
  const line = regularLine(await cartLines(tx, memberId), input.productId);
  await updateLine(tx, line.cartLineId, { quantity: lowerQuantity(line, input.quantity) });
}

export async function deleteProduct(tx: Queryable, memberId: number, input: { productId: number }) {
  const line = regularLine(await cartLines(tx, memberId), input.productId);
  await deleteLines(tx, [line.cartLineId]);
}

export async function setDeliveryTimes(
  tx: Queryable,
  memberId: number,
  input: { productId: number; deliveryTimes: number },
) {
  const line = regularLine(await cartLines(tx, memberId), input.productId);
  const product = (await loadCartProducts(tx, [input.productId])).get(input.productId);
  if (product?.subscriptionPeriod === TWO_DELIVERY_SUBSCRIPTION_PERIOD && input.deliveryTimes !== 1)
    throw new DomainError('DELIVERY_TIMES_FIXED', '半年訂購固定分兩次送貨', {
      productId: input.productId,
      deliveries: 2,
    });
  await updateLine(tx, line.cartLineId, { deliveryTimes: input.deliveryTimes });
}

export async function cleanCart(tx: Queryable, memberId: number) {
  await emptyCart(tx, memberId);
}

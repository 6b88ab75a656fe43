import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import { MAX_CART_LINES } from '../http/fields.ts';
import { cartFull, checkStock, header, lineNotFound, notForSale, productNotFound } from './cartChecks.ts';
import { loadCartProducts, ON_SALE_STATUS } from './cartProducts.ts';
import { cartLines, deleteLines, insertLine, type LineSource, updateLine } from './cartRows.ts';
import { lowerQuantity } from './regularLines.ts';

/** Points redemption lines (VIP only). */

function pointsLine(lines: readonly LineSource[], productId: number, productPointId: number) {
  const line = lines.find(
    (candidate) =>
      candidate.kind === 'points' &&
      candidate.productId === productId &&
      candidate.productPointId === productPointId,
  );
  if (!line?.cartLineId) throw lineNotFound({ productId, productPointId });
  return { ...line, cartLineId: line.cartLineId };
}

export async function addPointsProduct(
  tx: Queryable,
  memberId: number,
  input: { productId: number; productPointId: number; quantity: number },
  now: Date,
) {
  const { profile } = await header(tx, memberId);
  if (profile.level !== 'vip')
    throw new DomainError('POINTS_VIP_ONLY', '只有VIP會員可以使用積分換購', { productId: input.productId });
  const lines = await cartLines(tx, memberId);
  const products = await loadCartProducts(tx, [
    input.productId,
    ...lines.filter((line) => line.kind === 'points').map((line) => line.productId),
  ]);
  const product = products.get(input.productId);
  if (!product) throw productNotFound(input.productId);
  if (product.status !== ON_SALE_STATUS) throw notForSale(input.productId);
  const option = product.points.find((candidate) => candidate.productPointId === input.productPointId);
  if (!option)
    throw new DomainError('PRODUCT_POINT_NOT_FOUND', '此產品沒有這個積分換購選項', {
      productId: input.productId,
      productPointId: input.productPointId,
    });
  const line = lines.find(
    (candidate) => candidate.kind === 'points' && candidate.productId === input.productId,
  );
  if (line && line.productPointId !== input.productPointId)
    throw new DomainError('POINTS_OPTION_CONFLICT', '此產品已用另一個積分選項加入購物車，請先移除', {
      productId: input.productId,
      productPointId: line.productPointId,
    });
  if (!line && lines.length >= MAX_CART_LINES) throw cartFull();
  const quantity = (line?.quantity ?? 0) + input.quantity;
  checkStock(product, lines, line, quantity);

  const otherPoints = lines
    .filter((candidate) => candidate.kind === 'points' && candidate !== line)
    .reduce((sum, candidate) => {
      const points =
        products.get(candidate.productId)?.points.find((p) => p.productPointId === candidate.productPointId)
          ?.point ?? 0;
      return sum + points * candidate.quantity;
    }, 0);
  const required = otherPoints + option.point * quantity;
  if (required > profile.validPoints)
    throw new DomainError('INSUFFICIENT_POINTS', '積分不足', { required, available: profile.validPoints });

  if (line?.cartLineId) await updateLine(tx, line.cartLineId, { quantity });
  else
    await insertLine(
      tx,
      memberId,
      {
        productId: input.productId,
        kind: 'points',
        quantity,
        deliveryTimes: 1,
        discountId: null,
        productPointId: input.productPointId,
      },
      now,
    );
}

export async function minusPointsProduct(
  tx: Queryable,
  memberId: number,
  input: { productId: number; productPointId: number; quantity: number },
) {
  const line = pointsLine(await cartLines(tx, memberId), input.productId, input.productPointId);
  await updateLine(tx, line.cartLineId, { quantity: lowerQuantity(line, input.quantity) });
}

export async function deletePointsProduct(
  tx: Queryable,
  memberId: number,
  input: { productId: number; productPointId: number },
) {
  const line = pointsLine(await cartLines(tx, memberId), input.productId, input.productPointId);
  await deleteLines(tx, [line.cartLineId]);
}

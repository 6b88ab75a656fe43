import { MAX_ADD_ON_QUANTITY } from '@shop/domain/coupons/addOns';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import { MAX_CART_LINES } from '../http/fields.ts';
import type { AutoDiscounts, StoredAddOn } from './automaticOffers.ts';
import { cartFull, lineNotFound, productNotFound, regularProductIds } from './cartChecks.ts';
import type { PricedView } from './cartPricing.ts';
import { loadCartProducts } from './cartProducts.ts';
import { cartLines, deleteLines, insertLine } from './cartRows.ts';
import { memberCartView } from './memberCart.ts';

/** Add-ons on the member's cart: GWP gifts and PWP purchases, 0 or 1 of each. */

export function addOnItem(addOn: StoredAddOn, productId: number | undefined) {
  const { items } = addOn;
  if (productId !== undefined) {
    const item = items.find((candidate) => candidate.productId === productId);
    if (!item)
      throw new DomainError('ADD_ON_PRODUCT_NOT_FOUND', '此優惠沒有這件產品', {
        discountId: addOn.discount.discountId,
        productId,
      });
    return item;
  }
  const [only, ...others] = items;
  if (!only) throw discountNotFound(addOn.discount.discountId);
  if (others.length > 0)
    throw new DomainError('ADD_ON_PRODUCT_REQUIRED', '請選擇加購產品', {
      discountId: addOn.discount.discountId,
      productIds: items.map((item) => item.productId),
    });
  return only;
}

const discountNotFound = (discountId: number) =>
  new DomainError('DISCOUNT_NOT_FOUND', '此優惠不存在或已結束', { discountId });

export const addOnQuantityExceeded = (productId: number, quantity: number) =>
  new DomainError('ADD_ON_QUANTITY_EXCEEDED', '每項加購或贈品最多一件', {
    productId,
    quantity,
    maximum: MAX_ADD_ON_QUANTITY,
  });

/**
 * Whether the cart as priced has earned an add-on: a GWP's threshold on the product total after the
 * coupon, a PWP's trigger product among the regular lines. Refuses with the reason otherwise.
 */
export function checkEarned(view: PricedView, addOn: StoredAddOn): void {
  const { discount } = addOn;
  if (discount.discountType === 'GWP') {
    if (!view.priced.availableGwp.some((earned) => earned.discountId === discount.discountId))
      throw new DomainError('GWP_NOT_ELIGIBLE', '購物金額未達贈品門檻', {
        discountId: discount.discountId,
        condition: discount.condition / 100,
        productTotal: view.priced.productTotal / 100,
      });
    return;
  }
  const inCart = new Set(regularProductIds(view.sources));
  if (!discount.triggerProductIds.some((productId) => inCart.has(productId)))
    throw new DomainError('PWP_NOT_ELIGIBLE', '購物車內沒有可加購此產品的貨品', {
      discountId: discount.discountId,
    });
}

export function findAddOn(auto: AutoDiscounts, discountId: number): StoredAddOn {
  const addOn = [...auto.gwp, ...auto.pwp].find((candidate) => candidate.discount.discountId === discountId);
  if (!addOn) throw discountNotFound(discountId);
  return addOn;
}

export async function addAddOn(
  tx: Queryable,
  memberId: number,
  input: { discountId: number; productId?: number | undefined; quantity: number },
  now: Date,
) {
  const view = await memberCartView(tx, memberId, now);
  const addOn = findAddOn(view.inputs.auto, input.discountId);
  const item = addOnItem(addOn, input.productId);
  const kind = addOn.discount.discountType === 'GWP' ? 'gwp' : 'pwp';
  const line = view.sources.find(
    (candidate) => candidate.kind === kind && candidate.productId === item.productId,
  );
  if (input.quantity === 0) {
    if (line?.cartLineId && line.discountId === input.discountId) await deleteLines(tx, [line.cartLineId]);
    return;
  }
  if (input.quantity > MAX_ADD_ON_QUANTITY || line)
    throw addOnQuantityExceeded(item.productId, input.quantity + (line?.quantity ?? 0));
  checkEarned(view, addOn);
  const product =
    view.inputs.products.get(item.productId) ??
    (await loadCartProducts(tx, [item.productId])).get(item.productId);
  if (!product) throw productNotFound(item.productId);
  if (product.inventory < 1)
    throw new DomainError('INSUFFICIENT_STOCK', '此產品已售罄', {
      productId: item.productId,
      inventory: product.inventory,
      inCart: 0,
      requested: 1,
    });
  if (view.sources.filter((source) => source.cartLineId !== null).length >= MAX_CART_LINES) throw cartFull();
  await insertLine(
    tx,
    memberId,
    {
      productId: item.productId,
      kind,
      quantity: 1,
      deliveryTimes: 1,
      discountId: input.discountId,
      productPointId: null,
    },
    now,
  );
}

export async function deleteAddOn(
  tx: Queryable,
  memberId: number,
  input: { discountId: number; productId?: number | undefined },
) {
  const lines = (await cartLines(tx, memberId)).filter(
    (line) =>
      (line.kind === 'gwp' || line.kind === 'pwp') &&
      line.discountId === input.discountId &&
      (input.productId === undefined || line.productId === input.productId),
  );
  if (lines.length === 0)
    throw lineNotFound({ discountId: input.discountId, productId: input.productId ?? null });
  await deleteLines(
    tx,
    lines.flatMap((line) => (line.cartLineId === null ? [] : [line.cartLineId])),
  );
}

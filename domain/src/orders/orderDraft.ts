import type { CartLine } from '../cart/cartTypes.ts';
import type { AddOnDiscount } from '../coupons/discountTypes.ts';
import type { PricedCart } from '../pricing/priceCart.ts';
import type { OrderDraft, OrderLine, ShippingSnapshot } from './orderEvents.ts';

/** What the catalogue says of a product at placement, kept in the order so it never needs reading again. */
export interface ProductSnapshot {
  sku: string;
  productNameChi: string;
  productNameEng: string;
  productVolume: string | null;
  productImage: string | null;
}

/**
 * The order a priced cart becomes: the same figures the cart showed, line for line, so the shopper pays
 * exactly what was shown. `lines` are the cart lines `priced` was computed from, in the same order.
 */
export function orderDraftFromPricedCart(input: {
  lines: readonly CartLine[];
  priced: PricedCart;
  products: ReadonlyMap<number, ProductSnapshot>;
  /** GWP/PWP discounts, for the titles of the add-on lines they granted. */
  addOnDiscounts?: readonly AddOnDiscount[];
  shipping: ShippingSnapshot;
}): OrderDraft {
  const { lines, priced, products, addOnDiscounts = [], shipping } = input;
  const coupon = priced.couponResult?.status === 'applied' ? priced.couponResult : null;

  const orderLines = lines.map((line, index): OrderLine => {
    const pricedLine = priced.lines[index];
    const product = products.get(line.productId);
    if (!pricedLine || pricedLine.productId !== line.productId) {
      throw new Error(`Priced line ${index} does not match cart line for product ${line.productId}`);
    }
    if (!product) throw new Error(`No product snapshot for product ${line.productId}`);
    const discounts: OrderLine['discounts'] = [];
    if (coupon && pricedLine.couponDiscount > 0) {
      const { discountId, discountTitle, discountType } = coupon;
      discounts.push({ discountId, discountTitle, discountType, amount: pricedLine.couponDiscount });
    }
    if ((line.kind === 'gwp' || line.kind === 'pwp') && line.discountId !== null) {
      const addOn = addOnDiscounts.find((discount) => discount.discountId === line.discountId);
      discounts.push({
        discountId: line.discountId,
        discountTitle: addOn?.discountTitle ?? '',
        discountType: line.kind === 'gwp' ? 'GWP' : 'PWP',
        amount: 0,
      });
    }
    return {
      productId: line.productId,
      displayProductId: line.displayProductId,
      kind: line.kind,
      ...product,
      quantity: line.quantity,
      productPrice: line.unitPrice,
      productDiscountPrice: line.discountPrice,
      chargedUnitPrice: pricedLine.chargedUnitPrice,
      finalPrice: pricedLine.lineTotal,
      discounts,
      productPoint: line.kind === 'points' ? line.point : 0,
      productPointId: line.kind === 'points' ? line.productPointId : null,
      subscriptionPeriod: line.subscriptionPeriod,
      deliveryTimes: pricedLine.deliveries,
    };
  });

  return {
    lines: orderLines,
    coupons: coupon
      ? [
          {
            couponCode: coupon.couponCode,
            discountId: coupon.discountId,
            discountTitle: coupon.discountTitle,
            discountType: coupon.discountType,
            discount: coupon.discount,
          },
        ]
      : [],
    freeDeliveryDiscount: priced.freeDeliveryDiscount,
    shipping,
    totals: {
      productTotalBeforeDiscount: priced.productTotalBeforeDiscount,
      couponDiscount: priced.couponDiscount,
      productTotal: priced.productTotal,
      pointsCash: priced.pointsCash,
      shippingFee: priced.shippingFee,
      orderTotal: priced.orderTotal,
    },
    points: {
      usedForCash: priced.pointsUsed,
      usedForRedemption: priced.redemptionPoints,
      toEarn: priced.pointsToEarn,
    },
  };
}

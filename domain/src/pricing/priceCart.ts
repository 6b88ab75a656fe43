import { z } from 'zod';
import {
  type CartInput,
  type CartLineKind,
  chargedUnitPrice,
  deliveriesOf,
  idSchema,
  isGiftLine,
  isNotForSale,
  lineTotalBeforeDiscount,
  redemptionPointsOf,
  type ShopperLevel,
  shopperLevelSchema,
} from '../cart/cartTypes.ts';
import { availableGwp, availablePwp, MAX_ADD_ON_QUANTITY } from '../coupons/addOns.ts';
import { applyCoupon, type CouponFailureCode } from '../coupons/applyCoupon.ts';
import {
  type AddOnDiscount,
  addOnDiscountSchema,
  type Coupon,
  type CouponDiscountType,
  couponSchema,
  type FreeDeliveryDiscount,
  freeDeliveryDiscountSchema,
  isActiveAt,
} from '../coupons/discountTypes.ts';
import { type Cents, sumCents } from '../money.ts';
import { canUsePoints, pointsEarned, redeemPoints, usablePoints } from '../points/pointsRules.ts';
import { type AppliedFreeDelivery, shippingFee } from '../shipping/shippingFee.ts';
import { hongKongMonth } from '../time/hongKong.ts';

export const pricingMemberSchema = z.object({
  level: shopperLevelSchema,
  /** Points the member holds (validPoint); 0 for guests and ordinary members. */
  validPoints: z.number().int().nonnegative().default(0),
  /** 1-12; null when unknown. */
  birthdayMonth: z.number().int().min(1).max(12).nullable().default(null),
});
export type PricingMember = z.input<typeof pricingMemberSchema>;

export const pricingContextSchema = z.object({
  /** The time the prices are for: coupon and discount windows are checked against it. */
  now: z.date(),
  member: pricingMemberSchema,
  coupon: couponSchema.nullable().default(null),
  /** The shop-wide free-delivery discount, if one exists; it counts only while active at `now`. */
  freeDeliveryDiscount: freeDeliveryDiscountSchema.nullable().default(null),
  gwpDiscounts: z.array(addOnDiscountSchema).default([]),
  /** When given, PWP lines are checked against it; when absent they are trusted. */
  pwpDiscounts: z.array(addOnDiscountSchema).optional(),
  /** Points the shopper asks to turn into cash; clamped to what the rules allow. */
  pointsToUse: z.number().int().nonnegative().default(0),
  locationId: idSchema,
  /** The shopper's paid orders, for first-purchase coupons (NEW10); unknown refuses them. */
  paidOrderCount: z.number().int().nonnegative().optional(),
});

export interface PricingContext {
  now: Date;
  member: { level: ShopperLevel; validPoints: number; birthdayMonth?: number | null };
  coupon?: Coupon | null;
  freeDeliveryDiscount?: FreeDeliveryDiscount | null;
  gwpDiscounts: readonly AddOnDiscount[];
  pwpDiscounts?: readonly AddOnDiscount[];
  pointsToUse: number;
  locationId: number;
  /** The shopper's paid orders, for first-purchase coupons (NEW10); unknown refuses them. */
  paidOrderCount?: number;
}

export interface PricedCartLine {
  productId: number;
  displayProductId: number;
  kind: CartLineKind;
  quantity: number;
  /** The price of one item before coupons: offer, add-on or redemption cash price; 0 for gifts. */
  chargedUnitPrice: Cents;
  /** The regular price × quantity, for a struck-through "was" price. */
  listTotal: Cents;
  lineTotalBeforeDiscount: Cents;
  couponDiscount: Cents;
  lineTotal: Cents;
  /** Points a redemption line spends; 0 otherwise. */
  redemptionPoints: number;
  /** Shipments: 2 for a six-month subscription, otherwise the line's delivery times. */
  deliveries: number;
  isGift: boolean;
}

export type CouponResult =
  | {
      status: 'applied';
      couponCode: string;
      discountId: number;
      discountTitle: string;
      discountType: CouponDiscountType;
      discount: Cents;
    }
  | { status: 'rejected'; couponCode: string; code: CouponFailureCode };

export type CartWarning =
  /** A regular or points line whose product is no longer on sale: priced at nothing, to be removed. */
  | { code: 'PRODUCT_NOT_FOR_SALE'; productId: number }
  /** A non-gift line with no stock or more items than the stock (the shop's inventory warning item). */
  | { code: 'OUT_OF_STOCK'; productId: number; inventory: number; requiredNum: number }
  /** A gift line whose GWP threshold the cart no longer reaches. */
  | { code: 'GWP_NOT_ELIGIBLE'; productId: number; discountId: number }
  /** An add-on line whose PWP trigger product is no longer in the cart. */
  | { code: 'PWP_NOT_ELIGIBLE'; productId: number; discountId: number }
  /** A GWP or PWP line with more than one item. */
  | { code: 'ADD_ON_QUANTITY_EXCEEDED'; productId: number; quantity: number }
  /** A gift-coupon line without an applied gift coupon. */
  | { code: 'GIFT_COUPON_NOT_APPLIED'; productId: number }
  /** A points-redemption line in the cart of a shopper who is not VIP. */
  | { code: 'POINTS_REDEMPTION_NOT_ALLOWED'; productId: number }
  /** Redemption lines need more points than the member holds. */
  | { code: 'INSUFFICIENT_POINTS'; required: number; available: number }
  /** Fewer points were used as cash than were asked for (the caps, or not a VIP). Informational. */
  | { code: 'POINTS_CAPPED'; requested: number; used: number };
export type CartWarningCode = CartWarning['code'];

/** Warnings that must be resolved before an order can be placed. */
export const CHECKOUT_BLOCKING_WARNINGS: readonly CartWarningCode[] = [
  'PRODUCT_NOT_FOR_SALE',
  'OUT_OF_STOCK',
  'GWP_NOT_ELIGIBLE',
  'PWP_NOT_ELIGIBLE',
  'ADD_ON_QUANTITY_EXCEEDED',
  'GIFT_COUPON_NOT_APPLIED',
  'POINTS_REDEMPTION_NOT_ALLOWED',
  'INSUFFICIENT_POINTS',
];

export interface PricedCart {
  lines: PricedCartLine[];
  itemCount: number;
  /** Goods at the prices charged (offer prices included), before coupons. */
  productTotalBeforeDiscount: Cents;
  couponDiscount: Cents;
  /** Goods after coupons: the basis for GWP thresholds, points limits and free delivery. */
  productTotal: Cents;
  couponResult: CouponResult | null;
  /** GWP discounts the product total has earned, for the add-on modal. */
  availableGwp: AddOnDiscount[];
  /** Points spent by redemption lines. */
  redemptionPoints: number;
  /** The most points this cart could turn into cash. */
  usablePoints: number;
  pointsUsed: number;
  pointsCash: Cents;
  shippingFee: Cents;
  freeDeliveryDiscount: AppliedFreeDelivery | null;
  /** productTotal − pointsCash + shippingFee. */
  orderTotal: Cents;
  /** Points the order would earn (VIP members only). */
  pointsToEarn: number;
  warnings: CartWarning[];
  canCheckout: boolean;
}

/**
 * Prices a cart. Used by the bff as the truth and by the web as an instant preview, so it is a pure
 * function of its arguments: the same input always gives the same answer.
 *
 * Order of operations, all in integer cents rounded half-up:
 * 1. line totals: charged unit price (offer / add-on / 0 for gifts / redemption cash) × quantity;
 * 2. coupon: checked and worked out on the lines it covers, spread over them → product total (the
 *    basis for GWP thresholds; add-on prices count, gifts are free);
 * 3. points as cash: limited by the product total after the coupon (so never more than the goods);
 * 4. shipping: on the product total after the coupon. Points are a way of paying, not a discount, so
 *    paying with points never costs the shopper free delivery.
 * Order total = product total − points cash + shipping.
 */
export function priceCart(input: CartInput, context: PricingContext): PricedCart {
  if (!input.lines.some(isNotForSale)) return priceSellable(input, context);
  // A line no longer on sale takes no part in anything (coupon, thresholds, add-on triggers, points,
  // shipping): the rest is priced as if it were not there, and it stays in place at nothing.
  const counted = priceSellable({ lines: input.lines.filter((line) => !isNotForSale(line)) }, context);
  const remaining = [...counted.lines];
  const lines = input.lines.map((line) => {
    if (!isNotForSale(line)) {
      const priced = remaining.shift();
      if (!priced) throw new Error('A priced line is missing');
      return priced;
    }
    return {
      productId: line.productId,
      displayProductId: line.displayProductId,
      kind: line.kind,
      quantity: line.quantity,
      chargedUnitPrice: 0,
      listTotal: 0,
      lineTotalBeforeDiscount: 0,
      couponDiscount: 0,
      lineTotal: 0,
      redemptionPoints: 0,
      deliveries: deliveriesOf(line),
      isGift: false,
    };
  });
  const notForSale: CartWarning[] = input.lines
    .filter(isNotForSale)
    .map((line) => ({ code: 'PRODUCT_NOT_FOR_SALE', productId: line.productId }));
  return { ...counted, lines, warnings: [...notForSale, ...counted.warnings], canCheckout: false };
}

function priceSellable(input: CartInput, context: PricingContext): PricedCart {
  const { lines } = input;
  const { member, now } = context;
  const warnings: CartWarning[] = [];

  // 1. Line totals before coupons.
  const totalsBeforeDiscount = lines.map(lineTotalBeforeDiscount);
  const productTotalBeforeDiscount = sumCents(totalsBeforeDiscount);

  // 2. Coupon.
  const couponOutcome = context.coupon
    ? applyCoupon(context.coupon, lines, {
        now,
        shopperLevel: member.level,
        paidOrderCount: context.paidOrderCount,
      })
    : null;
  const appliedCoupon = couponOutcome?.status === 'applied' ? couponOutcome : null;
  const pricedLines: PricedCartLine[] = lines.map((line, index) => {
    const before = totalsBeforeDiscount[index] ?? 0;
    const couponDiscount = appliedCoupon?.lineDiscounts[index] ?? 0;
    return {
      productId: line.productId,
      displayProductId: line.displayProductId,
      kind: line.kind,
      quantity: line.quantity,
      chargedUnitPrice: chargedUnitPrice(line),
      listTotal: line.unitPrice * line.quantity,
      lineTotalBeforeDiscount: before,
      couponDiscount,
      lineTotal: before - couponDiscount,
      redemptionPoints: redemptionPointsOf(line),
      deliveries: deliveriesOf(line),
      isGift: isGiftLine(line),
    };
  });
  const couponDiscount = appliedCoupon?.discount ?? 0;
  const productTotal = productTotalBeforeDiscount - couponDiscount;

  // Gift and add-on lines must still be earned by the cart as priced.
  const earnedGwp = availableGwp(
    context.gwpDiscounts.filter((discount) => isActiveAt(discount, now)),
    productTotal,
  );
  const regularProductIds = lines.filter((line) => line.kind === 'regular').map((line) => line.productId);
  const offeredPwp = context.pwpDiscounts
    ? availablePwp(
        context.pwpDiscounts.filter((discount) => isActiveAt(discount, now)),
        regularProductIds,
      )
    : null;
  const grants = (discounts: readonly AddOnDiscount[], discountId: number, productId: number) =>
    discounts.some(
      (discount) =>
        discount.discountId === discountId &&
        (discount.productIds.length === 0 || discount.productIds.includes(productId)),
    );
  for (const line of lines) {
    if (line.kind === 'gwp' || line.kind === 'pwp') {
      if (line.quantity > MAX_ADD_ON_QUANTITY) {
        warnings.push({
          code: 'ADD_ON_QUANTITY_EXCEEDED',
          productId: line.productId,
          quantity: line.quantity,
        });
      }
      if (line.discountId !== null) {
        if (line.kind === 'gwp' && !grants(earnedGwp, line.discountId, line.productId)) {
          warnings.push({ code: 'GWP_NOT_ELIGIBLE', productId: line.productId, discountId: line.discountId });
        }
        if (line.kind === 'pwp' && offeredPwp && !grants(offeredPwp, line.discountId, line.productId)) {
          warnings.push({ code: 'PWP_NOT_ELIGIBLE', productId: line.productId, discountId: line.discountId });
        }
      }
    }
    if (line.kind === 'giftCoupon' && appliedCoupon?.coupon.discount.discountType !== 'GIFT_COUPON') {
      warnings.push({ code: 'GIFT_COUPON_NOT_APPLIED', productId: line.productId });
    }
    if (line.kind === 'points' && !canUsePoints(member.level)) {
      warnings.push({ code: 'POINTS_REDEMPTION_NOT_ALLOWED', productId: line.productId });
    }
    if (!isGiftLine(line) && (line.inventory === 0 || line.quantity > line.inventory)) {
      warnings.push({
        code: 'OUT_OF_STOCK',
        productId: line.productId,
        inventory: line.inventory,
        requiredNum: line.quantity,
      });
    }
  }

  // 3. Points: redemption lines take their points first; the rest may become cash.
  const redemptionPoints = pricedLines.reduce((sum, line) => sum + line.redemptionPoints, 0);
  const validPoints = canUsePoints(member.level) ? member.validPoints : 0;
  if (canUsePoints(member.level) && redemptionPoints > validPoints) {
    warnings.push({ code: 'INSUFFICIENT_POINTS', required: redemptionPoints, available: validPoints });
  }
  const usable = usablePoints({
    shopperLevel: member.level,
    validPoints: Math.max(validPoints - redemptionPoints, 0),
    total: productTotal,
  });
  const { pointsUsed, pointsCash } = redeemPoints(context.pointsToUse, usable);
  if (pointsUsed < context.pointsToUse) {
    warnings.push({ code: 'POINTS_CAPPED', requested: context.pointsToUse, used: pointsUsed });
  }

  // 4. Shipping on the product total after the coupon. An empty cart ships nothing.
  const freeDelivery: AppliedFreeDelivery | null = appliedCoupon?.freeDelivery
    ? appliedCoupon.coupon.discount
    : context.freeDeliveryDiscount && isActiveAt(context.freeDeliveryDiscount, now)
      ? context.freeDeliveryDiscount
      : null;
  const shipping =
    lines.length === 0
      ? { shippingFee: 0 }
      : shippingFee({ locationId: context.locationId, productTotal, freeDeliveryDiscount: freeDelivery });

  const orderTotal = productTotal - pointsCash + shipping.shippingFee;
  const pointsToEarn = canUsePoints(member.level)
    ? pointsEarned(productTotal - pointsCash, {
        month: hongKongMonth(now),
        birthdayMonth: member.birthdayMonth,
      })
    : 0;

  return {
    lines: pricedLines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    productTotalBeforeDiscount,
    couponDiscount,
    productTotal,
    couponResult: toCouponResult(couponOutcome),
    availableGwp: earnedGwp,
    redemptionPoints,
    usablePoints: usable,
    pointsUsed,
    pointsCash,
    shippingFee: shipping.shippingFee,
    freeDeliveryDiscount: shipping.freeDeliveryDiscount ?? null,
    orderTotal,
    pointsToEarn,
    warnings,
    canCheckout:
      lines.length > 0 && !warnings.some((warning) => CHECKOUT_BLOCKING_WARNINGS.includes(warning.code)),
  };
}

function toCouponResult(outcome: ReturnType<typeof applyCoupon> | null): CouponResult | null {
  if (!outcome) return null;
  const { couponCode, discount } = outcome.coupon;
  if (outcome.status === 'rejected') return { status: 'rejected', couponCode, code: outcome.code };
  return {
    status: 'applied',
    couponCode,
    discountId: discount.discountId,
    discountTitle: discount.discountTitle,
    discountType: discount.discountType,
    discount: outcome.discount,
  };
}

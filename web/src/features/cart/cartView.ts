import type { CartLine, ShopperLevel } from '@shop/domain/cart/cartTypes';
import type { AddOnDiscount, Coupon } from '@shop/domain/coupons/discountTypes';
import { type Cents, toCents } from '@shop/domain/money';
import { priceCart } from '@shop/domain/pricing/priceCart';
import { HONG_KONG_FREE_DELIVERY_THRESHOLD, HONG_KONG_LOCATION_ID } from '@shop/domain/shipping/shippingFee';
import type {
  AppliedCouponAnswer,
  CartAnswer,
  CouponAnswer,
  FreeDeliveryAnswer,
  PreAnswer,
  Warning,
} from './cartApi.ts';
import { type CartItem, isGift, lineKey } from './cartItem.ts';
import { pricingSignature, roomFor, type StockProblem, stockProblems } from './cartRules.ts';
import type { CartState } from './cartStore.ts';

/**
 * What the cart page shows, worked out from the lines and their prices. The prices come from the server
 * when it has answered for exactly these lines (a member's cart without pending changes, a guest cart just
 * priced by order/guest/pre) and otherwise from the domain's own pricing engine as an estimate (a guest
 * offline, a member's changes on their way). Money is cents here; the screen formats it.
 */

export interface PricedLine {
  unitPrice: Cents;
  lineTotal: Cents;
}

export interface CouponView {
  code: string;
  title: string;
  titleEng: string;
  status: 'applied' | 'rejected';
  /** Why it takes nothing off (COUPON_NOT_APPLICABLE …); null when applied. */
  reason: string | null;
  /** NEW10: regular-priced goods only, not offer bundles. */
  regularPriceOnly: boolean;
  amount: Cents;
}

export interface CartTotals {
  /** By line key. */
  lines: ReadonlyMap<string, PricedLine>;
  /** Goods at the prices charged, before the coupon, without the cash part of points redemptions. */
  goods: Cents;
  couponDiscount: Cents;
  redemptionPoints: number;
  /** The cash part of the points redemption lines. */
  redemptionCash: Cents;
  /** Goods after the coupon (the basis of free delivery and add-on thresholds). */
  productTotal: Cents;
  shipping: Cents;
  orderTotal: Cents;
  coupon: CouponView | null;
  warnings: readonly Warning[];
  canCheckout: boolean;
  locationId: number;
  /** Worked out in the browser, not yet confirmed by the server. */
  estimated: boolean;
}

function couponView(coupon: AppliedCouponAnswer | null): CouponView | null {
  if (!coupon) return null;
  return {
    code: coupon.couponCode,
    title: coupon.discount.discountTitle,
    titleEng: coupon.discount.discountTitleEng,
    status: coupon.status,
    reason: coupon.reason,
    regularPriceOnly: coupon.discount.regularPriceOnly,
    amount: toCents(coupon.amount),
  };
}

/** A member cart as the server priced it. */
export function totalsFromCart(answer: CartAnswer): CartTotals {
  const lines = new Map<string, PricedLine>();
  for (const line of answer.productList) {
    lines.set(lineKey(line.kind, line.product_id, line.discount_id, line.product_point_id), {
      unitPrice: line.quantity > 0 ? toCents(line.line_total_before_discount) / line.quantity : 0,
      lineTotal: toCents(line.line_total_before_discount),
    });
  }
  const redemptionCash = toCents(answer.point_cash);
  return {
    lines,
    goods: toCents(answer.total_before_discount) - redemptionCash,
    couponDiscount: toCents(answer.coupon_discount),
    redemptionPoints: answer.point,
    redemptionCash,
    productTotal: toCents(answer.total),
    shipping: toCents(answer.shipping_fee),
    orderTotal: toCents(answer.order_total),
    coupon: couponView(answer.coupon),
    warnings: answer.warnings,
    canCheckout: answer.can_checkout,
    locationId: answer.shipping_country_id,
    estimated: false,
  };
}

/** A guest cart as order/guest/pre priced it. */
export function totalsFromPre(answer: PreAnswer): CartTotals {
  const lines = new Map<string, PricedLine>();
  let redemptionCash = 0;
  for (const priced of answer.orderProducts) {
    const total = toCents(priced.lineTotalBeforeDiscount);
    if (priced.kind === 'points') redemptionCash += total;
    lines.set(lineKey(priced.kind, priced.product.productId, priced.discountId, priced.productPointId), {
      unitPrice: toCents(priced.price),
      lineTotal: total,
    });
  }
  return {
    lines,
    goods: toCents(answer.productTotalBeforeDiscount) - redemptionCash,
    couponDiscount: toCents(answer.couponDiscount),
    redemptionPoints: answer.redemptionPoints,
    redemptionCash,
    productTotal: toCents(answer.productTotal),
    shipping: toCents(answer.shippingFee),
    orderTotal: toCents(answer.orderTotal),
    coupon: couponView(answer.coupon),
    warnings: answer.warnings,
    canCheckout: answer.canCheckout,
    locationId: answer.countryId,
    estimated: false,
  };
}

export interface PreviewContext {
  now: Date;
  level: ShopperLevel;
  validPoints: number;
  coupon: CouponAnswer | null;
  freeDelivery: FreeDeliveryAnswer | null;
  locationId: number;
}

/** The domain's coupon from the API's (dollars become cents; the API's names become the domain's). */
export function domainCoupon(coupon: CouponAnswer): Coupon | null {
  const { discount } = coupon;
  if (discount.discountType === 'GWP' || discount.discountType === 'PWP') return null;
  return {
    couponCode: coupon.couponCode,
    discount: {
      discountId: discount.discountId,
      discountTitle: discount.discountTitle,
      discountType: discount.discountType,
      actionType: discount.actionType,
      actionValue: discount.actionValue,
      displayProductIds: [...discount.displayProducts],
      regularPriceOnly: discount.regularPriceOnly,
      minimumSpend: discount.minimumSpend === null ? null : toCents(discount.minimumSpend),
      giftProductIds: [...discount.giftProducts],
      validFrom: discount.validFrom,
      validTo: discount.validTo,
    },
  };
}

function chargedUnitDollars(item: CartItem): number {
  switch (item.kind) {
    case 'gwp':
    case 'giftCoupon':
      return 0;
    default:
      return item.product_discount_price ?? item.product_price;
  }
}

function engineLine(item: CartItem): CartLine {
  const base = {
    productId: item.product_id,
    displayProductId: item.product_display_product,
    quantity: item.quantity,
    unitPrice: toCents(item.product_price),
    discountPrice: null,
    inventory: Math.max(item.product_inventory, 0),
    subscriptionPeriod: item.subscription_period,
    deliveryTimes: item.delivery_times,
    onSale: item.on_sale,
  };
  switch (item.kind) {
    case 'regular':
      return {
        ...base,
        kind: 'regular',
        discountPrice: item.product_discount_price === null ? null : toCents(item.product_discount_price),
      };
    case 'pwp':
      return {
        ...base,
        kind: 'pwp',
        discountId: item.discount_id,
        discountPrice: toCents(chargedUnitDollars(item)),
      };
    case 'gwp':
    case 'giftCoupon':
      return { ...base, kind: item.kind, discountId: item.discount_id };
    case 'points':
      return {
        ...base,
        kind: 'points',
        productPointId: item.product_point_id ?? 0,
        point: item.point,
        money: toCents(chargedUnitDollars(item)),
      };
    default: {
      const unexpected: never = item.kind;
      throw new Error(`Unknown line kind ${String(unexpected)}`);
    }
  }
}

/**
 * The add-on discounts an estimate needs to judge the add-on lines: what each line remembers of its offer.
 * A line that remembers nothing (a member's line from the server) is taken as earned: the server judges it.
 */
function addOnDiscounts(items: readonly CartItem[]): {
  gwp: AddOnDiscount[];
  pwp: AddOnDiscount[] | undefined;
} {
  const gwp: AddOnDiscount[] = [];
  const pwp: AddOnDiscount[] = [];
  let pwpKnown = true;
  for (const item of items) {
    if (item.kind !== 'gwp' && item.kind !== 'pwp') continue;
    const discount: AddOnDiscount = {
      discountId: item.discount_id ?? 0,
      discountTitle: item.add_on?.discountTitle ?? '',
      discountType: item.kind === 'gwp' ? 'GWP' : 'PWP',
      productIds: [item.product_id],
      discountPrice: toCents(chargedUnitDollars(item)),
      condition: item.add_on ? toCents(item.add_on.condition) : 0,
      triggerProductIds: item.add_on ? [...item.add_on.triggerProductIds] : [],
      validFrom: null,
      validTo: null,
    };
    if (item.kind === 'gwp') gwp.push(discount);
    else {
      pwp.push(discount);
      if (!item.add_on) pwpKnown = false;
    }
  }
  return { gwp, pwp: pwpKnown ? pwp : undefined };
}

/** An estimate of the cart's prices by the same engine the server uses. */
export function previewTotals(items: readonly CartItem[], context: PreviewContext): CartTotals {
  const coupon = context.coupon ? domainCoupon(context.coupon) : null;
  const discounts = addOnDiscounts(items);
  const priced = priceCart(
    { lines: items.map(engineLine) },
    {
      now: context.now,
      member: { level: context.level, validPoints: context.validPoints, birthdayMonth: null },
      coupon,
      freeDeliveryDiscount: context.freeDelivery
        ? { ...context.freeDelivery, validFrom: null, validTo: null }
        : null,
      gwpDiscounts: discounts.gwp,
      ...(discounts.pwp ? { pwpDiscounts: discounts.pwp } : {}),
      pointsToUse: 0,
      locationId: context.locationId,
    },
  );
  const lines = new Map<string, PricedLine>();
  let redemptionCash = 0;
  items.forEach((item, index) => {
    const line = priced.lines[index];
    if (!line) return;
    if (item.kind === 'points') redemptionCash += line.lineTotalBeforeDiscount;
    lines.set(item.key, { unitPrice: line.chargedUnitPrice, lineTotal: line.lineTotalBeforeDiscount });
  });
  const result = priced.couponResult;
  return {
    lines,
    goods: priced.productTotalBeforeDiscount - redemptionCash,
    couponDiscount: priced.couponDiscount,
    redemptionPoints: priced.redemptionPoints,
    redemptionCash,
    productTotal: priced.productTotal,
    shipping: priced.shippingFee,
    orderTotal: priced.orderTotal,
    coupon:
      context.coupon && result
        ? {
            code: context.coupon.couponCode,
            title: context.coupon.discount.discountTitle,
            titleEng: context.coupon.discount.discountTitleEng,
            status: result.status,
            reason: result.status === 'rejected' ? result.code : null,
            regularPriceOnly: context.coupon.discount.regularPriceOnly,
            amount: result.status === 'applied' ? result.discount : 0,
          }
        : null,
    warnings: priced.warnings.map((warning) => ({ ...warning })),
    canCheckout: priced.canCheckout,
    locationId: context.locationId,
    estimated: true,
  };
}

export interface LineView {
  item: CartItem;
  /** A member's change to this line has not reached the server yet. */
  pending: boolean;
  gift: boolean;
  /** Sold out (or no longer sold): the label replaces the quantity controls. */
  soldOut: boolean;
  /** No longer on sale (a regular or points line): says so, counts for nothing, must be removed. */
  notForSale: boolean;
  /** More in the cart than in stock (but some left). */
  overStock: boolean;
  canMinus: boolean;
  canPlus: boolean;
  unitPrice: Cents;
  /** The regular price, shown struck through when more than what is charged. */
  regularPrice: Cents;
  lineTotal: Cents;
}

export type CheckoutBlock = 'empty' | 'notForSale' | 'stock' | 'pending' | 'warnings' | null;

export interface CartView {
  lines: LineView[];
  itemCount: number;
  totals: CartTotals;
  stockProblems: StockProblem[];
  checkoutBlock: CheckoutBlock;
  /** Cents still to spend for free delivery in Hong Kong; null when delivery is free or not in Hong Kong. */
  freeDeliveryGap: Cents | null;
}

export function buildCartView(input: {
  items: readonly CartItem[];
  totals: CartTotals;
  pendingKeys: ReadonlySet<string>;
}): CartView {
  const { items, totals, pendingKeys } = input;
  const lines = items.map((item): LineView => {
    const gift = isGift(item);
    const notForSale = !gift && !item.on_sale;
    const soldOut = notForSale || (!gift && item.product_inventory <= 0);
    const priced = totals.lines.get(item.key);
    const unitPrice = priced?.unitPrice ?? toCents(chargedUnitDollars(item));
    return {
      item,
      pending: pendingKeys.has(item.key),
      gift,
      soldOut,
      notForSale,
      overStock: !gift && !soldOut && item.quantity > item.product_inventory,
      canMinus: !gift && !soldOut && item.quantity > 1,
      canPlus: !gift && !soldOut && roomFor(items, item) > 0,
      unitPrice,
      regularPrice: toCents(item.product_price),
      lineTotal: priced?.lineTotal ?? unitPrice * item.quantity,
    };
  });
  const problems = stockProblems(items);
  const checkoutBlock: CheckoutBlock =
    items.length === 0
      ? 'empty'
      : lines.some((line) => line.notForSale)
        ? 'notForSale'
        : problems.length > 0
          ? 'stock'
          : pendingKeys.size > 0
            ? 'pending'
            : totals.canCheckout
              ? null
              : 'warnings';
  const freeDeliveryGap =
    totals.locationId === HONG_KONG_LOCATION_ID &&
    totals.shipping > 0 &&
    totals.productTotal < HONG_KONG_FREE_DELIVERY_THRESHOLD
      ? HONG_KONG_FREE_DELIVERY_THRESHOLD - totals.productTotal
      : null;
  return {
    lines,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    totals,
    stockProblems: problems,
    checkoutBlock,
    freeDeliveryGap,
  };
}

/**
 * The prices to show for the cart as it is now: the server's answer when it is for exactly these lines,
 * else an estimate (guest offline or between edits, member with changes pending).
 */
export function cartTotals(
  state: Pick<CartState, 'memberId' | 'level' | 'server' | 'guestCoupon' | 'guestPriced'>,
  items: readonly CartItem[],
  pending: ReadonlySet<string>,
  now: Date,
): CartTotals {
  if (state.memberId) {
    if (state.server && pending.size === 0) return totalsFromCart(state.server);
    return previewTotals(items, {
      now,
      level: state.level,
      validPoints: state.server?.valid_point ?? 0,
      coupon: state.server?.coupon ?? null,
      freeDelivery: state.server?.free_delivery ?? null,
      locationId: state.server?.shipping_country_id ?? HONG_KONG_LOCATION_ID,
    });
  }
  const code = state.guestCoupon?.code ?? null;
  if (state.guestPriced && state.guestPriced.signature === pricingSignature(items, code)) {
    return totalsFromPre(state.guestPriced.answer);
  }
  return previewTotals(items, {
    now,
    level: 'guest',
    validPoints: 0,
    coupon: state.guestCoupon?.coupon ?? null,
    freeDelivery: null,
    locationId: HONG_KONG_LOCATION_ID,
  });
}

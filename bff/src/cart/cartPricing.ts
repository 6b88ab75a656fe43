import type {
  AddOnAnswer,
  AppliedCouponAnswer,
  CartAnswer,
  CartLineAnswer,
  CouponAnswer,
  PreAnswer,
} from '@shop/domain/cart/apiSchemas';
import { type CartLine, MAX_LINE_QUANTITY } from '@shop/domain/cart/cartTypes';
import { urlNameOf } from '@shop/domain/catalogue/urlName';
import { toDollars } from '@shop/domain/money';
import { pointsToCash } from '@shop/domain/points/pointsRules';
import { type PricedCart, type PricedCartLine, priceCart } from '@shop/domain/pricing/priceCart';
import type { AutoDiscounts, StoredAddOn } from './automaticOffers.ts';
import { type CartProduct, imageOf, ON_SALE_STATUS } from './cartProducts.ts';
import { GUEST_PROFILE, type LineSource, type ShopperProfile } from './cartRows.ts';
import { guestMayUse, type StoredCoupon } from './coupons.ts';

/**
 * Turns what a cart holds into the pricing engine's input, prices it with `priceCart` (the only place
 * prices are worked out) and shows the result in the API's shapes. No figure here is computed twice: line
 * totals, coupon, points, shipping and warnings all come from the engine's answer.
 */

export interface PricingInputs {
  sources: readonly LineSource[];
  /** Every product of `sources` and of the coupon's gifts. */
  products: ReadonlyMap<number, CartProduct>;
  auto: AutoDiscounts;
  coupon: StoredCoupon | null;
  profile: ShopperProfile;
  now: Date;
  /** Points to use as cash (pre-pricing); clamped by the engine. */
  pointsToUse?: number;
}

export interface PricedView {
  inputs: PricingInputs;
  /** The lines priced, gift-coupon gifts included while the coupon applies. */
  sources: LineSource[];
  lines: CartLine[];
  priced: PricedCart;
}

/** The gift lines a gift coupon brings. */
function giftCouponSources(coupon: StoredCoupon | null): LineSource[] {
  if (coupon?.coupon.discount.discountType !== 'GIFT_COUPON') return [];
  return coupon.giftItems.map((item) => ({
    cartLineId: null,
    productId: item.productId,
    kind: 'giftCoupon',
    quantity: item.quantity,
    deliveryTimes: 1,
    discountId: coupon.coupon.discount.discountId,
    productPointId: null,
  }));
}

function addOnPriceCents(auto: AutoDiscounts, discountId: number | null, product: CartProduct): number {
  const item = auto.pwp
    .find((addOn) => addOn.discount.discountId === discountId)
    ?.items.find((candidate) => candidate.productId === product.productId);
  // An add-on whose offer has ended costs what the product costs (and is flagged by the engine).
  return item?.priceCents ?? product.discountPriceCents ?? product.priceCents;
}

function productOf(inputs: PricingInputs, productId: number): CartProduct {
  const product = inputs.products.get(productId);
  if (!product) throw new Error(`Product ${productId} was not loaded for pricing`);
  return product;
}

/**
 * One line in the engine's terms. Whether the product is on sale is read here, from the row every pricing
 * path loads (loadCartProducts), so the cart, pre-pricing and placement all see it: the engine prices a
 * regular or points line no longer on sale at nothing and blocks checkout; gift and add-on lines come from
 * their offer and ignore it.
 */
export function toEngineLine(source: LineSource, inputs: PricingInputs): CartLine {
  const product = productOf(inputs, source.productId);
  const base = {
    productId: product.productId,
    displayProductId: product.displayProductId,
    quantity: Math.min(source.quantity, MAX_LINE_QUANTITY),
    unitPrice: product.priceCents,
    discountPrice: null,
    inventory: product.inventory,
    subscriptionPeriod: product.subscriptionPeriod,
    deliveryTimes: source.deliveryTimes,
    onSale: product.status === ON_SALE_STATUS,
  };
  switch (source.kind) {
    case 'regular':
      return { ...base, kind: 'regular', discountPrice: product.discountPriceCents };
    case 'points': {
      const option = product.points.find((candidate) => candidate.productPointId === source.productPointId);
      return {
        ...base,
        kind: 'points',
        productPointId: source.productPointId ?? 0,
        point: option?.point ?? 0,
        money: option?.moneyCents ?? product.priceCents,
      };
    }
    case 'pwp':
      return {
        ...base,
        kind: 'pwp',
        discountId: source.discountId,
        discountPrice: addOnPriceCents(inputs.auto, source.discountId, product),
      };
    case 'gwp':
    case 'giftCoupon':
      return { ...base, kind: source.kind, discountId: source.discountId };
    default: {
      const unexpected: never = source.kind;
      throw new Error(`Unknown cart line kind ${String(unexpected)}`);
    }
  }
}

function run(inputs: PricingInputs, sources: LineSource[]): PricedView {
  const lines = sources.map((source) => toEngineLine(source, inputs));
  const priced = priceCart(
    { lines },
    {
      now: inputs.now,
      member: {
        level: inputs.profile.level,
        validPoints: inputs.profile.validPoints,
        birthdayMonth: inputs.profile.birthdayMonth,
      },
      coupon: inputs.coupon?.coupon ?? null,
      freeDeliveryDiscount: inputs.auto.freeDelivery,
      gwpDiscounts: inputs.auto.gwp.map((addOn) => addOn.discount),
      pwpDiscounts: inputs.auto.pwp.map((addOn) => addOn.discount),
      pointsToUse: inputs.pointsToUse ?? 0,
      locationId: inputs.profile.locationId,
      paidOrderCount: inputs.profile.paidOrderCount,
    },
  );
  return { inputs, sources, lines, priced };
}

/** Prices the cart; a gift coupon's gifts are in it exactly while the coupon applies. */
export function priceSources(inputs: PricingInputs): PricedView {
  const gifts = giftCouponSources(inputs.coupon);
  const own = [...inputs.sources];
  if (gifts.length === 0) return run(inputs, own);
  const withGifts = run(inputs, [...own, ...gifts]);
  return withGifts.priced.couponResult?.status === 'applied' ? withGifts : run(inputs, own);
}

/** Product ids pricing needs loaded: the lines' and the coupon's gifts. */
export function productIdsFor(sources: readonly LineSource[], coupon: StoredCoupon | null): number[] {
  return [...sources.map((source) => source.productId), ...(coupon?.giftItems ?? []).map((g) => g.productId)];
}

// ---------------------------------------------------------------------------------------------------
// Answers

const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));

export function couponAnswer(stored: StoredCoupon): CouponAnswer {
  const { discount } = stored.coupon;
  return {
    couponId: stored.couponId,
    couponCode: stored.coupon.couponCode,
    guestAllowed: guestMayUse(stored),
    discount: {
      discountId: discount.discountId,
      discountTitle: discount.discountTitle,
      discountTitleEng: stored.discountTitleEng,
      discountType: discount.discountType,
      actionType: discount.actionType,
      actionValue: discount.actionValue,
      displayProducts: discount.displayProductIds,
      regularPriceOnly: discount.regularPriceOnly,
      minimumSpend: dollarsOrNull(discount.minimumSpend),
      giftProducts: discount.giftProductIds,
      validFrom: discount.validFrom,
      validTo: discount.validTo,
    },
  };
}

function appliedCouponAnswer(view: PricedView): AppliedCouponAnswer | null {
  const stored = view.inputs.coupon;
  const result = view.priced.couponResult;
  if (!stored || !result) return null;
  return {
    ...couponAnswer(stored),
    status: result.status,
    reason: result.status === 'rejected' ? result.code : null,
    amount: result.status === 'applied' ? toDollars(result.discount) : 0,
  };
}

function addOnOf(auto: AutoDiscounts, discountId: number | null): StoredAddOn | undefined {
  return [...auto.gwp, ...auto.pwp].find((addOn) => addOn.discount.discountId === discountId);
}

function lineDiscounts(view: PricedView, source: LineSource, priced: PricedCartLine) {
  const { auto, coupon } = view.inputs;
  if (source.kind === 'gwp' || source.kind === 'pwp') {
    const addOn = addOnOf(auto, source.discountId);
    return [
      {
        discountId: source.discountId ?? 0,
        discountType: source.kind === 'gwp' ? ('GWP' as const) : ('PWP' as const),
        discountTitle: addOn?.discount.discountTitle ?? '',
        amount: toDollars(Math.max(priced.listTotal - priced.lineTotal, 0)),
      },
    ];
  }
  if (source.kind === 'giftCoupon' && coupon) {
    return [
      {
        discountId: coupon.coupon.discount.discountId,
        discountType: 'GIFT_COUPON' as const,
        discountTitle: coupon.coupon.discount.discountTitle,
        amount: toDollars(priced.listTotal),
      },
    ];
  }
  if (priced.couponDiscount > 0 && coupon) {
    return [
      {
        discountId: coupon.coupon.discount.discountId,
        discountType: coupon.coupon.discount.discountType,
        discountTitle: coupon.coupon.discount.discountTitle,
        amount: toDollars(priced.couponDiscount),
      },
    ];
  }
  return [];
}

function bundleOf(product: CartProduct) {
  return product.bundle.map((item) => ({
    productId: item.productId,
    productNameChi: item.nameChi,
    productNameEng: item.nameEng,
    productVolume: item.volume,
    sku: item.sku,
    productImage: item.images,
    quantity: item.quantity,
  }));
}

function cartLineAnswer(view: PricedView, index: number): CartLineAnswer {
  const source = view.sources[index];
  const line = view.lines[index];
  const priced = view.priced.lines[index];
  if (!source || !line || !priced) throw new Error(`No priced line ${index}`);
  const product = productOf(view.inputs, source.productId);
  return {
    product_cart_product_id: source.cartLineId,
    kind: source.kind,
    product_id: product.productId,
    product_display_product: product.displayProductId,
    product_name_chi: product.nameChi,
    product_name_eng: product.nameEng,
    product_image: imageOf(product),
    product_inventory: line.inventory,
    quantity: line.quantity,
    product_price: toDollars(product.priceCents),
    product_discount_price: dollarsOrNull(
      line.kind === 'regular' ? product.discountPriceCents : priced.chargedUnitPrice,
    ),
    product_volume: product.volume,
    subscription_period: product.subscriptionPeriod,
    delivery_times: line.deliveryTimes,
    deliveries: priced.deliveries,
    discounts: lineDiscounts(view, source, priced),
    point: line.kind === 'points' ? line.point : 0,
    product_point_id: source.productPointId,
    discount_id: source.kind === 'gwp' || source.kind === 'pwp' ? source.discountId : null,
    products: bundleOf(product),
    product_sku: product.sku,
    product_url_naming: product.urlNaming,
    url_name: urlNameOf(product.urlNaming, product.displayProductId),
    recommended: product.recommended.join(','),
    on_sale: product.status === ON_SALE_STATUS,
    is_gift: priced.isGift,
    line_total_before_discount: toDollars(priced.lineTotalBeforeDiscount),
    coupon_discount: toDollars(priced.couponDiscount),
    line_total: toDollars(priced.lineTotal),
  };
}

function warnings(view: PricedView) {
  return view.priced.warnings.map((warning) => ({ ...warning }));
}

export function cartAnswer(view: PricedView): CartAnswer {
  const { priced } = view;
  const coupon = appliedCouponAnswer(view);
  const redemptionCash = priced.lines
    .filter((line) => line.kind === 'points')
    .reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    productList: view.sources.map((_source, index) => cartLineAnswer(view, index)),
    total: toDollars(priced.productTotal),
    total_before_discount: toDollars(priced.productTotalBeforeDiscount),
    coupon_discount: toDollars(priced.couponDiscount),
    quantity: priced.itemCount,
    point: priced.redemptionPoints,
    point_cash: toDollars(redemptionCash),
    coupon,
    promotionCode: view.inputs.coupon?.coupon.couponCode ?? null,
    pointToCash: toDollars(pointsToCash(priced.usablePoints)),
    valid_point: view.inputs.profile.level === 'vip' ? view.inputs.profile.validPoints : 0,
    usable_point: priced.usablePoints,
    shipping_country_id: view.inputs.profile.locationId,
    shipping_fee: toDollars(priced.shippingFee),
    free_delivery: priced.freeDeliveryDiscount,
    order_total: toDollars(priced.orderTotal),
    points_to_earn: priced.pointsToEarn,
    can_checkout: priced.canCheckout,
    warnings: warnings(view),
  };
}

export function preAnswer(view: PricedView): PreAnswer {
  const { priced } = view;
  return {
    orderProducts: view.sources.map((source, index) => {
      const line = cartLineAnswer(view, index);
      const product = productOf(view.inputs, source.productId);
      const pricedLine = priced.lines[index];
      return {
        product: {
          productId: product.productId,
          displayProductId: product.displayProductId,
          productNameChi: product.nameChi,
          productNameEng: product.nameEng,
          productVolume: product.volume,
          productPrice: toDollars(product.priceCents),
          productDiscountPrice: dollarsOrNull(product.discountPriceCents),
          productInventory: line.product_inventory,
          sku: product.sku,
          subscriptionPeriod: product.subscriptionPeriod,
          productImage: product.images.length > 0 ? product.images : product.displayProductImages.slice(0, 1),
          displayProductNameChi: product.displayProductNameChi,
          displayProductNameEng: product.displayProductNameEng,
          displayProductUrlNaming: product.urlNaming,
          urlName: line.url_name,
          recommended: line.recommended,
          status: product.status,
          products: line.products,
        },
        kind: line.kind,
        quantity: line.quantity,
        deliveryTimes: line.delivery_times,
        deliveries: line.deliveries,
        discountList: line.discounts,
        discountId: line.discount_id,
        productPointId: line.product_point_id,
        point: line.point,
        price: toDollars(pricedLine?.chargedUnitPrice ?? 0),
        lineTotalBeforeDiscount: line.line_total_before_discount,
        couponDiscount: line.coupon_discount,
        lineTotal: line.line_total,
      };
    }),
    productTotal: toDollars(priced.productTotal),
    productTotalBeforeDiscount: toDollars(priced.productTotalBeforeDiscount),
    couponDiscount: toDollars(priced.couponDiscount),
    coupon: appliedCouponAnswer(view),
    promotionCode: view.inputs.coupon?.coupon.couponCode ?? null,
    quantity: priced.itemCount,
    countryId: view.inputs.profile.locationId,
    shippingFee: toDollars(priced.shippingFee),
    freeDelivery: priced.freeDeliveryDiscount,
    redemptionPoints: priced.redemptionPoints,
    usablePoints: priced.usablePoints,
    pointsUsed: priced.pointsUsed,
    pointsCash: toDollars(priced.pointsCash),
    orderTotal: toDollars(priced.orderTotal),
    pointsToEarn: priced.pointsToEarn,
    canCheckout: priced.canCheckout,
    warnings: warnings(view),
  };
}

/** An add-on discount and its items as cart lines would show them. */
export function addOnAnswer(
  addOn: StoredAddOn,
  products: ReadonlyMap<number, CartProduct>,
  now: Date,
): AddOnAnswer {
  const { discount } = addOn;
  const kind = discount.discountType === 'GWP' ? 'gwp' : 'pwp';
  const sources: LineSource[] = addOn.items
    .filter((item) => products.has(item.productId))
    .map((item) => ({
      cartLineId: null,
      productId: item.productId,
      kind,
      quantity: 1,
      deliveryTimes: 1,
      discountId: discount.discountId,
      productPointId: null,
    }));
  const inputs: PricingInputs = {
    sources,
    products,
    auto: { gwp: kind === 'gwp' ? [addOn] : [], pwp: kind === 'pwp' ? [addOn] : [], freeDelivery: null },
    coupon: null,
    profile: GUEST_PROFILE,
    now,
  };
  const view = run(inputs, sources);
  return {
    discountId: discount.discountId,
    discountTitle: discount.discountTitle,
    discountTitleEng: addOn.discountTitleEng,
    discountType: discount.discountType,
    condition: toDollars(discount.condition),
    discountPrice: toDollars(discount.discountPrice),
    actionValue: addOn.actionValue,
    triggerProductIds: discount.triggerProductIds,
    validFrom: discount.validFrom,
    validTo: discount.validTo,
    products: sources.map((_source, index) => cartLineAnswer(view, index)),
  };
}

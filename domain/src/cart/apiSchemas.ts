import { z } from 'zod';

/**
 * The contract of the cart, coupon, discount and pre-pricing calls: the bff answers through these schemas
 * (its serializer refuses anything else) and the web imports their types, so neither side can drift. Field names are the specification's:
 * the cart (productList, total, total_before_discount, quantity, point, point_cash, coupon, promotionCode,
 * pointToCash) and its lines (the storefront's stored keys: product_id, product_price, delivery_times…);
 * the pre-pricing calls (orderProducts, productTotal, productTotalBeforeDiscount, coupon, promotionCode).
 * Fields the specification does not name follow the style of the object they sit in. Money is HKD dollars
 * as JSON numbers; ids and points are integers.
 */

const dollars = z.number().nonnegative();
const int = z.number().int();

/** The discount types the API names; GWP and PWP mark add-on lines. */
export const discountTypeField = z.enum([
  'DISCOUNT_COUPON',
  'CASH_COUPON',
  'FREE_DELIVERY',
  'GIFT_COUPON',
  'GWP',
  'PWP',
]);

/** A discount that acts on a line: the add-on that granted it, or the coupon that took money off it. */
export const lineDiscountSchema = z.object({
  discountId: int,
  discountType: discountTypeField,
  discountTitle: z.string(),
  /** HKD off this line (for add-ons: the regular price less what is charged). */
  amount: dollars,
});

export const bundleItemAnswerSchema = z.object({
  productId: int,
  productNameChi: z.string(),
  productNameEng: z.string(),
  productVolume: z.string(),
  sku: z.string(),
  productImage: z.array(z.string()),
  quantity: int,
});

/** A cart line with the storefront's stored keys. */
export const cartLineAnswerSchema = z.object({
  /** The stored line's id; null for a gift-coupon gift (it follows the coupon) and for guest lines. */
  product_cart_product_id: int.nullable(),
  /** regular, points (redeemed with points), gwp, pwp (add-ons) or giftCoupon. */
  kind: z.enum(['regular', 'points', 'gwp', 'pwp', 'giftCoupon']),
  product_id: int,
  /** The display product the line links to (/product/{url_name}). */
  product_display_product: int,
  product_name_chi: z.string(),
  product_name_eng: z.string(),
  product_image: z.string(),
  product_inventory: int,
  quantity: int,
  /** Regular price of one item. */
  product_price: dollars,
  /** What one item is charged before coupons when that is not the regular price: the offer price, the
   * add-on price, 0 for gifts, the cash part of a redemption; null for a regular line without an offer. */
  product_discount_price: dollars.nullable(),
  product_volume: z.string(),
  subscription_period: int.nullable(),
  delivery_times: int,
  /** Shipments the line is split into: 2 for a six-month subscription, else delivery_times. */
  deliveries: int,
  discounts: z.array(lineDiscountSchema),
  /** Points per item of a redemption line; 0 for other lines. */
  point: int,
  product_point_id: int.nullable(),
  /** The GWP or PWP discount of an add-on line. */
  discount_id: int.nullable(),
  /** The items of a group (set) product. */
  products: z.array(bundleItemAnswerSchema),
  product_sku: z.string(),
  product_url_naming: z.string(),
  url_name: z.string(),
  /** Recommended display product ids, comma-separated. */
  recommended: z.string(),
  /** False when the product is no longer sold on its own (it then counts as sold out). */
  on_sale: z.boolean(),
  is_gift: z.boolean(),
  line_total_before_discount: dollars,
  coupon_discount: dollars,
  line_total: dollars,
});
export type CartLineAnswer = z.infer<typeof cartLineAnswerSchema>;
export type LineKind = CartLineAnswer['kind'];
export type DiscountType = z.infer<typeof discountTypeField>;
export type LineDiscountAnswer = z.infer<typeof lineDiscountSchema>;
export type BundleItemAnswer = z.infer<typeof bundleItemAnswerSchema>;

export const couponDiscountAnswerSchema = z.object({
  discountId: int,
  discountTitle: z.string(),
  discountTitleEng: z.string(),
  discountType: discountTypeField,
  /** '*': actionValue is the rate paid (0.9 = 10 % off); '-': actionValue is HKD off. */
  actionType: z.enum(['*', '-']),
  actionValue: z.number().nonnegative(),
  /** Display product ids the coupon covers; empty means every product. */
  displayProducts: z.array(int),
  /** Only regular-priced goods count (NEW10): offer-priced items are skipped. */
  regularPriceOnly: z.boolean(),
  /** Minimum spend on covered goods, HKD; null for none. */
  minimumSpend: dollars.nullable(),
  /** Gift products of a gift coupon. */
  giftProducts: z.array(int),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});

/** GET coupon/?couponCode= and each entry of coupon/available. */
export const couponAnswerSchema = z.object({
  couponId: int,
  couponCode: z.string(),
  /** Whether a guest may use it (cash and discount coupons only). */
  guestAllowed: z.boolean(),
  discount: couponDiscountAnswerSchema,
});
export type CouponAnswer = z.infer<typeof couponAnswerSchema>;
export type CouponDiscountAnswer = z.infer<typeof couponDiscountAnswerSchema>;

/** The coupon on a cart or a priced order: applied, or kept but not applicable (with the reason). */
export const appliedCouponAnswerSchema = couponAnswerSchema.extend({
  status: z.enum(['applied', 'rejected']),
  /** Why it does not apply: COUPON_NOT_APPLICABLE (no suitable product), COUPON_MIN_SPEND, COUPON_EXPIRED… */
  reason: z.string().nullable(),
  /** HKD taken off the goods. */
  amount: dollars,
});
export type AppliedCouponAnswer = z.infer<typeof appliedCouponAnswerSchema>;

export const freeDeliveryAnswerSchema = z.object({
  discountId: int,
  discountTitle: z.string(),
});

/** A condition the shopper should see (a line capped to the stock, an add-on dropped…), with its values. */
export const warningSchema = z
  .object({ code: z.string() })
  .catchall(z.union([z.number(), z.string(), z.null()]));

export type FreeDeliveryAnswer = z.infer<typeof freeDeliveryAnswerSchema>;
export type Warning = z.infer<typeof warningSchema>;

/** GET shoppingCart, and the answer of every cart write. */
export const cartAnswerSchema = z.object({
  productList: z.array(cartLineAnswerSchema),
  /** Goods after the coupon. */
  total: dollars,
  /** Goods at the prices charged (offer prices included), before the coupon. */
  total_before_discount: dollars,
  coupon_discount: dollars,
  /** Items in the cart. */
  quantity: int,
  /** Points the redemption lines spend. */
  point: int,
  /** Cash paid with the redemption lines (their money part), HKD. */
  point_cash: dollars,
  coupon: appliedCouponAnswerSchema.nullable(),
  promotionCode: z.string().nullable(),
  /** The most HKD the member's points could pay on this cart at checkout (200 points = HK$1, at most HK$100). */
  pointToCash: dollars,
  /** Points the member holds (VIP), and how many of them could be used as cash on this cart. */
  valid_point: int,
  usable_point: int,
  /** Shipping to the member's default address country (else Hong Kong). */
  shipping_country_id: int,
  shipping_fee: dollars,
  free_delivery: freeDeliveryAnswerSchema.nullable(),
  /** total + shipping_fee (points used as cash are chosen at checkout). */
  order_total: dollars,
  /** Points this cart would earn (VIP members). */
  points_to_earn: int,
  can_checkout: z.boolean(),
  warnings: z.array(warningSchema),
});
export type CartAnswer = z.infer<typeof cartAnswerSchema>;

export const mergeReportSchema = z.object({
  /** Lines added or increased by the full quantity sent. */
  merged: z.array(z.object({ productId: int, quantity: int })),
  /** Lines increased by less than was sent because of the stock. */
  capped: z.array(z.object({ productId: int, requested: int, added: int, quantity: int, inventory: int })),
  /** Lines not added, with the reason: PRODUCT_NOT_FOUND, PRODUCT_NOT_FOR_SALE, OUT_OF_STOCK,
   * ADD_ON_NOT_MERGED (add-ons are chosen again on the cart), CART_FULL. */
  refused: z.array(z.object({ productId: int, quantity: int, reason: z.string() })),
  /** The promotionCode sent: set on the cart, or refused with the reason (the lines merge anyway). */
  promotionCode: z
    .object({ couponCode: z.string(), status: z.enum(['set', 'refused']), reason: z.string().nullable() })
    .nullable(),
});

export type MergeReport = z.infer<typeof mergeReportSchema>;

export const setContentAnswerSchema = cartAnswerSchema.extend({ merge: mergeReportSchema });
export type SetContentAnswer = z.infer<typeof setContentAnswerSchema>;

/** A product as the pre-pricing calls show it (GET product/{id}'s field names). */
export const preProductSchema = z.object({
  productId: int,
  displayProductId: int,
  productNameChi: z.string(),
  productNameEng: z.string(),
  productVolume: z.string(),
  productPrice: dollars,
  productDiscountPrice: dollars.nullable(),
  productInventory: int,
  sku: z.string(),
  subscriptionPeriod: int.nullable(),
  productImage: z.array(z.string()),
  displayProductNameChi: z.string(),
  displayProductNameEng: z.string(),
  displayProductUrlNaming: z.string(),
  urlName: z.string(),
  recommended: z.string(),
  status: int,
  products: z.array(bundleItemAnswerSchema),
});

export type PreProduct = z.infer<typeof preProductSchema>;

export const orderProductSchema = z.object({
  product: preProductSchema,
  kind: z.enum(['regular', 'points', 'gwp', 'pwp', 'giftCoupon']),
  quantity: int,
  deliveryTimes: int,
  deliveries: int,
  discountList: z.array(lineDiscountSchema),
  discountId: int.nullable(),
  productPointId: int.nullable(),
  point: int,
  /** What one item is charged before coupons. */
  price: dollars,
  lineTotalBeforeDiscount: dollars,
  couponDiscount: dollars,
  lineTotal: dollars,
});

export type OrderProduct = z.infer<typeof orderProductSchema>;

/** POST order/guest/pre, pre2 and order/member/pre. */
export const preAnswerSchema = z.object({
  orderProducts: z.array(orderProductSchema),
  productTotal: dollars,
  productTotalBeforeDiscount: dollars,
  couponDiscount: dollars,
  coupon: appliedCouponAnswerSchema.nullable(),
  promotionCode: z.string().nullable(),
  quantity: int,
  countryId: int,
  shippingFee: dollars,
  freeDelivery: freeDeliveryAnswerSchema.nullable(),
  /** Points spent by redemption lines, and points used as cash (asked for with `point`, clamped). */
  redemptionPoints: int,
  usablePoints: int,
  pointsUsed: int,
  pointsCash: dollars,
  /** productTotal − pointsCash + shippingFee. */
  orderTotal: dollars,
  pointsToEarn: int,
  canCheckout: z.boolean(),
  warnings: z.array(warningSchema),
});
export type PreAnswer = z.infer<typeof preAnswerSchema>;

/** An add-on discount (GWP or PWP) with its items, for the add-on modal. */
export const addOnAnswerSchema = z.object({
  discountId: int,
  discountTitle: z.string(),
  discountTitleEng: z.string(),
  discountType: z.enum(['GWP', 'PWP']),
  /** Spend threshold, HKD (GWP); 0 for PWP. */
  condition: dollars,
  /** Add-on price of the first item, HKD (PWP); 0 for gifts. */
  discountPrice: dollars,
  actionValue: z.number().nonnegative(),
  /** PWP: the products asked about that unlock it. */
  triggerProductIds: z.array(int),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Each item as a cart line would show it (quantity 1, the add-on price). */
  products: z.array(cartLineAnswerSchema),
});
export type AddOnAnswer = z.infer<typeof addOnAnswerSchema>;

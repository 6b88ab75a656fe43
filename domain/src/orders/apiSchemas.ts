import { z } from 'zod';
import { bundleItemSchema } from '../catalogue/apiSchemas.ts';
import { ORDER_STATUSES } from './order.ts';

/**
 * The orders API's requests and answers (seed 001 §3 and §7), with the specification's field names
 * (`shippingMedhod` spelt as it spells it). Price fields are HKD dollars as JSON numbers; the bff answers
 * through these schemas and the web parses with them. Paths:
 *
 * - POST /api/order/member/add, /api/order/add (member; the cart, or the products named = express)
 * - POST /api/order/guest/add (guest: productListJson, couponCode)
 *     → 200 `{ orderId, orderNo }`, or 200 with the stock-shortage list (the specification's result union)
 * - GET /api/order/{orderId} (the member's own order; 404 otherwise)
 * - GET /api/order/member?page=1 (10 a page), GET /api/order/member/pointRecord
 * - POST /api/order/checking `{ orderNo, phone }` (guests; a list, the first entry used; rate-limited)
 * - POST /api/payment/form `{ orderId, orderNo?, phone?, billing… }` → the signed card form to post
 * - POST /api/order/cancel `{ orderId }` (member) or `{ orderNo, phone }` (guest) → the cancelled order
 * - GET /api/shipping/sfLocker, /api/shipping/sfStation (areas and points); GET /api/shipping/sfLocker/{id},
 *   /api/shipping/sfStation/{code} (one point: the locker's address, the station's name)
 */

const dollars = z.number().nonnegative();
const id = z.number().int().positive();
const text = z.string();

export const SHIPPING_METHODS = ['HOME_DELIVERY', 'SF_LOCKER', 'SF_STATION'] as const;
export const shippingMethodSchema = z.enum(SHIPPING_METHODS);
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES).exclude(['notPlaced']);
export type OrderStatusName = z.infer<typeof orderStatusSchema>;

/** The address part of every placement (seed 001 §3, order creation payload). */
export const orderAddressFields = {
  countryId: id.default(6),
  shippingMethod: shippingMethodSchema.default('HOME_DELIVERY'),
  orderAddressRecipient: text,
  orderAddressProvince: text.default(''),
  orderAddressCity: text.default(''),
  orderAddressZone: text.default(''),
  orderAddress1: text.default(''),
  orderAddress2: text.default(''),
  orderAddress3: text.default(''),
  orderAddress4: text.default(''),
  /** The SF locker or station id when the method is one of them. */
  orderAddress: text.default(''),
  phone: text,
  phoneCountryId: id.default(6),
  email: text.default(''),
};

export const stockShortageSchema = z.object({
  productId: id,
  /** What is left now: 0 is "sold out", else "remaining N". */
  inventory: z.number().int().nonnegative(),
  requiredNum: z.number().int().positive(),
  product: z.object({
    productId: id,
    productNameChi: text,
    productNameEng: text,
    productVolume: text,
    productImage: z.array(text),
  }),
});
export type StockShortage = z.infer<typeof stockShortageSchema>;

export const orderPlacedAnswerSchema = z.object({ orderId: id, orderNo: text });
export const placeOrderAnswerSchema = z.union([orderPlacedAnswerSchema, z.array(stockShortageSchema)]);
export type PlaceOrderAnswer = z.infer<typeof placeOrderAnswerSchema>;

export const orderProductSchema = z.object({
  /** The regular price of one item at placement. */
  productPrice: dollars,
  /** What the whole line cost after coupons. */
  finalPrice: dollars,
  quantity: z.number().int().positive(),
  /** Points one item of a redemption line cost. */
  productPoint: z.number().int().nonnegative(),
  deliveryTimes: z.number().int().positive(),
  discountList: z.array(
    z.object({ discountId: z.number().int(), discountTitle: text, discountType: text, amount: dollars }),
  ),
  product: z.object({
    productId: id,
    displayProductId: z.number().int(),
    sku: text,
    productNameChi: text,
    productNameEng: text,
    productVolume: text,
    productPrice: dollars,
    productDiscountPrice: dollars.nullable(),
    productImage: z.array(text),
    subscriptionPeriod: z.number().int().nullable(),
    products: z.array(bundleItemSchema),
    isGroupProduct: z.boolean(),
  }),
});

export const orderSchema = z.object({
  orderId: id,
  orderNo: text,
  orderStatus: orderStatusSchema,
  /** ISO-8601 time of placement. */
  orderDate: text,
  productTotalBeforeDiscount: dollars,
  productTotal: dollars,
  orderTotal: dollars,
  shippingFee: dollars,
  shippingMedhod: shippingMethodSchema,
  /** The SF locker or station id; null for home delivery. */
  orderAddress: text.nullable(),
  /** The locker's address or the station's name, as shown when the order was placed. */
  orderAddressName: text.nullable(),
  orderAddressRecipient: text,
  orderAddressProvince: text,
  orderAddressCity: text,
  orderAddressZone: text,
  orderAddress1: text,
  orderAddress2: text,
  orderAddress3: text,
  orderAddress4: text,
  usedPoint: z.number().int().nonnegative(),
  /** HKD taken off by the points used (usedPoint / 200). */
  pointsCash: dollars,
  coupons: z.array(
    z.object({ couponCode: text, discount: z.object({ discountTitle: text, amount: dollars }) }),
  ),
  freeDeliveryDiscountId: z.number().int().nullable(),
  freeDeliveryDiscount: z.object({ discountTitle: text }).nullable(),
  trackingNumber: text.nullable(),
  phoneCountryId: z.number().int(),
  countryId: z.number().int(),
  phone: text,
  guestPhone: text.nullable(),
  shoppingCartTag: z.object({ currency: z.literal('HKD'), value: dollars, coupon: text.nullable() }),
  /** The gateway's code of the last failed payment, for the fail page; null otherwise. */
  paymentFailureCode: text.nullable(),
  /**
   * ISO-8601 time the payment window closes, while the order still waits for its payment (unpaid or at the
   * gateway): until then the shopper may pay again or cancel. Absent otherwise.
   */
  paymentDueAt: text.optional(),
  orderProducts: z.array(orderProductSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const ORDERS_PAGE_SIZE = 10;

export const orderSummarySchema = z.object({
  orderId: id,
  orderNo: text,
  orderDate: text,
  orderTotal: dollars,
  orderStatus: orderStatusSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const memberOrdersPageSchema = z.object({
  list: z.array(orderSummarySchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});

export const pointRecordSchema = z.object({
  orderId: z.number().int().nullable(),
  orderNo: text.nullable(),
  date: text,
  usedPoint: z.number().int().nonnegative(),
  earnedPoint: z.number().int().nonnegative(),
});

export const orderCheckingRequestSchema = z.object({
  orderNo: text.trim().min(1),
  phone: text.trim().min(1),
});

/**
 * POST order/cancel: the shopper cancels their own order while it waits for its payment. A member names the
 * order by id (token); a guest by its number and the phone it was placed with.
 */
export const orderCancelRequestSchema = z.object({
  orderId: id.optional(),
  orderNo: text.trim().optional(),
  phone: text.trim().optional(),
});

/** Billing details for the card gateway; only the non-empty ones are sent to it. */
export const billingSchema = z.object({
  billingFirstName: text.default(''),
  billingLastName: text.default(''),
  billingCompanyName: text.default(''),
  billingProvince: text.default(''),
  billingCity: text.default(''),
  billingZone: text.default(''),
  billingAddress1: text.default(''),
  billingAddress2: text.default(''),
  billingAddress3: text.default(''),
  billingAddress4: text.default(''),
  billingPhoneCountryId: id.default(6),
  billingPhone: text.default(''),
  billingEmail: text.default(''),
});

export const paymentFormRequestSchema = billingSchema.extend({
  orderId: id,
  /** GLOBALPAY is the checkout's channel (seed 001 §4); the PayDollar-style form is the other variant. */
  channel: z.enum(['GLOBALPAY', 'PAYDOLLAR']).default('GLOBALPAY'),
  /** Guests prove the order is theirs with its number and phone; members by their token. */
  orderNo: text.optional(),
  phone: text.optional(),
});

/** The form the browser posts, once, to the card gateway (or the sandbox outside production). */
export const paymentFormSchema = z.object({
  channel: z.enum(['GLOBALPAY', 'PAYDOLLAR']),
  action: text,
  fields: z.record(text, text),
});
export type PaymentForm = z.infer<typeof paymentFormSchema>;

/** GET /api/shipping/quote: the fee (HKD) for a destination and goods total, and the free-delivery discount
 * that waived it, if any. */
export const shippingQuoteSchema = z.object({
  shipping_fee: z.number().nonnegative(),
  discount: z.object({ discountId: z.number().int(), discountTitle: z.string() }).nullable(),
});
export type ShippingQuoteAnswer = z.infer<typeof shippingQuoteSchema>;

/** GET /api/shipping/sfLocker and /api/shipping/sfStation: the pick-up points by area (seed 001 §7). */
export const sfLockerSchema = z.object({ sfLockerId: text, address: text, countryId: id });
export const sfStationSchema = z.object({
  sfStationCode: text,
  sfStationName: text,
  address: text,
  countryId: id,
});
export const sfLockerAreasSchema = z.array(z.object({ area: text, points: z.array(sfLockerSchema) }));
export const sfStationAreasSchema = z.array(z.object({ area: text, points: z.array(sfStationSchema) }));
export type SfLocker = z.infer<typeof sfLockerSchema>;
export type SfStation = z.infer<typeof sfStationSchema>;

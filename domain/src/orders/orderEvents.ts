import { z } from 'zod';
import { idSchema, shopperLevelSchema } from '../cart/cartTypes.ts';
import { couponDiscountTypeSchema, discountTypeSchema } from '../coupons/discountTypes.ts';
import { type EventsOf, eventCodec } from '../eventCodec.ts';
import { centsSchema } from '../money.ts';

/**
 * The events of stream `order-{orderId}`, schema version 1. `OrderPlaced` carries everything the order
 * pages, the receipt and the staff's replay show, so an order reads the same forever without the catalogue.
 * All amounts are integer cents of HKD.
 */
const orderId = z.number().int().positive();
const orderNo = z.string().min(1);
const text = z.string();
const points = z.number().int().nonnegative();

export const CURRENCY = 'HKD';
export const currencySchema = z.literal(CURRENCY);

/** A discount that touched a line, with the cents it took off that line (0 for gifts and add-ons). */
export const lineDiscountSchema = z.object({
  discountId: idSchema,
  discountTitle: text,
  discountType: discountTypeSchema,
  amount: centsSchema,
});

export const orderLineSchema = z.object({
  productId: idSchema,
  displayProductId: idSchema,
  kind: z.enum(['regular', 'gwp', 'pwp', 'giftCoupon', 'points']),
  sku: text,
  productNameChi: text,
  productNameEng: text,
  productVolume: text.nullable(),
  productImage: text.nullable(),
  quantity: z.number().int().min(1),
  /** The regular price of one item at placement. */
  productPrice: centsSchema,
  /** The offer price of one item at placement, if it had one. */
  productDiscountPrice: centsSchema.nullable(),
  /** What one item was charged before coupons: offer, add-on or redemption cash price; 0 for gifts. */
  chargedUnitPrice: centsSchema,
  /** What the whole line cost after coupons: chargedUnitPrice × quantity − its coupon share. */
  finalPrice: centsSchema,
  discounts: z.array(lineDiscountSchema),
  /** Points one item of a redemption line cost; 0 on every other line. */
  productPoint: points,
  productPointId: idSchema.nullable(),
  subscriptionPeriod: z.number().int().nonnegative().nullable(),
  /** Shipments of this line: 2 for a six-month subscription. */
  deliveryTimes: z.number().int().min(1),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderCouponSchema = z.object({
  couponCode: z.string().min(1),
  discountId: idSchema,
  discountTitle: text,
  discountType: couponDiscountTypeSchema,
  discount: centsSchema,
});

const recipient = {
  countryId: idSchema,
  recipient: text,
  phone: text,
  phoneCountryId: idSchema,
};
/** Where the parcel goes, as it was chosen: a typed or saved address, an SF locker or an SF station. */
export const shippingSnapshotSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('HOME_DELIVERY'),
    ...recipient,
    province: text,
    city: text,
    zone: text,
    rows: z.tuple([text, text, text, text]),
  }),
  z.object({ method: z.literal('SF_LOCKER'), ...recipient, sfLockerId: z.string().min(1), address: text }),
  z.object({
    method: z.literal('SF_STATION'),
    ...recipient,
    sfStationCode: z.string().min(1),
    sfStationName: text,
  }),
]);
export type ShippingSnapshot = z.infer<typeof shippingSnapshotSchema>;

export const orderTotalsSchema = z.object({
  productTotalBeforeDiscount: centsSchema,
  couponDiscount: centsSchema,
  productTotal: centsSchema,
  pointsCash: centsSchema,
  shippingFee: centsSchema,
  orderTotal: centsSchema,
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const orderPointsSchema = z.object({
  /** Points turned into cash (pointsCash = usedForCash / 2 cents). */
  usedForCash: points,
  /** Points spent by redemption lines. */
  usedForRedemption: points,
  /** Points the order will earn once paid, as the checkout showed them. */
  toEarn: points,
});

/** What the shop prices and the shopper confirms: the same for the three ways of placing an order. */
export const orderDraftSchema = z.object({
  lines: z.array(orderLineSchema),
  coupons: z.array(orderCouponSchema),
  freeDeliveryDiscount: z.object({ discountId: idSchema, discountTitle: text }).nullable(),
  shipping: shippingSnapshotSchema,
  totals: orderTotalsSchema,
  points: orderPointsSchema,
});
export type OrderDraft = z.infer<typeof orderDraftSchema>;

export const orderBuyerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), memberId: idSchema, level: shopperLevelSchema.exclude(['guest']) }),
  z.object({ kind: z.literal('guest'), phone: z.string().min(1), phoneCountryId: idSchema }),
]);
export type OrderBuyer = z.infer<typeof orderBuyerSchema>;

export const placementSchema = z.enum(['member', 'express', 'guest']);
export type Placement = z.infer<typeof placementSchema>;

export const orderPlacedSchema = orderDraftSchema.extend({
  orderId,
  orderNo,
  placement: placementSchema,
  buyer: orderBuyerSchema,
  currency: currencySchema,
  placedAt: z.iso.datetime({ offset: true }),
});
export type OrderPlaced = z.infer<typeof orderPlacedSchema>;

/** The card channels of seed 001 §4: GLOBALPAY is used, CITYLINE exists unused; PAYDOLLAR is the form variant. */
export const paymentChannelSchema = z.enum(['GLOBALPAY', 'PAYDOLLAR', 'CITYLINE']);
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

/** Why a verified payment was not wanted: the order was paid already, cancelled, or deleted. */
export const unwantedPaymentReasonSchema = z.enum(['ALREADY_PAID', 'ORDER_CANCELED', 'ORDER_DELETED']);
export type UnwantedPaymentReason = z.infer<typeof unwantedPaymentReasonSchema>;

const ofOrder = { orderId, orderNo };
const payment = { ...ofOrder, channel: paymentChannelSchema };
const actorKind = z.enum(['shopper', 'staff', 'system']);

export const orderEventDefinitions = {
  OrderPlaced: { schemaVersion: 1, schema: orderPlacedSchema },
  PaymentRequested: {
    schemaVersion: 1,
    schema: z.object({
      ...payment,
      reference: z.string().min(1),
      amount: centsSchema,
      currency: currencySchema,
    }),
  },
  PaymentConfirmed: {
    schemaVersion: 1,
    schema: z.object({
      ...payment,
      gatewayReference: z.string().min(1),
      amount: centsSchema,
      currency: currencySchema,
      paidAt: z.iso.datetime({ offset: true }),
    }),
  },
  /** The gateway took money for an order already cancelled: the shop owes it back. */
  PaymentReceivedAfterCancellation: {
    schemaVersion: 1,
    schema: z.object({
      ...payment,
      gatewayReference: z.string().min(1),
      amount: centsSchema,
      currency: currencySchema,
    }),
  },
  /**
   * A verified payment the order did not want: a second capture of an order already paid (two tabs), or
   * money taken after the order was cancelled or deleted. The order's status stays; `refundDue` is what
   * this payment adds to what the shop owes back (all of it). Written since unwanted payments were all
   * recorded; `PaymentReceivedAfterCancellation` above is its older, cancellation-only form, still read.
   */
  UnwantedPaymentReceived: {
    schemaVersion: 1,
    schema: z.object({
      ...payment,
      gatewayReference: z.string().min(1),
      amount: centsSchema,
      currency: currencySchema,
      reason: unwantedPaymentReasonSchema,
      refundDue: centsSchema,
    }),
  },
  PaymentFailed: { schemaVersion: 1, schema: z.object({ ...payment, rejectionCode: z.string().nullable() }) },
  PaymentCanceled: { schemaVersion: 1, schema: z.object(payment) },
  OrderCanceled: {
    schemaVersion: 1,
    schema: z.object({
      ...ofOrder,
      requestedBy: actorKind,
      reason: z.string().min(1),
      /**
       * Cents the cancellation adds to what is owed back: all the order still holds (received minus
       * refunded) that was not owed already — the amount paid for an ordinary paid order, 0 for an unpaid one.
       */
      refundDue: centsSchema,
      /** Points the member gets back (cash and redemption), for the points stream. */
      pointsToReturn: points,
      /** Stock to put back on the shelf. */
      releasedStock: z.array(z.object({ productId: idSchema, quantity: z.number().int().min(1) })),
    }),
  },
  OrderProcessingStarted: { schemaVersion: 1, schema: z.object(ofOrder) },
  OrderShipped: { schemaVersion: 1, schema: z.object({ ...ofOrder, trackingNumber: z.string().min(1) }) },
  FirstDeliveryCompleted: { schemaVersion: 1, schema: z.object(ofOrder) },
  SecondDeliveryShipped: {
    schemaVersion: 1,
    schema: z.object({ ...ofOrder, trackingNumber: z.string().min(1) }),
  },
  OrderCompleted: { schemaVersion: 1, schema: z.object(ofOrder) },
  OrderDeleted: { schemaVersion: 1, schema: z.object({ ...ofOrder, reason: z.string().min(1) }) },
  /** Money paid back to the shopper (by staff, outside the shop): it lowers the refund still due. */
  RefundRecorded: {
    schemaVersion: 1,
    schema: z.object({
      ...ofOrder,
      amount: centsSchema.positive(),
      reason: z.string().min(1),
      /** The gateway transaction the money went back to, when staff named one (the refunds-owed list does). */
      gatewayReference: z.string().min(1).optional(),
    }),
  },
} as const;

export type OrderEvent = EventsOf<typeof orderEventDefinitions>;
export type OrderEventType = OrderEvent['type'];
export type OrderEventData<Type extends OrderEventType> = Extract<OrderEvent, { type: Type }>['data'];

export const orderEvents = eventCodec(orderEventDefinitions);

export function orderStreamId(id: number): string {
  return `order-${id}`;
}

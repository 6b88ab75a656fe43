// Builders for the order tests: a priced draft whose figures add up, and histories that reach each status.
import type { PlaceGuestOrder, PlaceMemberOrder } from './decide.ts';
import type { PlacedStatus } from './order.ts';
import type { OrderDraft, OrderEvent, OrderLine, OrderPlaced } from './orderEvents.ts';

export const PLACED_AT = '2026-11-16T06:00:00.000Z';

export function orderLine(fields: Partial<OrderLine> = {}): OrderLine {
  return {
    productId: 1,
    displayProductId: 101,
    kind: 'regular',
    sku: 'SERUM-50',
    productNameChi: '滋養精華',
    productNameEng: 'Nourishing Essence',
    productVolume: '50ml',
    productImage: 'serum.jpg',
    quantity: 2,
    productPrice: 29800,
    productDiscountPrice: null,
    chargedUnitPrice: 29800,
    finalPrice: 59600,
    discounts: [],
    productPoint: 0,
    productPointId: null,
    subscriptionPeriod: null,
    deliveryTimes: 1,
    ...fields,
  };
}

/**
 * HK$298 × 2 with CASH30: goods 596.00 − 30.00 = 566.00, 2000 points as HK$10.00, free delivery
 * (over HK$500): order total 556.00.
 */
export function draft(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    lines: [
      orderLine({
        finalPrice: 56600,
        discounts: [{ discountId: 30, discountTitle: '減$30', discountType: 'CASH_COUPON', amount: 3000 }],
      }),
    ],
    coupons: [
      {
        couponCode: 'CASH30',
        discountId: 30,
        discountTitle: '減$30',
        discountType: 'CASH_COUPON',
        discount: 3000,
      },
    ],
    freeDeliveryDiscount: null,
    shipping: {
      method: 'HOME_DELIVERY',
      countryId: 6,
      recipient: '陳大文',
      phone: '91234567',
      phoneCountryId: 6,
      province: '九龍',
      city: '油尖旺區',
      zone: '旺角',
      rows: ['彌敦道 600 號', '12樓', 'A室', ''],
    },
    totals: {
      productTotalBeforeDiscount: 59600,
      couponDiscount: 3000,
      productTotal: 56600,
      pointsCash: 1000,
      shippingFee: 0,
      orderTotal: 55600,
    },
    points: { usedForCash: 2000, usedForRedemption: 0, toEarn: 556 },
    ...overrides,
  };
}

/** A guest's draft: no points, HK$30 delivery under the threshold. */
export function guestDraft(): OrderDraft {
  return draft({
    lines: [orderLine({ quantity: 1, finalPrice: 29800 })],
    coupons: [],
    totals: {
      productTotalBeforeDiscount: 29800,
      couponDiscount: 0,
      productTotal: 29800,
      pointsCash: 0,
      shippingFee: 3000,
      orderTotal: 32800,
    },
    points: { usedForCash: 0, usedForRedemption: 0, toEarn: 0 },
  });
}

/** A six-month subscription: one line, two deliveries. */
export function subscriptionDraft(): OrderDraft {
  const base = guestDraft();
  return {
    ...base,
    lines: [orderLine({ quantity: 1, finalPrice: 29800, subscriptionPeriod: 6, deliveryTimes: 2 })],
  };
}

export const VIP = { kind: 'member', memberId: 42, level: 'vip' } as const;
export const GUEST = { kind: 'guest', phone: '91234567', phoneCountryId: 6 } as const;

export const placeMember = (order: OrderDraft = draft()): PlaceMemberOrder => ({
  type: 'PlaceMemberOrder',
  data: { orderId: 7, orderNo: 'JH20261116000007', member: VIP, order },
});

export const placeGuest = (order: OrderDraft = guestDraft()): PlaceGuestOrder => ({
  type: 'PlaceGuestOrder',
  data: { orderId: 7, orderNo: 'JH20261116000007', guest: GUEST, order },
});

export function orderPlaced(order: OrderDraft = draft()): OrderEvent {
  const data: OrderPlaced = {
    ...order,
    orderId: 7,
    orderNo: 'JH20261116000007',
    placement: 'member',
    buyer: VIP,
    currency: 'HKD',
    placedAt: PLACED_AT,
  };
  return { type: 'OrderPlaced', data };
}

const ids = { orderId: 7, orderNo: 'JH20261116000007' };

export const paymentConfirmed = (amount: number, gatewayReference = 'GW-1'): OrderEvent => ({
  type: 'PaymentConfirmed',
  data: { ...ids, channel: 'GLOBALPAY', gatewayReference, amount, currency: 'HKD', paidAt: PLACED_AT },
});

/** The events that bring an order of `order` to `status`, by the shortest ordinary road. */
export function historyTo(status: PlacedStatus, order: OrderDraft = draft()): OrderEvent[] {
  const placed = orderPlaced(order);
  const paid = [placed, paymentConfirmed(order.totals.orderTotal)];
  const processing: OrderEvent[] = [...paid, { type: 'OrderProcessingStarted', data: ids }];
  const inTransit: OrderEvent[] = [
    ...processing,
    { type: 'OrderShipped', data: { ...ids, trackingNumber: 'SF1' } },
  ];
  const waiting: OrderEvent[] = [...inTransit, { type: 'FirstDeliveryCompleted', data: ids }];
  const canceled: OrderEvent = {
    type: 'OrderCanceled',
    data: {
      ...ids,
      requestedBy: 'shopper',
      reason: 'changed mind',
      refundDue: 0,
      pointsToReturn: 0,
      releasedStock: [],
    },
  };
  switch (status) {
    case 'unpaid':
      return [placed];
    case 'pending':
      return [
        placed,
        {
          type: 'PaymentRequested',
          data: {
            ...ids,
            channel: 'GLOBALPAY',
            reference: 'DEV-7_JH',
            amount: order.totals.orderTotal,
            currency: 'HKD',
          },
        },
      ];
    case 'paid':
      return paid;
    case 'Processing':
      return processing;
    case 'inTransit':
      return inTransit;
    case 'wait2ndDelivery':
      return waiting;
    case 'inTransit2nd':
      return [...waiting, { type: 'SecondDeliveryShipped', data: { ...ids, trackingNumber: 'SF2' } }];
    case 'completed':
      return [...inTransit, { type: 'OrderCompleted', data: ids }];
    case 'canceled':
      return [placed, canceled];
    case 'deleted':
      return [placed, canceled, { type: 'OrderDeleted', data: { ...ids, reason: 'test order' } }];
    default: {
      const unexpected: never = status;
      throw new Error(`No history for ${unexpected}`);
    }
  }
}

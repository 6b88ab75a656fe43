import { type PreAnswer, preAnswerSchema } from '@shop/domain/cart/apiSchemas';
import { toCents } from '@shop/domain/money';
import {
  type PaymentForm,
  paymentFormSchema,
  placeOrderAnswerSchema,
  type SfLocker,
  type SfStation,
  type StockShortage,
  sfLockerAreasSchema,
  sfStationAreasSchema,
  shippingQuoteSchema,
} from '@shop/domain/orders/apiSchemas';
import { type ApiClient, api } from '../../lib/api.ts';
import type { ReadGuestCheckoutCart } from '../../lib/checkoutCart.ts';
import { destinationOf, effectiveBilling, type ShippingForm } from './shippingForm.ts';

/**
 * The checkout's calls (seed 001 §7, domain/src/orders/apiSchemas.ts for the orders contract). Money leaves
 * this module as integer cents.
 */

/** What checkout buys: the cart (the member's on the server, the guest's in this browser), or one product. */
export type CheckoutPurchase =
  | { kind: 'cart' }
  | { kind: 'express'; productId: number; quantity: number; deliveryTimes: number };

export interface Shopper {
  memberId: string;
  vip: boolean;
  email: string;
  firstName: string;
  lastName: string;
}

// Pre-pricing --------------------------------------------------------------------------------------------

export interface SummaryLine {
  key: string;
  nameChi: string;
  nameEng: string;
  volume: string;
  quantity: number;
  deliveryTimes: number;
  /** Points a redemption line spends in all; 0 for other lines. */
  points: number;
  /** What the line costs after coupons. */
  totalCents: number;
}

/** The order as priced before it is placed (cents). */
export interface PricedOrder {
  lines: SummaryLine[];
  couponCode: string | null;
  couponTitle: string | null;
  couponDiscountCents: number;
  productTotalCents: number;
  pointsUsed: number;
  pointsCashCents: number;
  /** The most points this order may use as cash (VIP). */
  usablePoints: number;
  redemptionPoints: number;
  canCheckout: boolean;
  shipping: ShippingQuote;
  /** Lines the stock cannot fill right now (sold out, or fewer left than asked): nothing can be placed. */
  shortages: StockShortage[];
}

export interface ShippingQuote {
  countryId: number;
  feeCents: number;
  freeDeliveryTitle: string | null;
}

/** The pricing's OUT_OF_STOCK warnings, named by their lines, as the placement's shortage list reads. */
function shortagesOf(answer: PreAnswer): StockShortage[] {
  return answer.warnings.flatMap((warning) => {
    const { productId, inventory, requiredNum } = warning;
    if (warning.code !== 'OUT_OF_STOCK' || typeof productId !== 'number') return [];
    const line = answer.orderProducts.find((candidate) => candidate.product.productId === productId);
    if (!line || typeof inventory !== 'number' || typeof requiredNum !== 'number') return [];
    const { productNameChi, productNameEng, productVolume, productImage } = line.product;
    return [
      {
        productId,
        inventory,
        requiredNum,
        product: { productId, productNameChi, productNameEng, productVolume, productImage },
      },
    ];
  });
}

function pricedFrom(answer: PreAnswer): PricedOrder {
  const applied = answer.coupon?.status === 'applied' ? answer.coupon : null;
  return {
    shortages: shortagesOf(answer),
    lines: answer.orderProducts.map((line, index) => ({
      key: `${line.product.productId}-${line.kind}-${index}`,
      nameChi: line.product.productNameChi,
      nameEng: line.product.productNameEng,
      volume: line.product.productVolume,
      quantity: line.quantity,
      deliveryTimes: line.deliveryTimes,
      points: line.point * line.quantity,
      totalCents: toCents(line.lineTotal),
    })),
    couponCode: applied?.couponCode ?? null,
    couponTitle: applied?.discount.discountTitle ?? null,
    couponDiscountCents: toCents(answer.couponDiscount),
    productTotalCents: toCents(answer.productTotal),
    pointsUsed: answer.pointsUsed,
    pointsCashCents: toCents(answer.pointsCash),
    usablePoints: answer.usablePoints,
    redemptionPoints: answer.redemptionPoints,
    canCheckout: answer.canCheckout,
    shipping: {
      countryId: answer.countryId,
      feeCents: toCents(answer.shippingFee),
      freeDeliveryTitle: answer.freeDelivery?.discountTitle ?? null,
    },
  };
}

export interface PriceRequest {
  purchase: CheckoutPurchase;
  member: boolean;
  countryId: number;
  /** Points offered as cash (members; the answer says how many were taken). */
  point: number;
}

function expressList(purchase: Extract<CheckoutPurchase, { kind: 'express' }>) {
  return [
    { productId: purchase.productId, quantity: purchase.quantity, deliveryTimes: purchase.deliveryTimes },
  ];
}

// Placement ----------------------------------------------------------------------------------------------

/**
 * What placing answered (seed 001 §4): an order, no order (orderId 0 or below: back home), or the items
 * that ran short. An orderId ≤ 0 is read before the contract's schema, which only admits real ids.
 */
export type Placement =
  | { kind: 'placed'; orderId: number; orderNo: string }
  | { kind: 'noOrder' }
  | { kind: 'shortage'; items: StockShortage[] };

export function placementOf(answer: unknown): Placement {
  if (
    typeof answer === 'object' &&
    answer !== null &&
    !Array.isArray(answer) &&
    'orderId' in answer &&
    typeof answer.orderId === 'number' &&
    answer.orderId <= 0
  ) {
    return { kind: 'noOrder' };
  }
  const parsed = placeOrderAnswerSchema.parse(answer);
  return Array.isArray(parsed)
    ? { kind: 'shortage', items: parsed }
    : { kind: 'placed', orderId: parsed.orderId, orderNo: parsed.orderNo };
}

export interface PlaceRequest {
  purchase: CheckoutPurchase;
  member: boolean;
  form: ShippingForm;
  point: number;
  idempotencyKey: string;
}

/** The order creation payload of seed 001 §3, address part. */
export function addressBody(form: ShippingForm) {
  const home = form.shippingMethod === 'HOME_DELIVERY';
  const row = (value: string) => (home ? value.trim() : '');
  return {
    // A pick-up point's country is its own (H853… is Macau): the order ships where the fee was quoted.
    countryId: destinationOf(form),
    shippingMethod: form.shippingMethod,
    orderAddressRecipient: form.recipient.trim(),
    orderAddressProvince: home ? form.province : '',
    orderAddressCity: home ? form.city : '',
    orderAddressZone: home ? form.zone : '',
    orderAddress1: row(form.address1),
    orderAddress2: row(form.address2),
    orderAddress3: row(form.address3),
    orderAddress4: row(form.address4),
    orderAddress: home ? '' : form.pickupPoint,
    phone: form.phone.replace(/\D/g, ''),
    phoneCountryId: form.phoneCountryId,
    email: form.email.trim(),
  };
}

export interface CheckoutApi {
  price(request: PriceRequest): Promise<PricedOrder>;
  quote(countryId: number, productTotalCents: number): Promise<ShippingQuote>;
  lockers(): Promise<SfLocker[]>;
  stations(): Promise<SfStation[]>;
  place(request: PlaceRequest): Promise<Placement>;
  paymentForm(request: {
    orderId: number;
    orderNo: string;
    member: boolean;
    form: ShippingForm;
  }): Promise<PaymentForm>;
}

/** `guestCart`: the guest's lines as this browser's cart holds them (the app passes the cart's reader). */
export function createCheckoutApi({
  guestCart,
  client = api,
}: {
  guestCart: ReadGuestCheckoutCart;
  client?: ApiClient;
}): CheckoutApi {
  return {
    async price({ purchase, member, countryId, point }) {
      const express = purchase.kind === 'express' ? { productListJson: expressList(purchase) } : {};
      if (member) {
        return pricedFrom(
          await client.request('order/member/pre', {
            method: 'POST',
            body: { ...express, countryId, point },
            auth: 'required',
            schema: preAnswerSchema,
          }),
        );
      }
      const cart = purchase.kind === 'express' ? null : await guestCart();
      return pricedFrom(
        await client.request('order/guest/pre', {
          method: 'POST',
          body: {
            productListJson: purchase.kind === 'express' ? expressList(purchase) : (cart?.items ?? []),
            countryId,
            ...(cart?.couponCode ? { promotionCode: cart.couponCode } : {}),
          },
          schema: preAnswerSchema,
        }),
      );
    },
    async quote(countryId, productTotalCents) {
      const answer = await client.request('shipping/quote', {
        query: { countryId, total: (productTotalCents / 100).toFixed(2) },
        schema: shippingQuoteSchema,
      });
      return {
        countryId,
        feeCents: toCents(answer.shipping_fee),
        freeDeliveryTitle: answer.discount?.discountTitle ?? null,
      };
    },
    async lockers() {
      const areas = await client.request('shipping/sfLocker', { schema: sfLockerAreasSchema });
      return areas.flatMap((area) => area.points);
    },
    async stations() {
      const areas = await client.request('shipping/sfStation', { schema: sfStationAreasSchema });
      return areas.flatMap((area) => area.points);
    },
    async place({ purchase, member, form, point, idempotencyKey }) {
      const headers = { 'idempotency-key': idempotencyKey };
      const address = addressBody(form);
      if (member) {
        const path = purchase.kind === 'express' ? 'order/add' : 'order/member/add';
        const express =
          purchase.kind === 'express'
            ? {
                productId: purchase.productId,
                quantity: purchase.quantity,
                deliveryTimes: purchase.deliveryTimes,
              }
            : {};
        return placementOf(
          await client.request(path, {
            method: 'POST',
            body: { ...address, ...express, pointToCash: point },
            auth: 'required',
            headers,
          }),
        );
      }
      const cart = purchase.kind === 'express' ? null : await guestCart();
      return placementOf(
        await client.request('order/guest/add', {
          method: 'POST',
          body: {
            ...address,
            productListJson: purchase.kind === 'express' ? expressList(purchase) : (cart?.items ?? []),
            ...(cart?.couponCode ? { couponCode: cart.couponCode } : {}),
          },
          headers,
        }),
      );
    },
    paymentForm({ orderId, orderNo, member, form }) {
      return client.request('payment/form', {
        method: 'POST',
        body: {
          orderId,
          ...(member ? {} : { orderNo, phone: form.phone.replace(/\D/g, '') }),
          ...effectiveBilling(form),
        },
        auth: member ? 'required' : 'optional',
        schema: paymentFormSchema,
      });
    },
  };
}

import type { ShippingMethod } from '@shop/domain/orders/apiSchemas';
import type { DataLayerEntry } from '../../lib/analytics.ts';
import type { PricedOrder, ShippingQuote } from './checkoutApi.ts';

/**
 * Seed 001 §4's analytics: add_shipping_info on entering confirmation, add_payment_info once the order is
 * built, as GA4 ecommerce entries in HKD (dollars, as the data layer takes them). Pushed by the page
 * (lib/analytics.ts swallows every failure).
 */

const dollars = (cents: number) => cents / 100;

function ecommerce(priced: PricedOrder | null, shipping: ShippingQuote | null) {
  const productTotal = priced?.productTotalCents ?? 0;
  const fee = shipping?.feeCents ?? 0;
  return {
    currency: 'HKD',
    value: dollars(productTotal - (priced?.pointsCashCents ?? 0) + fee),
    coupon: priced?.couponCode ?? undefined,
    items: (priced?.lines ?? []).map((line) => ({
      item_name: line.nameChi,
      quantity: line.quantity,
      price: line.quantity > 0 ? dollars(Math.round(line.totalCents / line.quantity)) : 0,
    })),
  };
}

export function addShippingInfoEntry(
  priced: PricedOrder | null,
  shipping: ShippingQuote | null,
  method: ShippingMethod,
): DataLayerEntry {
  return { event: 'add_shipping_info', ecommerce: { ...ecommerce(priced, shipping), shipping_tier: method } };
}

export function addPaymentInfoEntry(
  priced: PricedOrder | null,
  shipping: ShippingQuote | null,
): DataLayerEntry {
  return {
    event: 'add_payment_info',
    ecommerce: { ...ecommerce(priced, shipping), payment_type: 'GLOBALPAY' },
  };
}

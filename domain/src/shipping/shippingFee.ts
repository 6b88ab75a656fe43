import type { FreeDeliveryDiscount } from '../coupons/discountTypes.ts';
import type { Cents } from '../money.ts';

export const HONG_KONG_LOCATION_ID = 6;
export const MACAU_LOCATION_ID = 11;

/** Hong Kong delivery is free from HK$500.00 of goods (after discounts); below that it costs HK$30. */
export const HONG_KONG_FREE_DELIVERY_THRESHOLD: Cents = 50_000;
export const HONG_KONG_SHIPPING_FEE: Cents = 3_000;
export const MACAU_SHIPPING_FEE: Cents = 3_000;
export const OVERSEAS_SHIPPING_FEE: Cents = 25_000;

/** The discount that made delivery free, as the order page shows its title. */
export type AppliedFreeDelivery = Pick<FreeDeliveryDiscount, 'discountId' | 'discountTitle'>;

export interface ShippingQuote {
  shippingFee: Cents;
  /** Present only when a free-delivery discount waived a fee that would otherwise have been charged. */
  freeDeliveryDiscount?: AppliedFreeDelivery;
}

/** The fee by destination alone, before any free-delivery discount. */
export function baseShippingFee(locationId: number, productTotal: Cents): Cents {
  if (locationId === HONG_KONG_LOCATION_ID) {
    return productTotal >= HONG_KONG_FREE_DELIVERY_THRESHOLD ? 0 : HONG_KONG_SHIPPING_FEE;
  }
  if (locationId === MACAU_LOCATION_ID) return MACAU_SHIPPING_FEE;
  return OVERSEAS_SHIPPING_FEE;
}

/**
 * The shipping fee for a destination and a product total in cents (after coupon discounts). An active
 * free-delivery discount (the caller checks it is active) makes any destination free.
 */
export function shippingFee(input: {
  locationId: number;
  productTotal: Cents;
  freeDeliveryDiscount?: AppliedFreeDelivery | null;
}): ShippingQuote {
  const fee = baseShippingFee(input.locationId, input.productTotal);
  if (input.freeDeliveryDiscount && fee > 0) {
    const { discountId, discountTitle } = input.freeDeliveryDiscount;
    return { shippingFee: 0, freeDeliveryDiscount: { discountId, discountTitle } };
  }
  return { shippingFee: fee };
}

import { toDollars } from '@shop/domain/money';
import type { Order, OrderSummary } from '@shop/domain/orders/apiSchemas';
import type { OrderLine, OrderPlaced, ShippingSnapshot } from '@shop/domain/orders/orderEvents';
import type { OrderView } from './orderView.ts';

type AddressFields = Pick<
  Order,
  | 'orderAddress'
  | 'orderAddressName'
  | 'orderAddressProvince'
  | 'orderAddressCity'
  | 'orderAddressZone'
  | 'orderAddress1'
  | 'orderAddress2'
  | 'orderAddress3'
  | 'orderAddress4'
>;

const NO_TYPED_ADDRESS = {
  orderAddressProvince: '',
  orderAddressCity: '',
  orderAddressZone: '',
  orderAddress1: '',
  orderAddress2: '',
  orderAddress3: '',
  orderAddress4: '',
};

/** A typed address fills the rows; a locker or station names the point and where it is, as placed. */
function addressOf(shipping: ShippingSnapshot): AddressFields {
  switch (shipping.method) {
    case 'HOME_DELIVERY': {
      const [orderAddress1, orderAddress2, orderAddress3, orderAddress4] = shipping.rows;
      return {
        orderAddress: null,
        orderAddressName: null,
        orderAddressProvince: shipping.province,
        orderAddressCity: shipping.city,
        orderAddressZone: shipping.zone,
        orderAddress1,
        orderAddress2,
        orderAddress3,
        orderAddress4,
      };
    }
    case 'SF_LOCKER':
      return { orderAddress: shipping.sfLockerId, orderAddressName: shipping.address, ...NO_TYPED_ADDRESS };
    case 'SF_STATION':
      return {
        orderAddress: shipping.sfStationCode,
        orderAddressName: shipping.sfStationName,
        ...NO_TYPED_ADDRESS,
      };
    default: {
      const unexpected: never = shipping;
      throw new Error(`Unknown shipping method: ${JSON.stringify(unexpected)}`);
    }
  }
}

/**
 * One line as the order page shows it. The snapshot does not keep a bundle's contents, so `products` is
 * empty and `isGroupProduct` false: the page shows the line by its own names.
 */
function orderProductOf(line: OrderLine): Order['orderProducts'][number] {
  return {
    productPrice: toDollars(line.productPrice),
    finalPrice: toDollars(line.finalPrice),
    quantity: line.quantity,
    productPoint: line.productPoint,
    deliveryTimes: line.deliveryTimes,
    discountList: line.discounts.map((discount) => ({
      discountId: discount.discountId,
      discountTitle: discount.discountTitle,
      discountType: discount.discountType,
      amount: toDollars(discount.amount),
    })),
    product: {
      productId: line.productId,
      displayProductId: line.displayProductId,
      sku: line.sku,
      productNameChi: line.productNameChi,
      productNameEng: line.productNameEng,
      productVolume: line.productVolume ?? '',
      productPrice: toDollars(line.productPrice),
      productDiscountPrice: line.productDiscountPrice === null ? null : toDollars(line.productDiscountPrice),
      productImage: line.productImage === null ? [] : [line.productImage],
      subscriptionPeriod: line.subscriptionPeriod,
      products: [],
      isGroupProduct: false,
    },
  };
}

/** The order as `orderSchema` (domain/src/orders/apiSchemas.ts) answers it: dollars, the spec's names. */
export function orderAnswer(view: OrderView): Order {
  const { placed } = view;
  const { totals, shipping } = placed;
  return {
    orderId: placed.orderId,
    orderNo: placed.orderNo,
    orderStatus: view.status,
    orderDate: placed.placedAt,
    productTotalBeforeDiscount: toDollars(totals.productTotalBeforeDiscount),
    productTotal: toDollars(totals.productTotal),
    orderTotal: toDollars(totals.orderTotal),
    shippingFee: toDollars(totals.shippingFee),
    shippingMedhod: shipping.method,
    ...addressOf(shipping),
    orderAddressRecipient: shipping.recipient,
    usedPoint: placed.points.usedForCash,
    pointsCash: toDollars(totals.pointsCash),
    coupons: placed.coupons.map((coupon) => ({
      couponCode: coupon.couponCode,
      discount: { discountTitle: coupon.discountTitle, amount: toDollars(coupon.discount) },
    })),
    freeDeliveryDiscountId: placed.freeDeliveryDiscount?.discountId ?? null,
    freeDeliveryDiscount: placed.freeDeliveryDiscount
      ? { discountTitle: placed.freeDeliveryDiscount.discountTitle }
      : null,
    // The parcel with the courier now: the second delivery's once it has left.
    trackingNumber: view.trackingNumbers.at(-1) ?? null,
    phoneCountryId: shipping.phoneCountryId,
    countryId: shipping.countryId,
    phone: shipping.phone,
    guestPhone: guestPhoneOf(placed),
    shoppingCartTag: {
      currency: placed.currency,
      value: toDollars(totals.orderTotal),
      coupon: placed.coupons[0]?.couponCode ?? null,
    },
    paymentFailureCode: view.paymentFailureCode,
    orderProducts: placed.lines.map(orderProductOf),
  };
}

function guestPhoneOf(placed: OrderPlaced): string | null {
  return placed.buyer.kind === 'guest' ? placed.buyer.phone : null;
}

/** One entry of the member's order list. */
export function orderSummaryOf(row: {
  orderId: number;
  orderNo: string;
  placedAt: string;
  orderTotal: number;
  status: OrderSummary['orderStatus'];
}): OrderSummary {
  return {
    orderId: row.orderId,
    orderNo: row.orderNo,
    orderDate: row.placedAt,
    orderTotal: toDollars(row.orderTotal),
    orderStatus: row.status,
  };
}

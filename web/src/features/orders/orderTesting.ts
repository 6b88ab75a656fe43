import { type Order, orderSchema } from '@shop/domain/orders/apiSchemas';

/**
 * An order as GET /api/order/{id} answers it, parsed by the contract's schema so a test fixture cannot drift
 * from the API: HK$298 × 2 with CASH30 (596 − 30 = 566), 2000 points as HK$10, free delivery: HK$556.
 */
export function apiOrder(fields: Partial<Order> = {}): Order {
  return orderSchema.parse({
    orderId: 1024,
    orderNo: 'JH2611240001',
    orderStatus: 'unpaid',
    orderDate: '2026-11-24T06:00:00.000Z',
    productTotalBeforeDiscount: 596,
    productTotal: 566,
    orderTotal: 556,
    shippingFee: 0,
    shippingMedhod: 'HOME_DELIVERY',
    orderAddress: null,
    orderAddressName: null,
    orderAddressRecipient: '陳嘉欣',
    orderAddressProvince: '九龍',
    orderAddressCity: '油尖旺區',
    orderAddressZone: '旺角',
    orderAddress1: '彌敦道 688 號',
    orderAddress2: '旺角中心',
    orderAddress3: '12',
    orderAddress4: 'B',
    usedPoint: 2000,
    pointsCash: 10,
    coupons: [{ couponCode: 'CASH30', discount: { discountTitle: '現金券 HK$30', amount: 30 } }],
    freeDeliveryDiscountId: 7,
    freeDeliveryDiscount: { discountTitle: '滿HK$500免運費' },
    trackingNumber: null,
    phoneCountryId: 6,
    countryId: 6,
    phone: '91234567',
    guestPhone: null,
    shoppingCartTag: { currency: 'HKD', value: 556, coupon: 'CASH30' },
    paymentFailureCode: null,
    orderProducts: [
      {
        productPrice: 298,
        finalPrice: 566,
        quantity: 2,
        productPoint: 0,
        deliveryTimes: 1,
        discountList: [],
        product: {
          productId: 1,
          displayProductId: 101,
          sku: 'SERUM-50',
          productNameChi: '滋養精華',
          productNameEng: 'Nourishing Essence',
          productVolume: '50ml',
          productPrice: 298,
          productDiscountPrice: null,
          productImage: ['serum.jpg'],
          subscriptionPeriod: null,
          products: [],
          isGroupProduct: false,
        },
      },
    ],
    ...fields,
  });
}

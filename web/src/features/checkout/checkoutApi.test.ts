import type { PreAnswer } from '@shop/domain/cart/apiSchemas';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../lib/api.ts';
import { addressBody, createCheckoutApi, placementOf } from './checkoutApi.ts';
import { EMPTY_SHIPPING_FORM } from './shippingForm.ts';

const shortage = {
  productId: 30_001,
  inventory: 1,
  requiredNum: 2,
  product: {
    productId: 30_001,
    productNameChi: '保濕精華',
    productNameEng: 'Serum',
    productVolume: '30ml',
    productImage: [],
  },
};

describe('what placing answered (seed 001 §4)', () => {
  it('an order id and number: placed', () => {
    expect(placementOf({ orderId: 1001, orderNo: 'ORD1001' })).toEqual({
      kind: 'placed',
      orderId: 1001,
      orderNo: 'ORD1001',
    });
  });

  it('an orderId of 0 or below: no order (back home)', () => {
    expect(placementOf({ orderId: 0 })).toEqual({ kind: 'noOrder' });
    expect(placementOf({ orderId: -1, orderNo: '' })).toEqual({ kind: 'noOrder' });
  });

  it('a list: the shortages', () => {
    expect(placementOf([shortage])).toEqual({ kind: 'shortage', items: [shortage] });
  });

  it('anything else is refused (a failure, shown as the empty pop-up)', () => {
    expect(() => placementOf({ ok: true })).toThrow();
    expect(() => placementOf('done')).toThrow();
  });
});

describe('the order creation payload (seed 001 §3)', () => {
  it('a locker order sends the point, its country, no address rows, and the phone as digits', () => {
    const body = addressBody({
      ...EMPTY_SHIPPING_FORM,
      shippingMethod: 'SF_LOCKER',
      pickupPoint: 'H853MO001',
      recipient: ' 李小明 ',
      province: '香港島',
      address1: 'left over from home delivery',
      phone: '6612 3456',
      phoneCountryId: 11,
    });
    expect(body).toMatchObject({
      shippingMethod: 'SF_LOCKER',
      countryId: 11,
      orderAddress: 'H853MO001',
      orderAddressRecipient: '李小明',
      orderAddressProvince: '',
      orderAddress1: '',
      phone: '66123456',
      phoneCountryId: 11,
    });
  });
});

describe('pricing names the lines the stock cannot fill', () => {
  /** order/guest/pre's answer for one line of `inventory` left, `quantity` wanted. */
  function preAnswer(inventory: number, quantity: number): PreAnswer {
    const short = quantity > inventory;
    const product = {
      ...shortage.product,
      displayProductId: 3_001,
      productPrice: 298,
      productDiscountPrice: null,
      productInventory: inventory,
      sku: 'SERUM-30',
      subscriptionPeriod: null,
      productImage: ['serum.jpg'],
      displayProductNameChi: '保濕精華',
      displayProductNameEng: 'Serum',
      displayProductUrlNaming: 'serum',
      urlName: 'serum',
      recommended: '',
      status: 1,
      products: [],
    };
    return {
      orderProducts: [
        {
          product,
          kind: 'regular',
          quantity,
          deliveryTimes: 1,
          deliveries: 1,
          discountList: [],
          discountId: null,
          productPointId: null,
          point: 0,
          price: 298,
          lineTotalBeforeDiscount: 298 * quantity,
          couponDiscount: 0,
          lineTotal: 298 * quantity,
        },
      ],
      productTotal: 298 * quantity,
      productTotalBeforeDiscount: 298 * quantity,
      couponDiscount: 0,
      coupon: null,
      promotionCode: null,
      quantity,
      countryId: 6,
      shippingFee: 30,
      freeDelivery: null,
      redemptionPoints: 0,
      usablePoints: 0,
      pointsUsed: 0,
      pointsCash: 0,
      orderTotal: 298 * quantity + 30,
      pointsToEarn: 0,
      canCheckout: !short,
      warnings: short
        ? [{ code: 'OUT_OF_STOCK', productId: 30_001, inventory, requiredNum: quantity }]
        : [{ code: 'COUPON_NOT_APPLICABLE' }],
    };
  }

  const priceExpress = (answer: unknown) => {
    const client: ApiClient = {
      request: async (_path, options) => (options?.schema ? options.schema.parse(answer) : answer) as never,
    };
    // An express purchase buys one product: the guest's cart is never read.
    const guestCart = () => Promise.reject(new Error('express checkout read the cart'));
    return createCheckoutApi({ guestCart, client }).price({
      purchase: { kind: 'express', productId: 30_001, quantity: 2, deliveryTimes: 1 },
      member: false,
      countryId: 6,
      point: 0,
    });
  };

  it('sold out, or fewer left than wanted: the shortage, named as the placement would name it', async () => {
    expect((await priceExpress(preAnswer(0, 2))).shortages).toEqual([
      {
        ...shortage,
        inventory: 0,
        requiredNum: 2,
        product: { ...shortage.product, productImage: ['serum.jpg'] },
      },
    ]);
    expect((await priceExpress(preAnswer(1, 2))).shortages).toMatchObject([{ inventory: 1, requiredNum: 2 }]);
  });

  it('enough stock, and other warnings: no shortage', async () => {
    expect((await priceExpress(preAnswer(5, 2))).shortages).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { addressBody, placementOf } from './checkoutApi.ts';
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

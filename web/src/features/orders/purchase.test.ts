import { describe, expect, it } from 'vitest';
import { apiOrder } from './orderTesting.ts';
import { purchaseEntry } from './purchase.ts';

describe('purchase analytics event', () => {
  it('carries HKD, the order number, total, shipping, product total and the items at their paid price', () => {
    const order = apiOrder({ shippingFee: 30, orderTotal: 586 });
    expect(purchaseEntry(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'HKD',
        transaction_id: 'JH2611240001',
        value: 586,
        shipping: 30,
        product_total: 566,
        coupon: 'CASH30',
        // 566.00 for two: 283.00 each.
        items: [{ item_id: '1', item_name: '滋養精華', price: 283, quantity: 2 }],
      },
    });
  });
});

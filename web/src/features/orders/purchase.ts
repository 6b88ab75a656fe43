import type { Order } from '@shop/domain/orders/apiSchemas';
import type { DataLayerEntry } from '../../lib/analytics.ts';

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The `purchase` analytics event of an order success (seed 001 §4): HKD, the order number, its total,
 * items, shipping and product total, in dollars as the data layer's other shop events carry them.
 */
export function purchaseEntry(order: Order): DataLayerEntry {
  return {
    event: 'purchase',
    ecommerce: {
      currency: 'HKD',
      transaction_id: order.orderNo,
      value: order.orderTotal,
      shipping: order.shippingFee,
      product_total: order.productTotal,
      coupon: order.coupons[0]?.couponCode ?? undefined,
      items: order.orderProducts.map((line) => ({
        item_id: String(line.product.productId),
        item_name: line.product.productNameChi,
        // What one item cost after discounts, to the cent.
        price: Math.round(cents(line.finalPrice) / line.quantity) / 100,
        quantity: line.quantity,
      })),
    },
  };
}

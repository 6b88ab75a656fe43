import type { CartLineAnswer, OrderProduct, PreAnswer } from './cartApi.ts';
import { type CartItem, lineKey } from './cartItem.ts';

/** Cart lines and answers for the cart's tests. Money in HKD dollars, as the API carries it. */
export function cartItem(productId: number, overrides: Partial<CartItem> = {}): CartItem {
  const kind = overrides.kind ?? 'regular';
  return {
    key: lineKey(kind, productId, overrides.discount_id ?? null, overrides.product_point_id ?? null),
    kind,
    product_cart_product_id: null,
    product_display_product: productId - 29000,
    product_image: `p${productId}.svg`,
    product_discount_price: null,
    product_name_chi: `產品${productId}`,
    product_name_eng: `Product ${productId}`,
    product_price: 100,
    product_id: productId,
    product_volume: '30ml',
    quantity: 1,
    point: 0,
    subscription_period: null,
    delivery_times: 1,
    discounts: [],
    products: [],
    product_inventory: 10,
    product_sku: `SKU-${productId}`,
    product_url_naming: `product-${productId}|產品`,
    url_name: `product-${productId}`,
    recommended: '',
    discount_id: null,
    add_on: null,
    added_at: productId,
    product_point_id: null,
    on_sale: true,
    ...overrides,
  };
}

export function serverLine(productId: number, overrides: Partial<CartLineAnswer> = {}): CartLineAnswer {
  const quantity = overrides.quantity ?? 1;
  const price = overrides.product_discount_price ?? overrides.product_price ?? 100;
  return {
    product_cart_product_id: productId,
    kind: 'regular',
    product_id: productId,
    product_display_product: productId - 29000,
    product_name_chi: `產品${productId}`,
    product_name_eng: `Product ${productId}`,
    product_image: `p${productId}.svg`,
    product_inventory: 10,
    quantity,
    product_price: 100,
    product_discount_price: null,
    product_volume: '30ml',
    subscription_period: null,
    delivery_times: 1,
    deliveries: 1,
    discounts: [],
    point: 0,
    product_point_id: null,
    discount_id: null,
    products: [],
    product_sku: `SKU-${productId}`,
    product_url_naming: `product-${productId}`,
    url_name: `product-${productId}`,
    recommended: '',
    on_sale: true,
    is_gift: false,
    line_total_before_discount: price * quantity,
    coupon_discount: 0,
    line_total: price * quantity,
    ...overrides,
  };
}

export function orderProduct(item: CartItem, overrides: Partial<OrderProduct> = {}): OrderProduct {
  const price = item.kind === 'gwp' ? 0 : (item.product_discount_price ?? item.product_price);
  return {
    product: {
      productId: item.product_id,
      displayProductId: item.product_display_product,
      productNameChi: item.product_name_chi,
      productNameEng: item.product_name_eng,
      productVolume: item.product_volume,
      productPrice: item.product_price,
      productDiscountPrice: item.kind === 'regular' ? item.product_discount_price : null,
      productInventory: item.product_inventory,
      sku: item.product_sku,
      subscriptionPeriod: item.subscription_period,
      productImage: [item.product_image],
      displayProductNameChi: item.product_name_chi,
      displayProductNameEng: item.product_name_eng,
      displayProductUrlNaming: item.product_url_naming,
      urlName: item.url_name,
      recommended: item.recommended,
      status: 1,
      products: [],
    },
    kind: item.kind,
    quantity: item.quantity,
    deliveryTimes: item.delivery_times,
    deliveries: 1,
    discountList: [],
    discountId: item.discount_id,
    productPointId: null,
    point: 0,
    price,
    lineTotalBeforeDiscount: price * item.quantity,
    couponDiscount: 0,
    lineTotal: price * item.quantity,
    ...overrides,
  };
}

export function preAnswer(orderProducts: OrderProduct[], overrides: Partial<PreAnswer> = {}): PreAnswer {
  const total = orderProducts.reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    orderProducts,
    productTotal: total,
    productTotalBeforeDiscount: total,
    couponDiscount: 0,
    coupon: null,
    promotionCode: null,
    quantity: orderProducts.reduce((sum, line) => sum + line.quantity, 0),
    countryId: 6,
    shippingFee: total >= 500 ? 0 : 30,
    freeDelivery: null,
    redemptionPoints: 0,
    usablePoints: 0,
    pointsUsed: 0,
    pointsCash: 0,
    orderTotal: total + (total >= 500 ? 0 : 30),
    pointsToEarn: 0,
    canCheckout: true,
    warnings: [],
    ...overrides,
  };
}

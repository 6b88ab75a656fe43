import type { DisplayProduct, DisplayProductPage, ProductDetail } from '@shop/domain/catalogue/apiSchemas';
import { type ApiClient, api } from '../../lib/api.ts';
import { newMutationId } from '../../lib/outbox.ts';

/**
 * The cart, coupon, discount and pre-pricing calls (spec 000 §7). The shapes they answer are the contract
 * in domain/src/cart/apiSchemas.ts, through which the bff answers; imported here as types only, because
 * parsing again would put zod into the cart's first load. Money is HKD dollars as the API carries it.
 */

export type {
  AddOnAnswer,
  AppliedCouponAnswer,
  BundleItemAnswer,
  CartAnswer,
  CartLineAnswer,
  CouponAnswer,
  CouponDiscountAnswer,
  DiscountType,
  FreeDeliveryAnswer,
  LineDiscountAnswer,
  LineKind,
  MergeReport,
  OrderProduct,
  PreAnswer,
  PreProduct,
  SetContentAnswer,
  Warning,
} from '@shop/domain/cart/apiSchemas';

import type { AddOnAnswer, CartAnswer, CouponAnswer, PreAnswer } from '@shop/domain/cart/apiSchemas';

/** One line of a browser-held cart as the API takes it (productListJson). */
export interface ProductListItem {
  productId: number;
  quantity: number;
  deliveryTimes: number;
  discountId?: number | null;
}

/** The calls the cart makes; the store gets them injected so it is tested without a server. */
export interface CartApi {
  memberCart(): Promise<CartAnswer>;
  guestPre(items: ProductListItem[], promotionCode: string | null): Promise<PreAnswer>;
  coupon(code: string): Promise<CouponAnswer>;
  availableCoupons(): Promise<CouponAnswer[]>;
  setCoupon(code: string): Promise<CartAnswer>;
  deleteCoupon(): Promise<CartAnswer>;
  availableGwp(totalDollars: number): Promise<AddOnAnswer[]>;
  availablePwp(productIds: number[]): Promise<AddOnAnswer[]>;
  memberAddOn(discountId: number, productId: number): Promise<CartAnswer>;
  guestAddOn(input: {
    discountId: number;
    productId: number;
    items: ProductListItem[];
    couponCode: string | null;
  }): Promise<AddOnAnswer>;
  displayProduct(idOrUrlName: string | number, signal?: AbortSignal): Promise<DisplayProduct>;
  categoryProducts(categoryId: number, size: number, signal?: AbortSignal): Promise<DisplayProductPage>;
  /** GET product/all/withPoint: the products a VIP may redeem, each with its points options. */
  pointProducts(signal?: AbortSignal): Promise<ProductDetail[]>;
}

/** A member write sent at once (coupons, add-ons): still applied once, whatever happens to the answer. */
const once = () => ({ 'idempotency-key': newMutationId() });

export function createCartApi(client: ApiClient = api): CartApi {
  return {
    memberCart: () => client.request<CartAnswer>('shoppingCart', { auth: 'required' }),
    guestPre: (items, promotionCode) =>
      client.request<PreAnswer>('order/guest/pre', {
        method: 'POST',
        body: { productListJson: items, ...(promotionCode ? { promotionCode } : {}) },
      }),
    coupon: (code) =>
      client.request<CouponAnswer>('coupon/', { query: { couponCode: code }, auth: 'optional' }),
    availableCoupons: () => client.request<CouponAnswer[]>('coupon/available', { auth: 'required' }),
    setCoupon: (code) =>
      client.request<CartAnswer>('shoppingCart/coupon/set', {
        method: 'POST',
        body: { couponId: code },
        auth: 'required',
        headers: once(),
      }),
    deleteCoupon: () =>
      client.request<CartAnswer>('shoppingCart/coupon/delete', {
        method: 'POST',
        body: {},
        auth: 'required',
        headers: once(),
      }),
    availableGwp: (total) =>
      client.request<AddOnAnswer[]>('discount/available_gwp', { query: { price: total.toFixed(2) } }),
    availablePwp: async (productIds) => {
      if (productIds.length === 0) return [];
      const query = productIds.map((id) => `productId=${encodeURIComponent(id)}`).join('&');
      return client.request<AddOnAnswer[]>(`discount/available_pwp?${query}`);
    },
    memberAddOn: (discountId, productId) =>
      client.request<CartAnswer>('shoppingCart/cartProduct/gwp/add', {
        method: 'POST',
        body: { discountId, productId, quantity: 1 },
        auth: 'required',
        headers: once(),
      }),
    guestAddOn: ({ discountId, productId, items, couponCode }) =>
      client.request<AddOnAnswer>('shoppingCart/cartProduct/gwp/guestadd', {
        method: 'POST',
        body: { discountId, productId, productListJson: items, ...(couponCode ? { couponCode } : {}) },
      }),
    displayProduct: (idOrUrlName, signal) =>
      client.request<DisplayProduct>(
        `displayProduct/${encodeURIComponent(String(idOrUrlName))}`,
        signal ? { signal } : {},
      ),
    categoryProducts: (categoryId, size, signal) =>
      client.request<DisplayProductPage>(`displayProduct/category/${categoryId}`, {
        query: { page: 1, size },
        ...(signal ? { signal } : {}),
      }),
    pointProducts: (signal) =>
      client.request<ProductDetail[]>('product/all/withPoint', signal ? { signal } : {}),
  };
}

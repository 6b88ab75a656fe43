import type { DisplayProduct, DisplayProductPage } from '@shop/domain/catalogue/apiSchemas';
import { type ApiClient, api } from '../../lib/api.ts';
import { newMutationId } from '../../lib/outbox.ts';

/**
 * The cart, coupon, discount and pre-pricing calls (spec 000 §7) and the shapes they answer
 * (bff/src/cart/answers.ts). Types only: the server answers through its schemas, and parsing again here
 * would put zod into the cart's first load. Money is HKD dollars as the API carries it.
 */

export type LineKind = 'regular' | 'points' | 'gwp' | 'pwp' | 'giftCoupon';
export type DiscountType =
  | 'DISCOUNT_COUPON'
  | 'CASH_COUPON'
  | 'FREE_DELIVERY'
  | 'GIFT_COUPON'
  | 'GWP'
  | 'PWP';

export interface LineDiscountAnswer {
  discountId: number;
  discountType: DiscountType;
  discountTitle: string;
  amount: number;
}

export interface BundleItemAnswer {
  productId: number;
  productNameChi: string;
  productNameEng: string;
  productVolume: string;
  sku: string;
  productImage: string[];
  quantity: number;
}

export interface CartLineAnswer {
  product_cart_product_id: number | null;
  kind: LineKind;
  product_id: number;
  product_display_product: number;
  product_name_chi: string;
  product_name_eng: string;
  product_image: string;
  product_inventory: number;
  quantity: number;
  product_price: number;
  product_discount_price: number | null;
  product_volume: string;
  subscription_period: number | null;
  delivery_times: number;
  deliveries: number;
  discounts: LineDiscountAnswer[];
  point: number;
  product_point_id: number | null;
  discount_id: number | null;
  products: BundleItemAnswer[];
  product_sku: string;
  product_url_naming: string;
  url_name: string;
  recommended: string;
  on_sale: boolean;
  is_gift: boolean;
  line_total_before_discount: number;
  coupon_discount: number;
  line_total: number;
}

export interface CouponDiscountAnswer {
  discountId: number;
  discountTitle: string;
  discountTitleEng: string;
  discountType: DiscountType;
  actionType: '*' | '-';
  actionValue: number;
  displayProducts: number[];
  regularPriceOnly: boolean;
  minimumSpend: number | null;
  giftProducts: number[];
  validFrom: string | null;
  validTo: string | null;
}

export interface CouponAnswer {
  couponId: number;
  couponCode: string;
  guestAllowed: boolean;
  discount: CouponDiscountAnswer;
}

export interface AppliedCouponAnswer extends CouponAnswer {
  status: 'applied' | 'rejected';
  reason: string | null;
  amount: number;
}

export interface Warning {
  code: string;
  [field: string]: number | string | null;
}

export interface FreeDeliveryAnswer {
  discountId: number;
  discountTitle: string;
}

export interface CartAnswer {
  productList: CartLineAnswer[];
  total: number;
  total_before_discount: number;
  coupon_discount: number;
  quantity: number;
  point: number;
  point_cash: number;
  coupon: AppliedCouponAnswer | null;
  promotionCode: string | null;
  pointToCash: number;
  valid_point: number;
  usable_point: number;
  shipping_country_id: number;
  shipping_fee: number;
  free_delivery: FreeDeliveryAnswer | null;
  order_total: number;
  points_to_earn: number;
  can_checkout: boolean;
  warnings: Warning[];
}

export interface MergeReport {
  merged: { productId: number; quantity: number }[];
  capped: { productId: number; requested: number; added: number; quantity: number; inventory: number }[];
  refused: { productId: number; quantity: number; reason: string }[];
  promotionCode: { couponCode: string; status: 'set' | 'refused'; reason: string | null } | null;
}

export interface SetContentAnswer extends CartAnswer {
  merge: MergeReport;
}

export interface PreProduct {
  productId: number;
  displayProductId: number;
  productNameChi: string;
  productNameEng: string;
  productVolume: string;
  productPrice: number;
  productDiscountPrice: number | null;
  productInventory: number;
  sku: string;
  subscriptionPeriod: number | null;
  productImage: string[];
  displayProductNameChi: string;
  displayProductNameEng: string;
  displayProductUrlNaming: string;
  urlName: string;
  recommended: string;
  status: number;
  products: BundleItemAnswer[];
}

export interface OrderProduct {
  product: PreProduct;
  kind: LineKind;
  quantity: number;
  deliveryTimes: number;
  deliveries: number;
  discountList: LineDiscountAnswer[];
  discountId: number | null;
  productPointId: number | null;
  point: number;
  price: number;
  lineTotalBeforeDiscount: number;
  couponDiscount: number;
  lineTotal: number;
}

export interface PreAnswer {
  orderProducts: OrderProduct[];
  productTotal: number;
  productTotalBeforeDiscount: number;
  couponDiscount: number;
  coupon: AppliedCouponAnswer | null;
  promotionCode: string | null;
  quantity: number;
  countryId: number;
  shippingFee: number;
  freeDelivery: FreeDeliveryAnswer | null;
  redemptionPoints: number;
  usablePoints: number;
  pointsUsed: number;
  pointsCash: number;
  orderTotal: number;
  pointsToEarn: number;
  canCheckout: boolean;
  warnings: Warning[];
}

export interface AddOnAnswer {
  discountId: number;
  discountTitle: string;
  discountTitleEng: string;
  discountType: 'GWP' | 'PWP';
  condition: number;
  discountPrice: number;
  actionValue: number;
  triggerProductIds: number[];
  validFrom: string | null;
  validTo: string | null;
  products: CartLineAnswer[];
}

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
  };
}

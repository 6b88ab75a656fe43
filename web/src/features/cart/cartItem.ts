import type {
  DisplayProduct,
  DisplayProductCard,
  ProductDetail,
  ProductPoint,
} from '@shop/domain/catalogue/apiSchemas';
import { urlNameOf } from '@shop/domain/catalogue/urlName';
import type { StoredCartLine } from '../../lib/db.ts';
import type { AddOnAnswer, CartLineAnswer, LineKind, OrderProduct } from './cartApi.ts';

/**
 * One cart line as every part of the cart sees it, guest or member: the storefront's stored keys (spec 000
 * §3 "Cart line"), the line's kind, and for member lines the server's own fields. A guest line in IndexedDB
 * is exactly this minus `on_sale` and `product_point_id` (guests have neither).
 */
export interface CartItem extends Omit<StoredCartLine, 'kind'> {
  kind: LineKind;
  /** Redemption option of a points line. */
  product_point_id: number | null;
  /** False when the product is no longer sold (the line then counts as sold out). */
  on_sale: boolean;
}

export function lineKey(
  kind: LineKind,
  productId: number,
  discountId: number | null = null,
  productPointId: number | null = null,
): string {
  switch (kind) {
    case 'regular':
      return `regular:${productId}`;
    case 'points':
      return `points:${productId}:${productPointId ?? 0}`;
    case 'gwp':
    case 'pwp':
      return `${kind}:${discountId ?? 0}:${productId}`;
    case 'giftCoupon':
      return `giftCoupon:${productId}`;
    default: {
      const unexpected: never = kind;
      throw new Error(`Unknown line kind ${String(unexpected)}`);
    }
  }
}

export function isAddOn(item: Pick<CartItem, 'kind'>): boolean {
  return item.kind === 'gwp' || item.kind === 'pwp';
}

/** Gift lines (GWP, PWP, gift coupon) have fixed quantities and never block checkout for stock. */
export function isGift(item: Pick<CartItem, 'kind'>): boolean {
  return item.kind === 'gwp' || item.kind === 'pwp' || item.kind === 'giftCoupon';
}

export function toStoredLine(item: CartItem): StoredCartLine {
  const { product_point_id: _point, on_sale: _onSale, kind, ...rest } = item;
  if (kind !== 'regular' && kind !== 'gwp' && kind !== 'pwp') {
    throw new Error(`A guest cart holds no ${kind} lines`);
  }
  return { ...rest, kind };
}

export function fromStoredLine(line: StoredCartLine): CartItem {
  return { ...line, product_point_id: null, on_sale: true };
}

/** A member cart line as the server answered it. */
export function itemFromServerLine(line: CartLineAnswer, addedAt = 0): CartItem {
  return {
    key: lineKey(line.kind, line.product_id, line.discount_id, line.product_point_id),
    kind: line.kind,
    product_cart_product_id: line.product_cart_product_id,
    product_display_product: line.product_display_product,
    product_image: line.product_image,
    product_discount_price: line.product_discount_price,
    product_name_chi: line.product_name_chi,
    product_name_eng: line.product_name_eng,
    product_price: line.product_price,
    product_id: line.product_id,
    product_volume: line.product_volume,
    quantity: line.quantity,
    point: line.point,
    subscription_period: line.subscription_period,
    delivery_times: line.delivery_times,
    discounts: line.discounts.map((discount) => ({ ...discount })),
    products: line.products.map((item) => ({ ...item, productImage: [...item.productImage] })),
    product_inventory: line.product_inventory,
    product_sku: line.product_sku,
    product_url_naming: line.product_url_naming,
    url_name: line.url_name,
    recommended: line.recommended,
    discount_id: line.discount_id,
    add_on: null,
    added_at: addedAt,
    product_point_id: line.product_point_id,
    on_sale: line.on_sale,
  };
}

/** An add-on item offered by the add-on modal, as the line it becomes (with what judges it offline). */
export function itemFromAddOn(addOn: AddOnAnswer, line: CartLineAnswer, addedAt: number): CartItem {
  return {
    ...itemFromServerLine(line, addedAt),
    kind: addOn.discountType === 'GWP' ? 'gwp' : 'pwp',
    key: lineKey(addOn.discountType === 'GWP' ? 'gwp' : 'pwp', line.product_id, addOn.discountId),
    discount_id: addOn.discountId,
    quantity: 1,
    add_on: {
      discountType: addOn.discountType,
      discountTitle: addOn.discountTitle,
      condition: addOn.condition,
      triggerProductIds: [...addOn.triggerProductIds],
    },
  };
}

/**
 * A guest line refreshed from the guest pre-pricing answer: names, prices, stock and pictures as the server
 * has them now. The quantity stays the shopper's; the server only reports it.
 */
export function refreshFromOrderProduct(item: CartItem, product: OrderProduct['product']): CartItem {
  const image = product.productImage[0];
  return {
    ...item,
    product_display_product: product.displayProductId,
    product_name_chi: product.productNameChi,
    product_name_eng: product.productNameEng,
    product_price: product.productPrice,
    // An add-on's charged price is the add-on price, not the product's offer price.
    product_discount_price: isAddOn(item) ? item.product_discount_price : product.productDiscountPrice,
    product_inventory: product.productInventory,
    product_volume: product.productVolume,
    product_sku: product.sku,
    subscription_period: product.subscriptionPeriod,
    product_image: image ?? item.product_image,
    product_url_naming: product.displayProductUrlNaming,
    url_name: product.urlName,
    recommended: product.recommended,
    products: product.products.map((bundle) => ({ ...bundle, productImage: [...bundle.productImage] })),
    on_sale: product.status === 1,
    stale: false,
  };
}

function baseItem(productId: number, addedAt: number): CartItem {
  return {
    key: lineKey('regular', productId),
    kind: 'regular',
    product_cart_product_id: null,
    product_display_product: 0,
    product_image: '',
    product_discount_price: null,
    product_name_chi: '',
    product_name_eng: '',
    product_price: 0,
    product_id: productId,
    product_volume: '',
    quantity: 1,
    point: 0,
    subscription_period: null,
    delivery_times: 1,
    discounts: [],
    products: [],
    product_inventory: 0,
    product_sku: '',
    product_url_naming: '',
    url_name: '',
    recommended: '',
    discount_id: null,
    add_on: null,
    added_at: addedAt,
    product_point_id: null,
    on_sale: true,
  };
}

/** A regular line for one option of a product card (the card's cart button). */
export function itemFromCard(card: DisplayProductCard, productId: number, addedAt: number): CartItem | null {
  const variant = card.products.find((candidate) => candidate.productId === productId);
  if (!variant) return null;
  const firstImage = card.displayProductImage.split(':::')[0]?.trim() ?? '';
  return {
    ...baseItem(productId, addedAt),
    product_display_product: card.displayProductId,
    product_image: variant.productImage[0] ?? firstImage,
    product_discount_price: variant.productDiscountPrice,
    product_name_chi: variant.productNameChi || card.displayProductNameChi,
    product_name_eng: variant.productNameEng || card.displayProductNameEng,
    product_price: variant.productPrice,
    product_volume: variant.productVolume,
    subscription_period: variant.subscriptionPeriod,
    product_inventory: variant.productInventory,
    product_sku: variant.sku,
    product_url_naming: card.displayProductUrlNaming,
    url_name: card.urlName || urlNameOf(card.displayProductUrlNaming, card.displayProductId),
  };
}

/** A regular line for one option of a product as its page shows it. */
export function itemFromDisplayProduct(
  product: DisplayProduct,
  productId: number,
  addedAt: number,
): CartItem | null {
  const card = itemFromCard(product, productId, addedAt);
  const variant = product.products.find((candidate) => candidate.productId === productId);
  if (!card || !variant) return null;
  return {
    ...card,
    recommended: product.recommended,
    products: variant.products.map((item) => ({ ...item, productImage: [...item.productImage] })),
  };
}

/**
 * The least a line can be when the product's details cannot be had (offline, never seen): what the button
 * knew. The stock is taken as what was asked for, so nothing more can be added until the server has
 * answered with the real figures.
 */
export function itemFromRequest(
  request: { productId: number; displayProductId: number; quantity: number; name: string; unitPrice: number },
  addedAt: number,
): CartItem {
  return {
    ...baseItem(request.productId, addedAt),
    product_display_product: request.displayProductId,
    product_name_chi: request.name,
    product_price: request.unitPrice,
    product_inventory: request.quantity,
    url_name: String(request.displayProductId),
    stale: true,
  };
}

/**
 * A points line for one redemption option of a product (GET product/all/withPoint): each item costs the
 * option's points plus its cash part, which the line carries as its charged price.
 */
export function itemFromPointOption(product: ProductDetail, option: ProductPoint, addedAt: number): CartItem {
  return {
    ...baseItem(product.productId, addedAt),
    key: lineKey('points', product.productId, null, option.productPointId),
    kind: 'points',
    product_display_product: product.displayProductId,
    product_image: product.productImage[0] ?? '',
    product_discount_price: option.money,
    product_name_chi: product.productNameChi || product.displayProductNameChi,
    product_name_eng: product.productNameEng || product.displayProductNameEng,
    product_price: product.productPrice,
    product_volume: product.productVolume,
    point: option.point,
    subscription_period: product.subscriptionPeriod,
    product_inventory: product.productInventory,
    product_sku: product.sku,
    product_url_naming: product.displayProductUrlNaming,
    url_name: product.urlName,
    recommended: product.recommended,
    product_point_id: option.productPointId,
    on_sale: product.status === 1,
  };
}

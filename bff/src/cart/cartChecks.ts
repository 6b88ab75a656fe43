import { MAX_LINE_QUANTITY } from '@shop/domain/cart/cartTypes';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import { MAX_CART_LINES } from '../http/fields.ts';
import type { PricedView } from './cartPricing.ts';
import { type CartProduct, loadCartProducts, ON_SALE_STATUS } from './cartProducts.ts';
import { type LineSource, memberCartHeader } from './cartRows.ts';

/**
 * The checks the member cart's writes share: the product is for sale, the stock holds what the lines ask
 * for, the member exists. Each refuses with a DomainError that changes nothing.
 */

export const productNotFound = (productId: number) =>
  new DomainError('PRODUCT_NOT_FOUND', '找不到此產品', { productId });
export const notForSale = (productId: number) =>
  new DomainError('PRODUCT_NOT_FOR_SALE', '此產品不設單獨購買', { productId });

/**
 * Refuses a priced cart holding a regular or points line whose product is no longer on sale (the engine's
 * PRODUCT_NOT_FOR_SALE warning), naming the products. Placement and buy-now pricing call it before
 * anything is written; the cart itself shows such lines as no longer available instead.
 */
export function refuseLinesNotForSale(view: PricedView): void {
  const productIds = view.priced.warnings.flatMap((warning) =>
    warning.code === 'PRODUCT_NOT_FOR_SALE' ? [warning.productId] : [],
  );
  const [first] = productIds;
  if (first === undefined) return;
  const products = productIds.map((productId) => {
    const product = view.inputs.products.get(productId);
    return { productId, productNameChi: product?.nameChi ?? '', productNameEng: product?.nameEng ?? '' };
  });
  const names = products.map((product) => `「${product.productNameChi}」`).join('、');
  throw new DomainError('PRODUCT_NOT_FOR_SALE', `${names}不再供應`, {
    productId: first,
    products,
  });
}

export const lineNotFound = (details: Record<string, unknown>) =>
  new DomainError('CART_LINE_NOT_FOUND', '購物車內沒有此產品', details);
export const cartFull = () =>
  new DomainError('CART_FULL', `購物車最多可放${MAX_CART_LINES}項產品`, { maximum: MAX_CART_LINES });

/** Quantity of a product held by lines that take stock and count against it (regular and points lines). */
export function stockHeld(
  lines: readonly LineSource[],
  productId: number,
  except: LineSource | undefined,
): number {
  return lines
    .filter((line) => line !== except && line.productId === productId)
    .filter((line) => line.kind === 'regular' || line.kind === 'points')
    .reduce((sum, line) => sum + line.quantity, 0);
}

export function checkStock(
  product: CartProduct,
  lines: readonly LineSource[],
  line: LineSource | undefined,
  wanted: number,
) {
  const other = stockHeld(lines, product.productId, line);
  if (wanted + other > product.inventory || wanted > MAX_LINE_QUANTITY) {
    throw new DomainError(
      'INSUFFICIENT_STOCK',
      `庫存不足，最多可購買${Math.max(product.inventory - other, 0)}件`,
      {
        productId: product.productId,
        inventory: product.inventory,
        inCart: (line?.quantity ?? 0) + other,
        requested: wanted - (line?.quantity ?? 0),
      },
    );
  }
}

export async function productForSale(tx: Queryable, productId: number): Promise<CartProduct> {
  const product = (await loadCartProducts(tx, [productId])).get(productId);
  if (!product) throw productNotFound(productId);
  if (product.status !== ON_SALE_STATUS) throw notForSale(productId);
  return product;
}

export async function header(tx: Queryable, memberId: number) {
  const found = await memberCartHeader(tx, memberId);
  if (!found) throw new DomainError('MEMBER_NOT_FOUND', 'Member not found.');
  return found;
}

export const regularProductIds = (sources: readonly LineSource[]) =>
  sources.filter((source) => source.kind === 'regular').map((source) => source.productId);

import { MAX_DELIVERY_TIMES, MAX_LINE_QUANTITY } from '@shop/domain/cart/cartTypes';
import { z } from 'zod';
import { badRequest } from '../errors.ts';

/**
 * Request fields of the cart, coupon, discount and pre-pricing calls. Bodies arrive form-encoded (every
 * value a string) or as JSON, so numbers are coerced; a value that is not a whole number in range is a 400.
 */

const MAX_INT = 2_147_483_647;

/**
 * A whole number sent as a JSON number or as a string of digits (forms). Anything else (true, '', '1e3',
 * '2.5') is refused rather than coerced.
 */
export function wholeNumber(min: number, max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,15}$/, 'a whole number')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}

/** A database id. */
export const idField = wholeNumber(1, MAX_INT);
export const quantityField = wholeNumber(1, MAX_LINE_QUANTITY);
export const deliveryTimesField = wholeNumber(1, MAX_DELIVERY_TIMES);
/** A coupon code as typed: trimmed; matched case-insensitively. */
export const couponCodeField = z.string().trim().min(1).max(64);
/** An optional coupon code: an empty string means none. */
export const optionalCouponCodeField = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((code) => (code === undefined || code === '' ? null : code));

/** A value a query or form may send once or repeated (productId=1&productId=2). */
export function oneOrMany<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), item]).transform((value) => (Array.isArray(value) ? value : [value]));
}

/**
 * One line of a browser-held cart (productListJson). Accepts the spec's camelCase and the cart-line keys
 * the storefront stores (product_id, delivery_times), so a guest cart can be sent back as it was kept.
 */
export const productListItemSchema = z.preprocess(
  (item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
    const raw = item as Record<string, unknown>;
    return {
      productId: raw.productId ?? raw.product_id,
      quantity: raw.quantity ?? 1,
      deliveryTimes: raw.deliveryTimes ?? raw.delivery_times ?? 1,
      discountId: raw.discountId ?? raw.discount_id ?? null,
    };
  },
  z.object({
    productId: idField,
    quantity: quantityField,
    deliveryTimes: deliveryTimesField,
    /** A GWP or PWP add-on line carries the discount that granted it. */
    discountId: idField.nullable(),
  }),
);
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const MAX_CART_LINES = 100;

/** productListJson: a JSON text in form bodies, or the list itself in JSON bodies. */
export const productListJsonField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}, z.array(productListItemSchema).max(MAX_CART_LINES));

export const idempotencyKeyHeader = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');

/** HKD dollars in a query (price=, total=): digits with at most two decimals, as a number. */
export const dollarsQueryField = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, 'HKD amount with at most two decimals'))
  .transform(Number);

/**
 * The body of a call that takes no fields: absent, or an object whose fields are not read (a storefront may
 * send its usual ones). Anything else (a list, a number) is a 400 like every other malformed body.
 */
export const noFields = z.union([z.undefined(), z.null(), z.record(z.string(), z.unknown())]);

/**
 * Buy-now lines sent as parallel fields (productId=…&quantity=…&deliveryTimes=…, repeated per line), as
 * order/member/pre and order/add take them; null when no productId is sent. A quantity or delivery times
 * without its productId is a 400.
 */
export function parallelLines(fields: {
  productId?: number[] | undefined;
  quantity?: number[] | undefined;
  deliveryTimes?: number[] | undefined;
}): { productId: number; quantity: number; deliveryTimes: number }[] | null {
  if (!fields.productId) return null;
  const { productId, quantity = [], deliveryTimes = [] } = fields;
  if (quantity.length > productId.length || deliveryTimes.length > productId.length)
    throw badRequest('Each quantity and deliveryTimes needs its productId.', 'VALIDATION_FAILED');
  return productId.map((id, index) => ({
    productId: id,
    quantity: quantity[index] ?? 1,
    deliveryTimes: deliveryTimes[index] ?? 1,
  }));
}

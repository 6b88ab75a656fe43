import { z } from 'zod';
import { type Cents, centsSchema } from '../money.ts';

/** Upper bounds that keep every product of price and quantity a safe integer. */
export const MAX_LINE_QUANTITY = 9_999;
export const MAX_UNIT_PRICE_CENTS = 99_999_999;

/** A subscription period of 6 means two deliveries: after the order and in month four. */
export const TWO_DELIVERY_SUBSCRIPTION_PERIOD = 6;
export const DEFAULT_DELIVERY_TIMES = 1;
/** The most shipments a shopper may split an ordinary line into (the cart and order calls accept 1 to this). */
export const MAX_DELIVERY_TIMES = 12;

export const idSchema = z.number().int().nonnegative();

/** Who is shopping: a guest (no login), an ordinary member (level 1) or a VIP member (level 2, ROLE_VIP). */
export const shopperLevelSchema = z.enum(['guest', 'member', 'vip']);
export type ShopperLevel = z.infer<typeof shopperLevelSchema>;

const unitPriceSchema = centsSchema.max(MAX_UNIT_PRICE_CENTS);

const cartLineFields = {
  productId: idSchema,
  displayProductId: idSchema,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** The regular (list) price of one item, in cents. */
  unitPrice: unitPriceSchema,
  /** An offer price in cents. A line with one is not regular-priced, so NEW10-style coupons skip it. */
  discountPrice: unitPriceSchema.nullable().default(null),
  inventory: z.number().int().nonnegative(),
  /** 6 means a two-delivery subscription; null or any other value means an ordinary product. */
  subscriptionPeriod: z.number().int().nonnegative().nullable().default(null),
  deliveryTimes: z.number().int().min(1).default(DEFAULT_DELIVERY_TIMES),
  /**
   * False when the product is no longer on sale on its own (its display product hidden or withdrawn).
   * Such a regular or points line is priced at nothing and blocks checkout; gift and add-on lines come
   * from their offer and ignore it. Absent means on sale.
   */
  onSale: z.boolean().optional(),
};

/** A product the shopper buys at its regular or offer price. Coupons apply only to these lines. */
export const regularCartLineSchema = z.object({ ...cartLineFields, kind: z.literal('regular') });

/**
 * A line added by a discount rather than bought on its own: a free gift for spending enough (gwp), an
 * add-on bought at its add-on price because a trigger product is in the cart (pwp; the add-on price is the
 * line's discountPrice), or a gift granted by a gift coupon (giftCoupon). Quantity buttons are disabled on
 * these lines, and their stock never blocks checkout.
 */
export const addOnCartLineSchema = z.object({
  ...cartLineFields,
  kind: z.enum(['gwp', 'pwp', 'giftCoupon']),
  /** The GWP or PWP discount that granted the line, when known; used to check it is still earned. */
  discountId: idSchema.nullable().default(null),
});

/** A product redeemed with points: each item costs `point` points plus `money` cents (VIP only). */
export const pointsCartLineSchema = z.object({
  ...cartLineFields,
  kind: z.literal('points'),
  productPointId: idSchema,
  point: z.number().int().nonnegative(),
  money: unitPriceSchema,
});

export const cartLineSchema = z.discriminatedUnion('kind', [
  regularCartLineSchema,
  addOnCartLineSchema,
  pointsCartLineSchema,
]);

export type RegularCartLine = z.infer<typeof regularCartLineSchema>;
export type AddOnCartLine = z.infer<typeof addOnCartLineSchema>;
export type PointsCartLine = z.infer<typeof pointsCartLineSchema>;
export type CartLine = z.infer<typeof cartLineSchema>;
export type CartLineKind = CartLine['kind'];
/** A cart line as a caller may write it, before schema defaults (discountPrice, deliveryTimes…) are filled. */
export type CartLineInput = z.input<typeof cartLineSchema>;

export const cartInputSchema = z.object({ lines: z.array(cartLineSchema) });
export type CartInput = z.infer<typeof cartInputSchema>;

/** Gift lines (GWP, PWP, gift coupon) have fixed quantities and never block checkout for stock. */
export function isGiftLine(line: CartLine): line is AddOnCartLine {
  return line.kind === 'gwp' || line.kind === 'pwp' || line.kind === 'giftCoupon';
}

/** A line the shopper asks to buy on its own (regular or points) whose product is no longer on sale. */
export function isNotForSale(line: CartLine): boolean {
  return !isGiftLine(line) && line.onSale === false;
}

/**
 * How many shipments the line's quantity is split into: a 6-month subscription ships twice, anything
 * else as often as the shopper chose. The price does not depend on it: a subscription variant's price
 * covers both of its deliveries.
 */
export function deliveriesOf(line: Pick<CartLine, 'subscriptionPeriod' | 'deliveryTimes'>): number {
  return line.subscriptionPeriod === TWO_DELIVERY_SUBSCRIPTION_PERIOD ? 2 : line.deliveryTimes;
}

/** The price charged for one item before any coupon: offer price, add-on price, 0 for gifts, cash part of a redemption. */
export function chargedUnitPrice(line: CartLine): Cents {
  switch (line.kind) {
    case 'regular':
    case 'pwp':
      return line.discountPrice ?? line.unitPrice;
    case 'gwp':
    case 'giftCoupon':
      return 0;
    case 'points':
      return line.money;
    default: {
      const unexpected: never = line;
      throw new Error(`Unknown cart line kind: ${JSON.stringify(unexpected)}`);
    }
  }
}

/** The line's total before any coupon, in cents. */
export function lineTotalBeforeDiscount(line: CartLine): Cents {
  return chargedUnitPrice(line) * line.quantity;
}

/** Points a redemption line spends; 0 for every other line. */
export function redemptionPointsOf(line: CartLine): number {
  return line.kind === 'points' ? line.point * line.quantity : 0;
}

import { z } from 'zod';
import { DISCOUNT_TYPES, type DiscountType, discountTypeSchema } from '../coupons/discountTypes.ts';
import { hongKongIso, hongKongWallClock } from '../time/hongKong.ts';
import type { discountDetailSchema, discountListItemSchema } from './apiSchemas.ts';
import { listQuerySchema } from './listing.ts';

/**
 * The back office's discounts section: one form for every discount type the cart knows (docs/backOffice.md,
 * "Discounts"). The web form and the server parse with the same schema; raw input values may be strings.
 */

/** A date and time as staff type it (a datetime-local input), read as Hong Kong time; an ISO instant too. */
const hongKongDateTime = z
  .string()
  .trim()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/,
    'Use a date and time, e.g. 2026-12-01T09:00 (Hong Kong time).',
  )
  .transform((text) => (/(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : hongKongIso(text)))
  .refine((text) => !Number.isNaN(Date.parse(text)), 'No such date.')
  .transform((text) => new Date(text).toISOString());

/** An instant as the value of a datetime-local input in Hong Kong time ('2026-12-01T09:00'). */
export function toHongKongInput(iso: string | null): string {
  if (iso === null) return '';
  return hongKongWallClock(new Date(iso)).slice(0, 16);
}

/** HKD with at most two decimals ('30', '149.50', 30) as integer cents. */
const hkdCents = z
  .union([z.number(), z.string()])
  .transform((value) => String(value).trim())
  .refine((text) => /^\d{1,7}(\.\d{1,2})?$/.test(text), 'Enter an amount in HKD, e.g. 30 or 149.50.')
  .transform((text) => {
    const [dollars = '0', cents = ''] = text.split('.');
    return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
  });

/** The rate paid (0.9 = 10 % off, 九折): 0.01 to 0.99, two decimals at most. */
export const discountRateSchema = z
  .union([z.number(), z.string()])
  .transform((value) => String(value).trim())
  .refine(
    (text) => /^(\d(\.\d{1,2})?|\.\d{1,2})$/.test(text) && Number(text) >= 0.01 && Number(text) <= 0.99,
    'The rate is a decimal from 0.01 to 0.99 (0.9 = 10% off).',
  )
  .transform(Number);

/** Stored trimmed and upper-case, as the coupons table requires; looked up in any case. */
export const adminCouponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,30}$/, 'Use 3 to 30 letters, digits, dashes or underscores.');

const productId = z.coerce.number().int().min(1).max(2_147_483_647);

/** A gift (GIFT_COUPON, GWP: price 0) or an add-on offered at `price` (PWP). */
const discountItemSchema = z.object({
  productId,
  price: hkdCents.default(0),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
});

/** Types that apply through a coupon code; FREE_DELIVERY may also apply shop-wide without one. */
const CODE_REQUIRED: readonly DiscountType[] = ['DISCOUNT_COUPON', 'CASH_COUPON', 'GIFT_COUPON'];
const NO_CODE: readonly DiscountType[] = ['GWP', 'PWP'];
const WITH_ITEMS: readonly DiscountType[] = ['GIFT_COUPON', 'GWP', 'PWP'];

export const discountFormSchema = z
  .object({
    discountType: discountTypeSchema,
    titleChi: z.string().trim().min(1, 'Required.').max(100),
    titleEng: z.string().trim().min(1, 'Required.').max(100),
    couponCode: adminCouponCodeSchema.nullable().default(null),
    /** DISCOUNT_COUPON only. */
    rate: discountRateSchema.optional(),
    /** CASH_COUPON only: HKD off, as cents. */
    amount: hkdCents.optional(),
    /** Goods total the discount needs (for GWP the threshold that unlocks the gift), as cents. */
    minSpend: hkdCents.default(0),
    membersOnly: z.boolean().default(false),
    firstPurchaseOnly: z.boolean().default(false),
    regularPriceOnly: z.boolean().default(false),
    validFrom: hongKongDateTime.nullable().default(null),
    validTo: hongKongDateTime.nullable().default(null),
    /** Display products a coupon covers; empty means every product. */
    displayProductIds: z.array(productId).max(200).default([]),
    items: z.array(discountItemSchema).max(20).default([]),
    /** PWP: the add-ons are offered while one of these products is in the cart. */
    triggerProductIds: z.array(productId).max(200).default([]),
    active: z.boolean().default(true),
  })
  .superRefine((form, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (CODE_REQUIRED.includes(form.discountType) && form.couponCode === null)
      issue('couponCode', 'This type needs a coupon code.');
    if (NO_CODE.includes(form.discountType) && form.couponCode !== null)
      issue('couponCode', 'GWP and PWP apply by themselves, without a code.');
    if (form.discountType === 'DISCOUNT_COUPON' && form.rate === undefined)
      issue('rate', 'The rate is a decimal from 0.01 to 0.99 (0.9 = 10% off).');
    if (form.discountType === 'CASH_COUPON' && !(form.amount && form.amount > 0))
      issue('amount', 'Enter the HKD taken off, more than 0.');
    if (form.discountType === 'GWP' && form.minSpend <= 0)
      issue('minSpend', 'A gift with purchase needs the spend that unlocks it.');
    if (WITH_ITEMS.includes(form.discountType) && form.items.length === 0)
      issue('items', 'Choose at least one product.');
    if (form.discountType === 'PWP' && form.triggerProductIds.length === 0)
      issue('triggerProductIds', 'Choose the products that unlock the add-on.');
    if (new Set(form.items.map((item) => item.productId)).size < form.items.length)
      issue('items', 'Each product once.');
    if ((form.membersOnly || form.firstPurchaseOnly) && form.couponCode === null)
      issue(form.membersOnly ? 'membersOnly' : 'firstPurchaseOnly', 'Only a coupon code can be limited.');
    if (form.validFrom !== null && form.validTo !== null && form.validFrom >= form.validTo)
      issue('validTo', 'The end must come after the start.');
  });
export type DiscountForm = z.infer<typeof discountFormSchema>;

/** Where a discount stands at a moment: switched off, or before, inside or after its window. */
export const DISCOUNT_STATES = ['active', 'upcoming', 'expired', 'inactive'] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];

export const DISCOUNT_SORTS = ['createdAt', 'validFrom', 'validTo', 'title', 'couponCode'] as const;

export const discountListQuerySchema = listQuerySchema(DISCOUNT_SORTS).extend({
  state: z.enum(DISCOUNT_STATES).optional(),
  type: z.enum(DISCOUNT_TYPES).optional(),
});

/** A row of the discounts table and one discount with everything its form edits (apiSchemas.ts). */
export type DiscountListItem = z.infer<typeof discountListItemSchema>;
export type DiscountDetail = z.infer<typeof discountDetailSchema>;

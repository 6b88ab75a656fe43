import { z } from 'zod';
import { toCents } from '../money.ts';
import type {
  adminProductRowSchema,
  adminProductSchema,
  bulkPriceLineSchema,
  inventoryRowSchema,
  priceRowSchema,
  productFormChoicesSchema,
  stockAdjustmentRowSchema,
} from './apiSchemas.ts';

/**
 * The back office's catalogue forms (products, inventory, prices), shared by the server and the web forms.
 * Prices are typed in HKD dollars with at most two decimals ("298", "149.50") and leave the schema as
 * integer cents.
 */

/** The dearest price a form accepts: HK$999,999.99 (a typo guard, well inside an integer column). */
export const MAX_PRICE_CENTS = 99_999_999;
export const MAX_STOCK = 1_000_000;
export const MAX_OPTIONS = 30;
export const MAX_IMAGES = 12;

const DOLLARS = /^\d{1,6}(\.\d{1,2})?$/;

/** HKD dollars with at most two decimals, sent as a number or as the text of a form field, read into cents. */
export const hkdCentsField = z
  .union([z.number(), z.string().trim()])
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    // An empty price is a missing one, not a badly written one.
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'Required' });
      return z.NEVER;
    }
    if (!DOLLARS.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'HK$ amount with at most 2 decimals, e.g. 298.50' });
      return z.NEVER;
    }
    return toCents(Number(text));
  })
  .pipe(z.number().int().max(MAX_PRICE_CENTS, 'At most HK$999,999.99'));

export const positivePriceField = hkdCentsField.pipe(z.number().min(1, 'The price must be above HK$0'));

/** An optional discount price: empty or absent means none. */
export const optionalPriceField = z
  .union([z.literal(''), z.null(), positivePriceField])
  .optional()
  .transform((cents) => (typeof cents === 'number' ? cents : null));

const wholeField = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,9}$/, 'A whole number')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));

export const idInput = wholeField(1, 2_147_483_647);

/** A product's URL name: /product/{urlName}. Lower-case words joined by dashes; never only digits (an id). */
export const urlNameField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and dashes, e.g. rose-hair-serum')
  .max(80)
  .refine((name) => !/^\d+$/.test(name), 'Must contain a letter (a number is read as an id)');

/** Stored file names (the files table's rule). */
export const fileNameField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/, 'Not a stored file name');

/** Hashtags as staff type them: "#護髮" and "護髮" are the same tag. */
export const hashtagField = z
  .string()
  .trim()
  .transform((tag) => tag.replace(/^#+/, '').trim())
  .pipe(z.string().min(1, 'Empty hashtag').max(40));

/**
 * Related ids typed as "12, 15,18": the display products shown as recommended with this one. Spaces are
 * ignored, an empty text is none; anything but positive whole numbers is refused.
 */
export const relatedIdsField = z
  .string()
  .trim()
  .max(500)
  .refine(
    (text) => text === '' || /^\d{1,9}(\s*,\s*\d{1,9})*$/.test(text),
    'Ids separated by commas, e.g. 12, 15',
  )
  .transform((text) => (text === '' ? [] : [...new Set(text.split(',').map((id) => Number(id.trim())))]))
  .pipe(z.array(z.number().int().min(1)).max(30, 'At most 30 related ids'));

export const PRODUCT_STATUSES = ['onSale', 'offSale'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** One item of a group (set) product: another product (variant) and how many of it the set holds. */
export const groupItemSchema = z.object({
  productId: idInput,
  quantity: wholeField(1, 99).default(1),
});

/**
 * One option (variant) of a product: its label (e.g. "100ml"), SKU, price and, when it is a group product,
 * the products it is made of. `productId` names an existing option; without it the option is new and
 * `initialStock` is put on the shelf (later stock changes go through the inventory section).
 */
export const productOptionSchema = z
  .object({
    productId: idInput.optional(),
    volume: z.string().trim().max(40).default(''),
    sku: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, 'Letters, digits, dots, dashes or underscores (up to 40)'),
    price: positivePriceField,
    discountPrice: optionalPriceField,
    initialStock: wholeField(0, MAX_STOCK).default(0),
    isGroup: z.boolean().default(false),
    groupItems: z.array(groupItemSchema).max(20).default([]),
  })
  .superRefine((option, ctx) => {
    if (option.discountPrice !== null && option.discountPrice > option.price) {
      ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: 'Cannot be above the price' });
    }
    if (option.isGroup && option.groupItems.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['groupItems'],
        message: 'A group product needs at least one product',
      });
    }
    if (!option.isGroup && option.groupItems.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['groupItems'], message: 'Only a group product holds products' });
    }
    const ids = option.groupItems.map((item) => item.productId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['groupItems'], message: 'A product is chosen twice' });
    }
  });

export const productFormSchema = z
  .object({
    nameChi: z.string().trim().min(1, 'Required').max(120),
    nameEng: z.string().trim().min(1, 'Required').max(120),
    urlName: urlNameField,
    status: z.enum(PRODUCT_STATUSES),
    categoryIds: z.array(idInput).min(1, 'Choose at least one category').max(20),
    images: z.array(fileNameField).min(1, 'Add at least one image').max(MAX_IMAGES),
    /** HTML; the server keeps only what the allow-list of sanitizeHtml lets through. */
    description: z.string().max(20_000).default(''),
    hashtags: z.array(hashtagField).max(20).default([]),
    relatedIds: relatedIdsField.default([]),
    metatitle: z.string().trim().max(120).default(''),
    metadesc: z.string().trim().max(300).default(''),
    options: z.array(productOptionSchema).min(1, 'Add at least one option').max(MAX_OPTIONS),
  })
  .superRefine((form, ctx) => {
    const skus = form.options.map((option) => option.sku.toLowerCase());
    skus.forEach((sku, index) => {
      if (skus.indexOf(sku) !== index) {
        ctx.addIssue({ code: 'custom', path: ['options', index, 'sku'], message: 'This SKU is used twice' });
      }
    });
    if (new Set(form.categoryIds).size !== form.categoryIds.length) {
      ctx.addIssue({ code: 'custom', path: ['categoryIds'], message: 'A category is chosen twice' });
    }
  });

export type ProductForm = z.output<typeof productFormSchema>;

export const PRODUCT_SORTS = ['createdAt', 'name', 'price', 'stock', 'id'] as const;

/** The products table's filters, beside the list's paging, sort and `q` (name or SKU). */
export const productFiltersSchema = z.object({
  categoryId: idInput.optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
});

// What the products API answers, declared by its schemas (apiSchemas.ts).

export type AdminProductRow = z.infer<typeof adminProductRowSchema>;
export type AdminProduct = z.infer<typeof adminProductSchema>;
export type ProductFormChoices = z.infer<typeof productFormChoicesSchema>;

// Inventory

export const INVENTORY_SORTS = ['stock', 'sku', 'name', 'productId'] as const;
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

export const inventoryFiltersSchema = z.object({
  /** Only options with stock at or below this number (the low-stock list). */
  lowStock: wholeField(0, MAX_STOCK).optional(),
  /** One option (its adjustment page). */
  productId: idInput.optional(),
});

/** A stock adjustment: a count taken, goods received, breakage. The reason is kept in the history. */
export const stockAdjustmentSchema = z.object({
  change: wholeField(-MAX_STOCK, MAX_STOCK).refine((n) => n !== 0, 'Enter a change other than 0'),
  reason: z.string().trim().min(2, 'Say why the stock changes').max(200),
});

export type InventoryRow = z.infer<typeof inventoryRowSchema>;
export type StockAdjustmentRow = z.infer<typeof stockAdjustmentRowSchema>;

// Prices

export const PRICE_SORTS = ['name', 'sku', 'price', 'discountPrice'] as const;

export const priceEditSchema = z
  .object({ price: positivePriceField, discountPrice: optionalPriceField })
  .refine((form) => form.discountPrice === null || form.discountPrice <= form.price, {
    path: ['discountPrice'],
    message: 'Cannot be above the price',
  });

/**
 * A sale on many products at once: their selling (discount) price becomes the original price less
 * `percentOff` %, rounded half-up to the cent. The original price never moves, so the storefront shows it
 * struck through. `apply: false` only previews the new prices.
 */
export const bulkPriceSchema = z.object({
  productIds: z.array(idInput).min(1, 'Choose at least one product').max(200),
  percentOff: wholeField(1, 90),
  apply: z.boolean().default(false),
});

export type BulkPriceLine = z.infer<typeof bulkPriceLineSchema>;
export type PriceRow = z.infer<typeof priceRowSchema>;

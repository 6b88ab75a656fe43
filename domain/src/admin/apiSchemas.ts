import { z } from 'zod';
import { discountTypeSchema } from '../coupons/discountTypes.ts';
import { actorSchema } from '../events.ts';
import { orderStatusSchema } from '../orders/apiSchemas.ts';
import { orderEventDefinitions, orderPlacedSchema } from '../orders/orderEvents.ts';
import { BANNER_SLOTS, MESSAGE_KINDS } from './content.ts';
import { DISCOUNT_STATES } from './discounts.ts';
import { STAFF_ORDER_ACTIONS } from './orders.ts';
import { PRODUCT_STATUSES } from './products.ts';
import { permissionsSchema } from './sections.ts';

/**
 * The contract of the back office's API (/api/admin/…, docs/backOffice.md): the bff answers through these
 * schemas and the back office reads their types. Money is integer cents, times are ISO-8601 strings. The
 * features' answer types (AdminProduct, InventoryRow, …) are inferred from these schemas, so each answer is
 * declared once, here.
 */

const int = z.number().int();
const id = int;
const iso = z.string();

/** A page of a back-office table. */
export function listPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: int, moreThanTotal: z.boolean(), page: int, pageSize: int });
}

/** `{ status: 'success' }`: staff log-out. */
export const adminSuccessSchema = z.object({ status: z.literal('success') });

// Session, audit, permissions ----------------------------------------------------------------------------

/** What the back office knows of the signed-in staff member (GET /api/admin/me). */
export const staffProfileSchema = z.object({
  staffId: id,
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.string()),
  permissions: permissionsSchema,
});

/** POST admin/login: the staff token and who it is. */
export const staffLoginAnswerSchema = z.object({ token: z.string(), staff: staffProfileSchema.nullable() });

export const auditEntrySchema = z.object({
  auditId: id,
  at: iso,
  staffId: id,
  staffName: z.string(),
  section: z.string(),
  action: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

export const staffRowSchema = z.object({
  staffId: id,
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.string()),
  active: z.boolean(),
  createdAt: iso,
});

export const roleRowSchema = z.object({
  role: z.string(),
  label: z.string(),
  permissions: permissionsSchema,
  staffCount: int,
});

// Projections ---------------------------------------------------------------------------------------------

const position = z.object({ commit: z.string(), prepare: z.string() });

export const projectionStatusSchema = z.object({
  name: z.string(),
  checkpoint: position,
  lag: z.object({ behind: int, atLeast: z.boolean() }),
  state: z.enum(['ok', 'failing', 'stopped']),
  lastError: z
    .object({
      message: z.string(),
      event: z
        .object({
          eventId: z.string(),
          type: z.string(),
          streamId: z.string(),
          streamRevision: z.string(),
          position,
        })
        .nullable(),
      at: iso,
    })
    .nullable(),
  rebuilding: z.object({ processed: int, fraction: z.number(), startedAt: iso, updatedAt: iso }).nullable(),
  runBy: z.string().nullable(),
});

/** POST admin/projections/{name}/rebuild: 202, the rebuild started. */
export const rebuildStartedSchema = z.object({ projection: z.string(), startedAt: iso });

// Reports -------------------------------------------------------------------------------------------------

export const salesRowSchema = z.object({
  /** The day, or the Monday of the week, YYYY-MM-DD. */
  period: z.string(),
  orders: int,
  /** Paid amounts in cents. */
  salesCents: int,
});

export const topProductRowSchema = z.object({
  productId: id,
  sku: z.string(),
  nameChi: z.string(),
  nameEng: z.string(),
  quantity: int,
  salesCents: int,
});

export const pointsRowSchema = z.object({ period: z.string(), issued: int, redeemed: int });

export const membersByLevelRowSchema = z.object({ level: z.enum(['ordinary', 'vip']), members: int });

export const reportsAnswerSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), by: z.enum(['day', 'week']) }),
  sales: z.array(salesRowSchema),
  topProducts: z.array(topProductRowSchema),
  points: z.array(pointsRowSchema),
  membersByLevel: z.array(membersByLevelRowSchema),
});

// Discounts -----------------------------------------------------------------------------------------------

const discountListItemShape = {
  discountId: id,
  titleChi: z.string(),
  titleEng: z.string(),
  discountType: discountTypeSchema,
  couponCode: z.string().nullable(),
  rate: z.number().nullable(),
  amountCents: int.nullable(),
  minSpendCents: int,
  validFrom: iso.nullable(),
  validTo: iso.nullable(),
  state: z.enum(DISCOUNT_STATES),
  membersOnly: z.boolean(),
  firstPurchaseOnly: z.boolean(),
  createdAt: iso,
};
/** A row of the discounts table. Money in cents; the rate is the rate paid. */
export const discountListItemSchema = z.object(discountListItemShape);
/** One discount with everything its form edits. */
export const discountDetailSchema = z.object({
  ...discountListItemShape,
  regularPriceOnly: z.boolean(),
  displayProductIds: z.array(id),
  items: z.array(z.object({ productId: id, priceCents: int, quantity: int })),
  triggerProductIds: z.array(id),
  active: z.boolean(),
});

// Products, inventory, prices -----------------------------------------------------------------------------

/** One row of the products table. */
export const adminProductRowSchema = z.object({
  displayProductId: id,
  nameChi: z.string(),
  nameEng: z.string(),
  urlName: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  image: z.string().nullable(),
  /** Lowest price a shopper pays among the options, in cents. */
  minPriceCents: int,
  optionCount: int,
  totalStock: int,
  categoryNames: z.array(z.string()),
  createdAt: iso,
});

/** A product as the edit form loads it. */
export const adminProductSchema = z.object({
  displayProductId: id,
  nameChi: z.string(),
  nameEng: z.string(),
  urlName: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  categoryIds: z.array(id),
  images: z.array(z.string()),
  description: z.string(),
  hashtags: z.array(z.string()),
  relatedIds: z.array(id),
  metatitle: z.string(),
  metadesc: z.string(),
  options: z.array(
    z.object({
      productId: id,
      volume: z.string(),
      sku: z.string(),
      priceCents: int,
      discountPriceCents: int.nullable(),
      inventory: int,
      isGroup: z.boolean(),
      groupItems: z.array(z.object({ productId: id, quantity: int })),
    }),
  ),
});

/** What the form's pickers offer: categories and the hashtags in use. */
export const productFormChoicesSchema = z.object({
  categories: z.array(z.object({ categoryId: id, nameChi: z.string(), nameEng: z.string() })),
  hashtags: z.array(z.string()),
});

/** A stored picture to choose from (GET admin/products/images). */
export const storedImageRowSchema = z.object({
  name: z.string(),
  contentType: z.string(),
  byteSize: int,
  createdAt: iso,
});

/** An uploaded picture, stored (POST admin/products/images, admin/articles/pictures, admin/banners/pictures). */
export const uploadedImageSchema = z.object({
  name: z.string(),
  contentType: z.string(),
  byteSize: int,
  width: int,
  height: int,
});

/** A product option as the inventory and price tables name it. */
const optionRowSchema = z.object({
  productId: id,
  displayProductId: id,
  sku: z.string(),
  nameChi: z.string(),
  nameEng: z.string(),
  volume: z.string(),
});

export const inventoryRowSchema = optionRowSchema.extend({
  inventory: int,
  onSale: z.boolean(),
});

export const stockAdjustmentRowSchema = z.object({
  adjustmentId: id,
  productId: id,
  sku: z.string(),
  change: int,
  stockAfter: int,
  reason: z.string(),
  staffName: z.string(),
  at: iso,
});

/** POST admin/inventory/{productId}/adjustments: the adjustment recorded. */
export const stockAdjustedSchema = z.object({
  adjustmentId: id,
  productId: id,
  sku: z.string(),
  change: int,
  stockBefore: int,
  stockAfter: int,
  reason: z.string(),
});

export const priceRowSchema = optionRowSchema.extend({
  priceCents: int,
  discountPriceCents: int.nullable(),
  points: z.array(z.object({ point: int, moneyCents: int })),
});

export const bulkPriceLineSchema = z.object({
  productId: id,
  sku: z.string(),
  priceCents: int,
  discountPriceCentsBefore: int.nullable(),
  discountPriceCentsAfter: int,
});

/** POST admin/prices/bulk: the new selling prices, applied or only previewed. */
export const bulkPriceAnswerSchema = z.object({
  applied: z.boolean(),
  percentOff: int,
  lines: z.array(bulkPriceLineSchema),
});

// Content -------------------------------------------------------------------------------------------------

/** An article as the back office edits it. `published` is status 1; it shows from `publishedAt` on. */
export const adminArticleSchema = z.object({
  articleId: id,
  title: z.string(),
  categoryId: id,
  categoryName: z.string(),
  contentHtml: z.string(),
  coverImage: z.string().nullable(),
  publishedAt: iso,
  published: z.boolean(),
  displayProductIds: z.array(id),
});

/** A shop message as the back office edits it (table shop_messages, migration 0053). */
export const adminMessageSchema = z.object({
  messageId: id,
  kind: z.enum(MESSAGE_KINDS),
  titleChi: z.string(),
  titleEng: z.string(),
  textChi: z.string(),
  textEng: z.string(),
  linkTo: z.string(),
  startsAt: iso.nullable(),
  endsAt: iso.nullable(),
  active: z.boolean(),
  updatedAt: iso,
});

/**
 * A marketing event as the back office edits it: its window (the countdown runs to `endsAt` on its products
 * and its banners), link, mega-sale flag, priority, and the display products that show its countdown. Its
 * pictures are banners (banners section) that name the event.
 */
export const adminMarketingEventSchema = z.object({
  marketingEventId: id,
  title: z.string(),
  /** Null for an event with no English title (older events). */
  titleEng: z.string().nullable(),
  startsAt: iso.nullable(),
  endsAt: iso.nullable(),
  linkTo: z.string(),
  isMegaSale: z.boolean(),
  priority: int,
  active: z.boolean(),
  displayProductIds: z.array(id),
  bannerCount: int,
});

/** A home banner (table banners, migration 0053): slot A the carousel, B and C one picture each. */
export const adminBannerSchema = z.object({
  bannerId: id,
  slot: z.enum(BANNER_SLOTS),
  title: z.string(),
  image: z.string(),
  mobileImage: z.string().nullable(),
  linkTo: z.string(),
  sortOrder: int,
  active: z.boolean(),
  marketingEventId: id.nullable(),
  marketingEventTitle: z.string().nullable(),
  updatedAt: iso,
});

/** A page content (GET /api/pageContent/{id}) as the back office edits it; its HTML is stored sanitised. */
export const adminPageContentSchema = z.object({
  pageContentId: id,
  titleChi: z.string(),
  titleEng: z.string(),
  contentHtml: z.string(),
  updatedAt: iso,
});

// Orders, refunds, points ---------------------------------------------------------------------------------

/** Who bought: a member (name and phone as the members table has them now) or a guest's phone. */
const orderBuyerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), memberId: id, name: z.string(), phone: z.string().nullable() }),
  z.object({ kind: z.literal('guest'), phone: z.string() }),
]);

/** One row of the staff's order table (GET /api/admin/orders); amounts in cents. */
export const adminOrderRowSchema = z.object({
  orderId: id,
  orderNo: z.string(),
  status: orderStatusSchema,
  placedAt: iso,
  orderTotal: int,
  paidAmount: int.nullable(),
  refundDue: int,
  refunded: int,
  buyer: orderBuyerSchema,
  shippingMethod: z.string(),
  trackingNumbers: z.array(z.string()),
});

const orderEventTypes = Object.keys(orderEventDefinitions) as [
  keyof typeof orderEventDefinitions,
  ...(keyof typeof orderEventDefinitions)[],
];
const staffOrderActions = Object.keys(STAFF_ORDER_ACTIONS) as [
  keyof typeof STAFF_ORDER_ACTIONS,
  ...(keyof typeof STAFF_ORDER_ACTIONS)[],
];

/** One step of the order's history as staff read it: what happened, when, who did it and its particulars. */
export const adminOrderStepSchema = z.object({
  version: int,
  type: z.enum(orderEventTypes),
  at: iso,
  actor: actorSchema,
  /** A staff actor's display name (the events keep only the id). */
  actorName: z.string().optional(),
  trackingNumber: z.string().optional(),
  reason: z.string().optional(),
  amount: int.optional(),
  refundDue: int.optional(),
  releasedStock: z.array(z.object({ productId: id, quantity: int })).optional(),
});

/** An order as the staff's detail page shows it (GET /api/admin/orders/:orderId); amounts in cents. */
export const adminOrderDetailSchema = z.object({
  orderId: id,
  orderNo: z.string(),
  status: orderStatusSchema,
  /** The stream revision this answer was folded at: the `expectedVersion` of the next command. */
  version: int,
  placed: orderPlacedSchema,
  customer: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('member'),
      memberId: id,
      name: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable().optional(),
    }),
    z.object({ kind: z.literal('guest'), phone: z.string(), email: z.string().nullable().optional() }),
  ]),
  payment: z.object({
    paidAt: iso.nullable(),
    gatewayReference: z.string().nullable(),
    received: int,
    refunded: int,
    refundDue: int,
  }),
  trackingNumbers: z.array(z.string()),
  actions: z.array(z.enum(staffOrderActions)),
  history: z.array(adminOrderStepSchema),
});

/** What a staff order command (and a refund recorded) answers: the order's status and version after it. */
export const staffOrderCommandResultSchema = z.object({
  orderId: id,
  status: orderStatusSchema,
  version: int,
});

/** A line of the refunds owed; amounts in cents. `version` is the order's stream revision it was read at. */
export const refundOwedSchema = z.object({
  orderId: id,
  orderNo: z.string(),
  gatewayReference: z.string(),
  channel: z.string(),
  /**
   * ALREADY_PAID, ORDER_CANCELED or ORDER_DELETED for an unwanted payment; CANCELED_AFTER_PAYMENT for the
   * paid one.
   */
  reason: z.string(),
  amount: int,
  owed: int,
  owedSince: iso,
  version: int,
});
export const refundsOwedAnswerSchema = z.object({ list: z.array(refundOwedSchema) });

/** POST admin/members/{memberId}/points/adjustments: the member's balance after it. */
export const pointsAdjustedAnswerSchema = z.object({ balance: int });

/** DELETE of a back-office record: the id of what was deleted. */
export const deletedSchema = <Key extends string>(key: Key) =>
  z.object({ [key]: id } as { [K in Key]: typeof id });

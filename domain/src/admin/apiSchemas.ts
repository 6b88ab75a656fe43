import { z } from 'zod';
import { actorSchema } from '../events.ts';
import { orderStatusSchema } from '../orders/apiSchemas.ts';
import { orderEventDefinitions, orderPlacedSchema } from '../orders/orderEvents.ts';
import type {
  AdminArticle,
  AdminBanner,
  AdminMarketingEvent,
  AdminMessage,
  AdminPageContent,
} from './content.ts';
import { BANNER_SLOTS, MESSAGE_KINDS } from './content.ts';
import { DISCOUNT_STATES, type DiscountDetail, type DiscountListItem } from './discounts.ts';
import type { AdminOrderDetail, AdminOrderRow, StaffOrderCommandResult } from './orders.ts';
import { STAFF_ORDER_ACTIONS } from './orders.ts';
import type {
  AdminProduct,
  AdminProductRow,
  BulkPriceLine,
  InventoryRow,
  PriceRow,
  ProductFormChoices,
  StockAdjustmentRow,
} from './products.ts';
import { PRODUCT_STATUSES } from './products.ts';
import type { RefundOwed } from './refunds.ts';
import type { MembersByLevelRow, PointsRow, SalesRow, TopProductRow } from './reports.ts';
import { permissionsSchema } from './sections.ts';
import type { StaffProfile } from './staff.ts';

/**
 * The contract of the back office's API (/api/admin/…, docs/backOffice.md): the bff answers through these
 * schemas and the back office reads their types. Money is integer cents, times are ISO-8601 strings. Each
 * schema is checked at compile time against the type the bff's feature returns (`same` below), so the two
 * cannot drift while the features still name their own types.
 */

const int = z.number().int();
const id = int;
const iso = z.string();

/** Compile-time: `Schema`'s type and `Declared` have the same fields. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
function same<Declared>() {
  return <S extends z.ZodType>(schema: S & (Same<z.infer<S>, Declared> extends true ? unknown : never)) =>
    schema;
}

/** A page of a back-office table. */
export function listPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: int, page: int, pageSize: int });
}

/** `{ status: 'success' }`: staff log-out. */
export const adminSuccessSchema = z.object({ status: z.literal('success') });

// Session, audit, permissions ----------------------------------------------------------------------------

export const staffProfileSchema = same<StaffProfile>()(
  z.object({
    staffId: id,
    username: z.string(),
    displayName: z.string(),
    roles: z.array(z.string()),
    permissions: permissionsSchema,
  }),
);

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

export const reportsAnswerSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), by: z.enum(['day', 'week']) }),
  sales: z.array(same<SalesRow>()(z.object({ period: z.string(), orders: int, salesCents: int }))),
  topProducts: z.array(
    same<TopProductRow>()(
      z.object({
        productId: id,
        sku: z.string(),
        nameChi: z.string(),
        nameEng: z.string(),
        quantity: int,
        salesCents: int,
      }),
    ),
  ),
  points: z.array(same<PointsRow>()(z.object({ period: z.string(), issued: int, redeemed: int }))),
  membersByLevel: z.array(
    same<MembersByLevelRow>()(z.object({ level: z.enum(['ordinary', 'vip']), members: int })),
  ),
});

// Discounts -----------------------------------------------------------------------------------------------

const discountListItemShape = {
  discountId: id,
  titleChi: z.string(),
  titleEng: z.string(),
  discountType: z.enum(['DISCOUNT_COUPON', 'CASH_COUPON', 'FREE_DELIVERY', 'GIFT_COUPON', 'GWP', 'PWP']),
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
export const discountListItemSchema = same<DiscountListItem>()(z.object(discountListItemShape));
export const discountDetailSchema = same<DiscountDetail>()(
  z.object({
    ...discountListItemShape,
    regularPriceOnly: z.boolean(),
    displayProductIds: z.array(id),
    items: z.array(z.object({ productId: id, priceCents: int, quantity: int })),
    triggerProductIds: z.array(id),
    active: z.boolean(),
  }),
);

// Products, inventory, prices -----------------------------------------------------------------------------

export const adminProductRowSchema = same<AdminProductRow>()(
  z.object({
    displayProductId: id,
    nameChi: z.string(),
    nameEng: z.string(),
    urlName: z.string().nullable(),
    status: z.enum(PRODUCT_STATUSES),
    image: z.string().nullable(),
    minPriceCents: int,
    optionCount: int,
    totalStock: int,
    categoryNames: z.array(z.string()),
    createdAt: iso,
  }),
);

export const adminProductSchema = same<AdminProduct>()(
  z.object({
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
  }),
);

export const productFormChoicesSchema = same<ProductFormChoices>()(
  z.object({
    categories: z.array(z.object({ categoryId: id, nameChi: z.string(), nameEng: z.string() })),
    hashtags: z.array(z.string()),
  }),
);

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

export const inventoryRowSchema = same<InventoryRow>()(
  z.object({
    productId: id,
    displayProductId: id,
    sku: z.string(),
    nameChi: z.string(),
    nameEng: z.string(),
    volume: z.string(),
    inventory: int,
    onSale: z.boolean(),
  }),
);

export const stockAdjustmentRowSchema = same<StockAdjustmentRow>()(
  z.object({
    adjustmentId: id,
    productId: id,
    sku: z.string(),
    change: int,
    stockAfter: int,
    reason: z.string(),
    staffName: z.string(),
    at: iso,
  }),
);

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

export const priceRowSchema = same<PriceRow>()(
  z.object({
    productId: id,
    displayProductId: id,
    sku: z.string(),
    nameChi: z.string(),
    nameEng: z.string(),
    volume: z.string(),
    priceCents: int,
    discountPriceCents: int.nullable(),
    points: z.array(z.object({ point: int, moneyCents: int })),
  }),
);

/** POST admin/prices/bulk: the new selling prices, applied or only previewed. */
export const bulkPriceAnswerSchema = z.object({
  applied: z.boolean(),
  percentOff: int,
  lines: z.array(
    same<BulkPriceLine>()(
      z.object({
        productId: id,
        sku: z.string(),
        priceCents: int,
        discountPriceCentsBefore: int.nullable(),
        discountPriceCentsAfter: int,
      }),
    ),
  ),
});

// Content -------------------------------------------------------------------------------------------------

export const adminArticleSchema = same<AdminArticle>()(
  z.object({
    articleId: id,
    title: z.string(),
    categoryId: id,
    categoryName: z.string(),
    contentHtml: z.string(),
    coverImage: z.string().nullable(),
    publishedAt: iso,
    published: z.boolean(),
    displayProductIds: z.array(id),
  }),
);

export const adminMessageSchema = same<AdminMessage>()(
  z.object({
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
  }),
);

export const adminMarketingEventSchema = same<AdminMarketingEvent>()(
  z.object({
    marketingEventId: id,
    title: z.string(),
    startsAt: iso.nullable(),
    endsAt: iso.nullable(),
    linkTo: z.string(),
    isMegaSale: z.boolean(),
    priority: int,
    active: z.boolean(),
    displayProductIds: z.array(id),
    bannerCount: int,
  }),
);

export const adminBannerSchema = same<AdminBanner>()(
  z.object({
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
  }),
);

export const adminPageContentSchema = same<AdminPageContent>()(
  z.object({
    pageContentId: id,
    titleChi: z.string(),
    titleEng: z.string(),
    contentHtml: z.string(),
    updatedAt: iso,
  }),
);

// Orders, refunds, points ---------------------------------------------------------------------------------

const orderBuyerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), memberId: id, name: z.string(), phone: z.string().nullable() }),
  z.object({ kind: z.literal('guest'), phone: z.string() }),
]);

export const adminOrderRowSchema = same<AdminOrderRow>()(
  z.object({
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
  }),
);

const orderEventTypes = Object.keys(orderEventDefinitions) as [
  keyof typeof orderEventDefinitions,
  ...(keyof typeof orderEventDefinitions)[],
];
const staffOrderActions = Object.keys(STAFF_ORDER_ACTIONS) as [
  keyof typeof STAFF_ORDER_ACTIONS,
  ...(keyof typeof STAFF_ORDER_ACTIONS)[],
];

export const adminOrderDetailSchema = same<AdminOrderDetail>()(
  z.object({
    orderId: id,
    orderNo: z.string(),
    status: orderStatusSchema,
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
    history: z.array(
      z.object({
        version: int,
        type: z.enum(orderEventTypes),
        at: iso,
        actor: actorSchema,
        actorName: z.string().optional(),
        trackingNumber: z.string().optional(),
        reason: z.string().optional(),
        amount: int.optional(),
        refundDue: int.optional(),
        releasedStock: z.array(z.object({ productId: id, quantity: int })).optional(),
      }),
    ),
  }),
);

/** What a staff order command (and a refund recorded) answers: the order's status and version after it. */
export const staffOrderCommandResultSchema = same<StaffOrderCommandResult>()(
  z.object({ orderId: id, status: orderStatusSchema, version: int }),
);

export const refundOwedSchema = same<RefundOwed>()(
  z.object({
    orderId: id,
    orderNo: z.string(),
    gatewayReference: z.string(),
    channel: z.string(),
    reason: z.string(),
    amount: int,
    owed: int,
    owedSince: iso,
    version: int,
  }),
);
export const refundsOwedAnswerSchema = z.object({ list: z.array(refundOwedSchema) });

/** POST admin/members/{memberId}/points/adjustments: the member's balance after it. */
export const pointsAdjustedAnswerSchema = z.object({ balance: int });

/** DELETE of a back-office record: the id of what was deleted. */
export const deletedSchema = <Key extends string>(key: Key) =>
  z.object({ [key]: id } as { [K in Key]: typeof id });

import type {
  DisplayProduct,
  DisplayProductCard,
  Product,
  ProductCardVariant,
  ProductDetail,
} from '@shop/domain/catalogue/apiSchemas';
import { urlNameOf } from '@shop/domain/catalogue/urlName';
import { toDollars } from '@shop/domain/money';
import type { Queryable } from '@shop/projections/ports/db';
import { sanitizeHtml } from '../content/sanitizeHtml.ts';

/**
 * Catalogue reads. Each answer is one SQL statement (two for a page: the ids of the page, then their
 * cards): variants, points, set contents, hashtags and categories are aggregated with json_agg inside the
 * statement, never fetched per row. Money leaves the database in cents and becomes dollars here.
 */

/** Hidden from the storefront whatever its `hidden` flag says (specification 000 §3). */
export const HIDDEN_HASHTAG_ID = 91;
export const SHOWN_STATUS = 1;
const JOIN = ':::';

interface VariantJson {
  productId: number;
  displayProductId: number;
  nameChi: string;
  nameEng: string;
  volume: string;
  priceCents: number;
  discountPriceCents: number | null;
  inventory: number;
  sku: string;
  productStep: number;
  subscriptionPeriod: number | null;
  images: string[] | null;
  isGroup: boolean;
  points?: { productPointId: number; point: number; moneyCents: number }[];
  bundle?: {
    productId: number;
    nameChi: string;
    nameEng: string;
    volume: string;
    sku: string;
    images: string[] | null;
    quantity: number;
  }[];
}

interface EventColumns {
  event_id: number | null;
  event_title: string | null;
  event_title_eng: string | null;
  event_end: Date | string | null;
  event_mega: boolean | null;
}

interface CardRow extends EventColumns {
  display_product_id: number;
  name_chi: string;
  name_eng: string;
  url_naming: string;
  price_cents: number;
  discount_price_cents: number | null;
  images: string[];
  status: number;
  variants: VariantJson[];
}

interface DetailRow extends CardRow {
  name_html_chi: string;
  short_description: string;
  functional_icons: string[];
  metatitle: string;
  metadesc: string;
  hashtags: { hashtagId: number; hashtagName: string }[];
  categories: {
    categoryId: number;
    categoryName: string;
    categoryNameEng: string;
    categoryUrlNaming: string | null;
  }[];
  recommended_shown: number[];
}

const VARIANT_FIELDS = `
  'productId', p.product_id, 'displayProductId', p.display_product_id, 'nameChi', p.name_chi,
  'nameEng', p.name_eng, 'volume', p.volume, 'priceCents', p.price_cents,
  'discountPriceCents', p.discount_price_cents, 'inventory', p.inventory, 'sku', p.sku,
  'productStep', p.product_step, 'subscriptionPeriod', p.subscription_period, 'images', p.images,
  'isGroup', p.is_group`;

const VARIANT_EXTRAS = `
  'points', coalesce((
    select json_agg(json_build_object('productPointId', pp.product_point_id, 'point', pp.point,
                                      'moneyCents', pp.money_cents) order by pp.point desc, pp.product_point_id)
    from product_points pp where pp.product_id = p.product_id), '[]'::json),
  'bundle', coalesce((
    select json_agg(json_build_object('productId', i.product_id, 'nameChi', i.name_chi, 'nameEng', i.name_eng,
                                      'volume', i.volume, 'sku', i.sku, 'images', i.images,
                                      'quantity', b.quantity) order by i.sort_order, i.product_id)
    from product_bundle_items b join products i on i.product_id = b.item_product_id
    where b.product_id = p.product_id), '[]'::json)`;

/** The display product's marketing event while it runs ($now is the parameter holding the time). */
const ACTIVE_EVENT_JOIN = (now: string) => `
  left join marketing_events me on me.marketing_event_id = dp.marketing_event_id and me.status = 1
    and (me.start_date is null or me.start_date <= ${now}) and (me.end_date is null or me.end_date > ${now})`;

const EVENT_COLUMNS = `me.marketing_event_id as event_id, me.title as event_title, me.title_eng as event_title_eng,
  me.end_date as event_end, me.is_mega_sale as event_mega`;

const CARD_COLUMNS = `dp.display_product_id, dp.name_chi, dp.name_eng, dp.url_naming, dp.price_cents,
  dp.discount_price_cents, dp.images, dp.status`;

export function toIsoString(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));

function cardVariant(v: VariantJson): ProductCardVariant {
  return {
    productId: v.productId,
    productNameChi: v.nameChi,
    productNameEng: v.nameEng,
    productVolume: v.volume,
    productPrice: toDollars(v.priceCents),
    productDiscountPrice: dollarsOrNull(v.discountPriceCents),
    productInventory: v.inventory,
    sku: v.sku,
    subscriptionPeriod: v.subscriptionPeriod,
    productImage: v.images ?? [],
  };
}

function fullVariant(v: VariantJson): Product {
  return {
    ...cardVariant(v),
    displayProductId: v.displayProductId,
    productStep: v.productStep,
    points: (v.points ?? []).map((p) => ({
      productPointId: p.productPointId,
      point: p.point,
      money: toDollars(p.moneyCents),
    })),
    isGroupProduct: v.isGroup,
    products: (v.bundle ?? []).map((item) => ({
      productId: item.productId,
      productNameChi: item.nameChi,
      productNameEng: item.nameEng,
      productVolume: item.volume,
      sku: item.sku,
      productImage: item.images ?? [],
      quantity: item.quantity,
    })),
  };
}

function eventsOf(row: EventColumns): DisplayProductCard['marketingEvents'] {
  if (row.event_id === null) return [];
  return [
    {
      marketingEventId: row.event_id,
      title: row.event_title ?? '',
      titleEng: row.event_title_eng,
      endDate: toIsoString(row.event_end),
      isMegaSale: row.event_mega ?? false,
    },
  ];
}

/** What a shopper pays for a variant: its discount price where it has one. */
const payableCents = (v: VariantJson) => v.discountPriceCents ?? v.priceCents;

function toCard(row: CardRow): DisplayProductCard {
  const variants = row.variants ?? [];
  const payable = variants.map(payableCents);
  const own = row.discount_price_cents ?? row.price_cents;
  return {
    displayProductId: row.display_product_id,
    displayProductNameChi: row.name_chi,
    displayProductNameEng: row.name_eng,
    displayProductUrlNaming: row.url_naming,
    urlName: urlNameOf(row.url_naming, row.display_product_id),
    displayProductPrice: toDollars(row.price_cents),
    displayProductDiscountPrice: dollarsOrNull(row.discount_price_cents),
    displayProductImage: (row.images ?? []).join(JOIN),
    status: row.status,
    minPrice: toDollars(payable.length > 0 ? Math.min(...payable) : own),
    maxPrice: toDollars(payable.length > 0 ? Math.max(...payable) : own),
    totalInventory: variants.reduce((sum, v) => sum + v.inventory, 0),
    marketingEvents: eventsOf(row),
    products: variants.map(cardVariant),
  };
}

/** Cards of the given display products, in the order of `ids` (ids not found are left out). */
export async function displayProductCards(
  db: Queryable,
  ids: readonly number[],
  now: Date,
): Promise<DisplayProductCard[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<CardRow>(
    `select ${CARD_COLUMNS}, ${EVENT_COLUMNS},
       coalesce((select json_agg(json_build_object(${VARIANT_FIELDS}) order by p.sort_order, p.product_id)
                 from products p where p.display_product_id = dp.display_product_id), '[]'::json) as variants
     from display_products dp
     ${ACTIVE_EVENT_JOIN('$2')}
     where dp.display_product_id = any ($1::int[])`,
    [ids, now],
  );
  const byId = new Map(rows.map((row) => [row.display_product_id, toCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Largest value of a Postgres integer: a longer number cannot be an id. */
export const MAX_INT = 2_147_483_647;

/** Parses a path segment as a positive integer id, or null when it is not one (then it may be a name). */
export function parseId(segment: string): number | null {
  if (!/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_INT ? id : null;
}

/**
 * A shown display product (status 1) by id or by url name (the first of its '|'-separated names), in
 * full; null when unknown or not shown.
 */
export async function displayProductByIdOrUrlName(
  db: Queryable,
  idOrUrlName: string,
  now: Date,
): Promise<DisplayProduct | null> {
  const id = parseId(idOrUrlName);
  const { rows } = await db.query<DetailRow>(
    `select ${CARD_COLUMNS}, ${EVENT_COLUMNS}, dp.name_html_chi, dp.short_description, dp.functional_icons,
       dp.metatitle, dp.metadesc,
       coalesce((select json_agg(json_build_object(${VARIANT_FIELDS}, ${VARIANT_EXTRAS})
                                 order by p.sort_order, p.product_id)
                 from products p where p.display_product_id = dp.display_product_id), '[]'::json) as variants,
       coalesce((select json_agg(json_build_object('hashtagId', h.hashtag_id, 'hashtagName', h.hashtag_name)
                                 order by h.hashtag_id)
                 from display_product_hashtags dh join hashtags h on h.hashtag_id = dh.hashtag_id
                 where dh.display_product_id = dp.display_product_id and not h.hidden
                   and h.hashtag_id <> ${HIDDEN_HASHTAG_ID}), '[]'::json) as hashtags,
       coalesce((select json_agg(json_build_object('categoryId', c.category_id, 'categoryName', c.name_chi,
                                                   'categoryNameEng', c.name_eng,
                                                   'categoryUrlNaming', c.url_naming)
                                 order by c.sort_order, c.category_id)
                 from display_product_categories dc join categories c on c.category_id = dc.category_id
                 where dc.display_product_id = dp.display_product_id), '[]'::json) as categories,
       array(select r.id from unnest(dp.recommended) with ordinality as r (id, n)
             join display_products x on x.display_product_id = r.id and x.status = ${SHOWN_STATUS}
             order by r.n) as recommended_shown
     from display_products dp
     ${ACTIVE_EVENT_JOIN('$2')}
     where ${id === null ? 'dp.url_name = $1' : 'dp.display_product_id = $1::int'} and dp.status = ${SHOWN_STATUS}`,
    [id === null ? idOrUrlName : id, now],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...toCard(row),
    displayProductNameHtmlChi: sanitizeHtml(row.name_html_chi),
    // HTML since the back office writes it (sanitised there too); the seed's plain text reads the same.
    displayProductShortDescription: sanitizeHtml(row.short_description),
    functionalIcon: (row.functional_icons ?? []).join(JOIN),
    hashtags: row.hashtags ?? [],
    metatitle: row.metatitle,
    metadesc: row.metadesc,
    categories: row.categories ?? [],
    recommended: (row.recommended_shown ?? []).join(','),
    products: (row.variants ?? []).map(fullVariant),
  };
}

interface ProductDetailRow {
  variant: VariantJson;
  dp_name_chi: string;
  dp_name_eng: string;
  url_naming: string;
  recommended: number[];
  status: number;
}

const PRODUCT_DETAIL_SELECT = `
  select json_build_object(${VARIANT_FIELDS}, ${VARIANT_EXTRAS}) as variant,
    dp.name_chi as dp_name_chi, dp.name_eng as dp_name_eng, dp.url_naming, dp.recommended, dp.status
  from products p join display_products dp on dp.display_product_id = p.display_product_id`;

function toProductDetail(row: ProductDetailRow): ProductDetail {
  return {
    ...fullVariant(row.variant),
    displayProductNameChi: row.dp_name_chi,
    displayProductNameEng: row.dp_name_eng,
    displayProductUrlNaming: row.url_naming,
    urlName: urlNameOf(row.url_naming, row.variant.displayProductId),
    recommended: (row.recommended ?? []).join(','),
    status: row.status,
  };
}

/**
 * A variant by id, whatever its display product's status: carts and orders hold gifts and discontinued
 * products too, and show them from this answer (`status` tells whether it is on sale on its own).
 */
export async function productById(db: Queryable, productId: number): Promise<ProductDetail | null> {
  const { rows } = await db.query<ProductDetailRow>(`${PRODUCT_DETAIL_SELECT} where p.product_id = $1`, [
    productId,
  ]);
  const row = rows[0];
  return row ? toProductDetail(row) : null;
}

/** Variants that can be redeemed with points, of display products on sale, in shop order. */
export async function productsWithPoints(db: Queryable): Promise<ProductDetail[]> {
  const { rows } = await db.query<ProductDetailRow>(
    `${PRODUCT_DETAIL_SELECT}
     where dp.status = ${SHOWN_STATUS} and exists (select 1 from product_points pp where pp.product_id = p.product_id)
     order by dp.sort_order, dp.display_product_id, p.sort_order, p.product_id`,
  );
  return rows.map(toProductDetail);
}

import type { Queryable } from '@shop/projections/ports/db';

/** What a cart line shows and prices of its product: the variant and its display product, in cents. */
export interface CartProduct {
  productId: number;
  displayProductId: number;
  nameChi: string;
  nameEng: string;
  volume: string;
  sku: string;
  priceCents: number;
  discountPriceCents: number | null;
  inventory: number;
  subscriptionPeriod: number | null;
  images: string[];
  displayProductNameChi: string;
  displayProductNameEng: string;
  displayProductImages: string[];
  urlNaming: string;
  recommended: number[];
  /** The display product's status: 1 on sale; anything else (gifts, discontinued) not sold on its own. */
  status: number;
  /** The items of a group (set) product; empty otherwise. */
  bundle: BundleItem[];
  points: ProductPoint[];
}

export interface BundleItem {
  productId: number;
  nameChi: string;
  nameEng: string;
  volume: string;
  sku: string;
  images: string[];
  quantity: number;
}

export interface ProductPoint {
  productPointId: number;
  point: number;
  moneyCents: number;
}

export const ON_SALE_STATUS = 1;

/**
 * Products by id, with everything a cart line shows, in one statement (bundles and points options
 * aggregated inside it). Ids not found are absent from the map.
 */
export async function loadCartProducts(
  db: Queryable,
  productIds: Iterable<number>,
): Promise<Map<number, CartProduct>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<CartProduct>(
    `select p.product_id as "productId", p.display_product_id as "displayProductId", p.name_chi as "nameChi",
       p.name_eng as "nameEng", p.volume, p.sku, p.price_cents as "priceCents",
       p.discount_price_cents as "discountPriceCents", p.inventory,
       p.subscription_period as "subscriptionPeriod", p.images,
       dp.name_chi as "displayProductNameChi", dp.name_eng as "displayProductNameEng",
       dp.images as "displayProductImages", dp.url_naming as "urlNaming", dp.recommended, dp.status,
       case when p.is_group then coalesce((
         select json_agg(json_build_object('productId', i.product_id, 'nameChi', i.name_chi,
                                           'nameEng', i.name_eng, 'volume', i.volume, 'sku', i.sku,
                                           'images', i.images, 'quantity', b.quantity)
                         order by i.sort_order, i.product_id)
         from product_bundle_items b join products i on i.product_id = b.item_product_id
         where b.product_id = p.product_id), '[]'::json) else '[]'::json end as bundle,
       coalesce((
         select json_agg(json_build_object('productPointId', pp.product_point_id, 'point', pp.point,
                                           'moneyCents', pp.money_cents)
                         order by pp.point desc, pp.product_point_id)
         from product_points pp where pp.product_id = p.product_id), '[]'::json) as points
     from products p join display_products dp on dp.display_product_id = p.display_product_id
     where p.product_id = any ($1::int[])`,
    [ids],
  );
  return new Map(
    rows.map((row) => [
      row.productId,
      {
        ...row,
        images: row.images ?? [],
        displayProductImages: row.displayProductImages ?? [],
        recommended: row.recommended ?? [],
        bundle: (row.bundle ?? []).map((item) => ({ ...item, images: item.images ?? [] })),
        points: row.points ?? [],
      },
    ]),
  );
}

/** The picture of a line: the variant's own first image, else its display product's first. */
export function imageOf(product: CartProduct): string {
  return product.images[0] ?? product.displayProductImages[0] ?? '';
}

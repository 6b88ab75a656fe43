import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import type {
  AdminProduct,
  AdminProductRow,
  PRODUCT_SORTS,
  ProductForm,
  ProductFormChoices,
  ProductStatus,
} from '@shop/domain/admin/products';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import { SHOWN_STATUS } from '../../catalogue/displayProducts.ts';
import { htmlToText } from '../../content/htmlToText.ts';
import { sanitizeHtml } from '../../content/sanitizeHtml.ts';
import { uniqueViolation } from '../../members/memberStore.ts';
import type { AdminChange } from '../audit.ts';
import { recordStockAdjustment } from '../inventory/inventoryAdmin.ts';
import { containing, listPage } from '../listing.ts';
import { checkProductReferences, fieldRefusal, resolveHashtags } from './productReferences.ts';

/**
 * The products section: display products with their options (the `products` rows, one per variant), their
 * categories, hashtags, images and related products, written in one transaction with the audit row. The
 * search terms follow by the triggers of migrations 0020, 0065 and 0068, so a saved product is found at once.
 */

type Sort = (typeof PRODUCT_SORTS)[number];
const OFF_SALE_STATUS = 0;

const statusOf = (status: number): ProductStatus => (status === SHOWN_STATUS ? 'onSale' : 'offSale');

interface ProductListRow {
  display_product_id: number;
  name_chi: string;
  name_eng: string;
  url_name: string | null;
  status: number;
  image: string | null;
  min_price_cents: number | null;
  option_count: number;
  total_stock: number | string;
  category_names: string[] | null;
  created_at: Date | string;
}

/** pg_trgm finds a `like` text of three characters or more through its index. */
const TRIGRAM_LENGTH = 3;

export function listProducts(
  db: Queryable,
  query: ListQuery<Sort> & { categoryId?: number | undefined; status?: ProductStatus | undefined },
): Promise<ListPage<AdminProductRow>> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.q) {
    params.push(containing(query.q));
    const n = params.length;
    where.push(
      [...query.q].length >= TRIGRAM_LENGTH
        ? // One trigram index per column (migration 0069): a union of three index reads, where an `or` read every
          // row. `= any (array(…))` looks the matches up by key; `in (…)` let the planner hash every product
          // against them (33 ms for the 280 matches of 777 at 100,000 titles, 5 ms now).
          `dp.display_product_id = any (array(
            select display_product_id from display_products where name_chi ilike $${n}
            union select display_product_id from display_products where name_eng ilike $${n}
            union select display_product_id from products where sku ilike $${n}))`
        : // Too short for a trigram: the index would be read whole. Each row is checked as the page and the
          // bounded count read them, so a common text stops early and a rare one costs one pass over the rows.
          `(dp.name_chi ilike $${n} or dp.name_eng ilike $${n} or exists (
            select 1 from products p where p.display_product_id = dp.display_product_id and p.sku ilike $${n}))`,
    );
  }
  if (query.categoryId !== undefined) {
    params.push(query.categoryId);
    where.push(`exists (select 1 from display_product_categories f
      where f.display_product_id = dp.display_product_id and f.category_id = $${params.length})`);
  }
  if (query.status !== undefined) where.push(`dp.status ${query.status === 'onSale' ? '=' : '<>'} 1`);
  return listPage<ProductListRow, AdminProductRow, Sort>(db, query, {
    select: `dp.display_product_id, dp.name_chi, dp.name_eng, dp.url_name, dp.status, dp.images[1] as image,
      dp.created_at,
      (select min(coalesce(p.discount_price_cents, p.price_cents)) from products p
        where p.display_product_id = dp.display_product_id) as min_price_cents,
      (select count(*)::int from products p where p.display_product_id = dp.display_product_id) as option_count,
      (select coalesce(sum(p.inventory), 0) from products p
        where p.display_product_id = dp.display_product_id) as total_stock,
      array(select c.name_chi from display_product_categories dc join categories c using (category_id)
        where dc.display_product_id = dp.display_product_id order by c.sort_order, c.category_id) as category_names`,
    from: `display_products dp${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`,
    params,
    columns: {
      createdAt: 'dp.created_at',
      name: 'dp.name_chi',
      price: `(select min(coalesce(p.discount_price_cents, p.price_cents)) from products p
        where p.display_product_id = dp.display_product_id)`,
      stock: `(select coalesce(sum(p.inventory), 0) from products p
        where p.display_product_id = dp.display_product_id)`,
      id: 'dp.display_product_id',
    },
    tieBreak: 'dp.display_product_id',
    toItem: (row) => ({
      displayProductId: row.display_product_id,
      nameChi: row.name_chi,
      nameEng: row.name_eng,
      urlName: row.url_name,
      status: statusOf(row.status),
      image: row.image,
      minPriceCents: Number(row.min_price_cents ?? 0),
      optionCount: Number(row.option_count),
      totalStock: Number(row.total_stock),
      categoryNames: row.category_names ?? [],
      createdAt: new Date(row.created_at).toISOString(),
    }),
  });
}

interface ProductRow {
  display_product_id: number;
  name_chi: string;
  name_eng: string;
  url_name: string | null;
  status: number;
  images: string[];
  short_description: string;
  metatitle: string;
  metadesc: string;
  recommended: number[];
  category_ids: number[];
  hashtags: string[];
  options: AdminProduct['options'];
}

/** A product as the edit form loads it (and as the audit trail records it), or null. */
export async function productForEdit(db: Queryable, displayProductId: number): Promise<AdminProduct | null> {
  const { rows } = await db.query<ProductRow>(
    `select dp.display_product_id, dp.name_chi, dp.name_eng, dp.url_name, dp.status, dp.images,
       dp.short_description, dp.metatitle, dp.metadesc, dp.recommended,
       array(select category_id from display_product_categories dc
             where dc.display_product_id = dp.display_product_id order by category_id) as category_ids,
       array(select h.hashtag_name from display_product_hashtags dh join hashtags h using (hashtag_id)
             where dh.display_product_id = dp.display_product_id order by h.hashtag_id) as hashtags,
       coalesce((select json_agg(json_build_object(
           'productId', p.product_id, 'volume', p.volume, 'sku', p.sku, 'priceCents', p.price_cents,
           'discountPriceCents', p.discount_price_cents, 'inventory', p.inventory, 'isGroup', p.is_group,
           'groupItems', coalesce((select json_agg(json_build_object('productId', b.item_product_id,
                                                                     'quantity', b.quantity)
                                                   order by b.item_product_id)
                                   from product_bundle_items b where b.product_id = p.product_id), '[]'::json))
         order by p.sort_order, p.product_id)
         from products p where p.display_product_id = dp.display_product_id), '[]'::json) as options
     from display_products dp where dp.display_product_id = $1`,
    [displayProductId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    displayProductId: row.display_product_id,
    nameChi: row.name_chi,
    nameEng: row.name_eng,
    urlName: row.url_name ?? '',
    status: statusOf(row.status),
    categoryIds: row.category_ids ?? [],
    images: row.images ?? [],
    description: row.short_description,
    hashtags: row.hashtags ?? [],
    relatedIds: row.recommended ?? [],
    metatitle: row.metatitle,
    metadesc: row.metadesc,
    options: row.options ?? [],
  };
}

export async function productFormChoices(db: Queryable): Promise<ProductFormChoices> {
  const [categories, hashtags] = await Promise.all([
    db.query<{ category_id: number; name_chi: string; name_eng: string }>(
      `select category_id, name_chi, name_eng from categories where kind = 'product'
       order by sort_order, category_id`,
    ),
    db.query<{ hashtag_name: string }>(
      'select hashtag_name from hashtags where not hidden and hashtag_id <> 91 order by hashtag_name',
    ),
  ]);
  return {
    categories: categories.rows.map((row) => ({
      categoryId: row.category_id,
      nameChi: row.name_chi,
      nameEng: row.name_eng,
    })),
    hashtags: hashtags.rows.map((row) => row.hashtag_name),
  };
}

const notFound = () => new DomainError('NOT_FOUND', '找不到此產品 No such product.');

export interface StaffActor {
  staffId: number;
}

/**
 * The display product's stored columns from the form, in the order both statements below take them: names,
 * URL name, the sanitised description, images, meta title and description (the text of the description when
 * empty), status, related products.
 */
function displayColumns(form: ProductForm): unknown[] {
  const description = sanitizeHtml(form.description);
  return [
    form.nameChi,
    form.nameEng,
    form.urlName,
    description,
    form.images,
    form.metatitle,
    form.metadesc || htmlToText(description, 300),
    form.status === 'onSale' ? SHOWN_STATUS : OFF_SALE_STATUS,
    form.relatedIds,
  ];
}

export async function createProduct(
  tx: Queryable,
  form: ProductForm,
  staff: StaffActor,
  now: Date,
): Promise<{ result: AdminProduct; change: AdminChange }> {
  await checkProductReferences(tx, form, null);
  const { rows } = await tx
    .query<{ display_product_id: number }>(
      `insert into display_products (name_chi, name_eng, url_naming, price_cents, short_description, images,
       metatitle, metadesc, status, recommended, created_at)
     values ($1, $2, $3, 0, $4, $5, $6, $7, $8, $9, $10) returning display_product_id`,
      [...displayColumns(form), now],
    )
    .catch(refuseDuplicate);
  const id = rows[0]!.display_product_id;
  await saveRelations(tx, id, form, staff, now);
  const after = (await productForEdit(tx, id))!;
  return {
    result: after,
    change: { section: 'products', action: 'product.created', entityId: id, before: null, after },
  };
}

export async function updateProduct(
  tx: Queryable,
  displayProductId: number,
  form: ProductForm,
  staff: StaffActor,
  now: Date,
): Promise<{ result: AdminProduct; change: AdminChange }> {
  const locked = await tx.query('select 1 from display_products where display_product_id = $1 for update', [
    displayProductId,
  ]);
  if (locked.rows.length === 0) throw notFound();
  const before = (await productForEdit(tx, displayProductId))!;
  await checkProductReferences(tx, form, before);
  await tx
    .query(
      `update display_products set name_chi = $2, name_eng = $3,
         -- A new URL name goes first; the former ones stay after it, for the record.
         url_naming = case when url_name is not distinct from $4 then url_naming
                           else $4 || coalesce('|' || nullif(url_naming, ''), '') end,
         short_description = $5, images = $6, metatitle = $7, metadesc = $8, status = $9, recommended = $10
       where display_product_id = $1`,
      [displayProductId, ...displayColumns(form)],
    )
    .catch(refuseDuplicate);
  await saveRelations(tx, displayProductId, form, staff, now);
  const after = (await productForEdit(tx, displayProductId))!;
  return {
    result: after,
    change: { section: 'products', action: 'product.updated', entityId: displayProductId, before, after },
  };
}

/** A unique index refused the write: someone else took the name or SKU between our check and the insert. */
function refuseDuplicate(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint !== null) {
    throw constraint.includes('sku')
      ? fieldRefusal('SKU_TAKEN', 'options', '此貨號已被使用 This SKU is taken.')
      : fieldRefusal('URL_NAME_TAKEN', 'urlName', '此網址名稱已被使用 This URL name is taken.');
  }
  throw error;
}

/** Categories, hashtags and options of a saved display product, then its shown price. */
async function saveRelations(
  tx: Queryable,
  id: number,
  form: ProductForm,
  staff: StaffActor,
  now: Date,
): Promise<void> {
  await tx.query(
    'delete from display_product_categories where display_product_id = $1 and not (category_id = any ($2::int[]))',
    [id, form.categoryIds],
  );
  // A new category entry goes last in that category's order; existing entries keep their place.
  await tx.query(
    `insert into display_product_categories (display_product_id, category_id, sort_order)
     select $1, c, coalesce((select max(sort_order) + 1 from display_product_categories where category_id = c), 0)
     from unnest($2::int[]) as c
     on conflict do nothing`,
    [id, form.categoryIds],
  );

  const hashtagIds = await resolveHashtags(tx, form.hashtags);
  await tx.query(
    'delete from display_product_hashtags where display_product_id = $1 and not (hashtag_id = any ($2::int[]))',
    [id, hashtagIds],
  );
  await tx.query(
    `insert into display_product_hashtags (display_product_id, hashtag_id)
     select $1, h from unnest($2::int[]) as h on conflict do nothing`,
    [id, hashtagIds],
  );

  for (const [index, option] of form.options.entries()) {
    const volume = option.volume;
    const names = [`${form.nameChi} ${volume}`.trim(), `${form.nameEng} ${volume}`.trim()];
    let productId = option.productId;
    if (productId === undefined) {
      const { rows } = await tx
        .query<{ product_id: number }>(
          `insert into products (display_product_id, name_chi, name_eng, price_cents, discount_price_cents, volume,
             sku, inventory, images, is_group, sort_order)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning product_id`,
          [
            id,
            ...names,
            option.price,
            option.discountPrice,
            volume,
            option.sku,
            option.initialStock,
            form.images.slice(0, 1),
            option.isGroup,
            index,
          ],
        )
        .catch(refuseDuplicate);
      productId = rows[0]!.product_id;
      if (option.initialStock > 0) {
        await recordStockAdjustment(tx, {
          productId,
          change: option.initialStock,
          stockAfter: option.initialStock,
          reason: '新貨品開倉 Opening stock',
          staffId: staff.staffId,
          at: now,
        });
      }
    } else {
      await tx
        .query(
          `update products set name_chi = $2, name_eng = $3, price_cents = $4, discount_price_cents = $5,
             volume = $6, sku = $7, is_group = $8, sort_order = $9,
             images = case when cardinality(images) = 0 then $10 else images end
           where product_id = $1`,
          [
            productId,
            ...names,
            option.price,
            option.discountPrice,
            volume,
            option.sku,
            option.isGroup,
            index,
            form.images.slice(0, 1),
          ],
        )
        .catch(refuseDuplicate);
    }
    await tx.query('delete from product_bundle_items where product_id = $1', [productId]);
    if (option.groupItems.length > 0) {
      await tx.query(
        `insert into product_bundle_items (product_id, item_product_id, quantity)
         select $1, i.id, i.quantity from unnest($2::int[], $3::int[]) as i (id, quantity)`,
        [
          productId,
          option.groupItems.map((item) => item.productId),
          option.groupItems.map((item) => item.quantity),
        ],
      );
    }
  }
  await syncShownPrice(tx, id);
}

/**
 * The display product's own price fields (displayProductPrice, the card's struck-through price) follow its
 * cheapest option, as the seed writes them; the options' prices are the ones staff edit.
 */
export async function syncShownPrice(tx: Queryable, displayProductId: number): Promise<void> {
  await tx.query(
    `update display_products dp set price_cents = cheapest.price_cents,
       discount_price_cents = cheapest.discount_price_cents
     from (select price_cents, discount_price_cents from products where display_product_id = $1
           order by price_cents, sort_order, product_id limit 1) as cheapest
     where dp.display_product_id = $1`,
    [displayProductId],
  );
}

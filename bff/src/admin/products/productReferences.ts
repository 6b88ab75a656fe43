import type { AdminErrorCode } from '@shop/domain/admin/adminErrors';
import type { AdminProduct, ProductForm } from '@shop/domain/admin/products';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';

/**
 * The rules of a product form that need the database: what it names must exist, and its URL name and SKUs
 * must be free. Each refusal names the form field, as the schema's own refusals do, so the form shows it
 * beside the field. Nothing has been written when one is thrown.
 */

export function fieldRefusal(code: AdminErrorCode, field: string, message: string): DomainError {
  return new DomainError(code, message, { fields: [{ field, message }] });
}

export async function checkProductReferences(
  tx: Queryable,
  form: ProductForm,
  before: AdminProduct | null,
): Promise<void> {
  const selfId = before?.displayProductId ?? 0;

  const categories = await tx.query<{ category_id: number }>(
    `select category_id from categories where category_id = any ($1::int[]) and kind = 'product'`,
    [form.categoryIds],
  );
  const unknownCategories = form.categoryIds.filter(
    (id) => !categories.rows.some((row) => row.category_id === id),
  );
  if (unknownCategories.length > 0) {
    throw fieldRefusal(
      'CATEGORY_NOT_FOUND',
      'categoryIds',
      `沒有此產品分類 No such product category: ${unknownCategories.join(', ')}`,
    );
  }

  const images = await tx.query<{ name: string }>(
    `select name from files where name = any ($1::text[]) and content_type like 'image/%'`,
    [form.images],
  );
  const unknownImages = form.images.filter((name) => !images.rows.some((row) => row.name === name));
  if (unknownImages.length > 0) {
    throw fieldRefusal('IMAGE_NOT_FOUND', 'images', `找不到圖片 No such image: ${unknownImages.join(', ')}`);
  }

  if (form.relatedIds.includes(selfId)) {
    throw fieldRefusal(
      'RELATED_NOT_FOUND',
      'relatedIds',
      '產品不可與自己相關 A product cannot be related to itself.',
    );
  }
  const related = await tx.query<{ display_product_id: number }>(
    'select display_product_id from display_products where display_product_id = any ($1::int[])',
    [form.relatedIds],
  );
  const unknownRelated = form.relatedIds.filter(
    (id) => !related.rows.some((row) => row.display_product_id === id),
  );
  if (unknownRelated.length > 0) {
    throw fieldRefusal(
      'RELATED_NOT_FOUND',
      'relatedIds',
      `沒有此產品 No such product: ${unknownRelated.join(', ')}`,
    );
  }

  const urlTaken = await tx.query(
    'select 1 from display_products where url_name = $1 and display_product_id <> $2',
    [form.urlName, selfId],
  );
  if (urlTaken.rows.length > 0) {
    throw fieldRefusal('URL_NAME_TAKEN', 'urlName', '此網址名稱已被使用 This URL name is taken.');
  }

  checkOptionsKept(form, before);
  await checkSkusFree(tx, form);
  await checkGroupItems(tx, form);
}

/**
 * Options are never deleted here: orders, carts and sets refer to them. An edit lists every existing option
 * (to stop selling one, take the product off sale or its stock to 0), and names no option of another product.
 */
function checkOptionsKept(form: ProductForm, before: AdminProduct | null): void {
  const own = new Set(before?.options.map((option) => option.productId) ?? []);
  form.options.forEach((option, index) => {
    if (option.productId !== undefined && !own.has(option.productId)) {
      throw fieldRefusal(
        'OPTION_NOT_FOUND',
        `options.${index}.productId`,
        `此產品沒有選項 ${option.productId} This product has no option ${option.productId}.`,
      );
    }
  });
  const kept = new Set(form.options.map((option) => option.productId));
  const dropped = [...own].filter((id) => !kept.has(id));
  if (dropped.length > 0) {
    throw fieldRefusal(
      'OPTION_REMOVAL_REFUSED',
      'options',
      `選項不可刪除，請改為下架或存貨為 0 Options cannot be removed (take the product off sale instead): ${dropped.join(', ')}`,
    );
  }
}

async function checkSkusFree(tx: Queryable, form: ProductForm): Promise<void> {
  const { rows } = await tx.query<{ sku: string; product_id: number }>(
    'select sku, product_id from products where lower(sku) = any ($1::text[])',
    [form.options.map((option) => option.sku.toLowerCase())],
  );
  form.options.forEach((option, index) => {
    const holder = rows.find((row) => row.sku.toLowerCase() === option.sku.toLowerCase());
    if (holder && holder.product_id !== option.productId) {
      throw fieldRefusal(
        'SKU_TAKEN',
        `options.${index}.sku`,
        `此貨號已被使用 This SKU is taken: ${option.sku}`,
      );
    }
  });
}

/** A set holds existing products that are not sets themselves, and never itself. */
async function checkGroupItems(tx: Queryable, form: ProductForm): Promise<void> {
  const ids = form.options.flatMap((option) => option.groupItems.map((item) => item.productId));
  if (ids.length === 0) return;
  const { rows } = await tx.query<{ product_id: number }>(
    'select product_id from products where product_id = any ($1::int[]) and not is_group',
    [ids],
  );
  form.options.forEach((option, index) => {
    for (const item of option.groupItems) {
      if (item.productId === option.productId || !rows.some((row) => row.product_id === item.productId)) {
        throw fieldRefusal(
          'GROUP_ITEM_NOT_FOUND',
          `options.${index}.groupItems`,
          `組合不可包含此產品 A set cannot hold product ${item.productId} (unknown, a set itself, or this option).`,
        );
      }
    }
  });
}

/**
 * Hashtag ids for the typed names: an existing tag of the same name (case-insensitive), else a new one. New
 * ids are taken under a transaction lock, so two products saved at once never pick the same id.
 */
export async function resolveHashtags(tx: Queryable, names: readonly string[]): Promise<number[]> {
  const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  if (unique.length === 0) return [];
  await tx.query("select pg_advisory_xact_lock(hashtext('shop.hashtags'))");
  const ids: number[] = [];
  for (const name of unique) {
    const { rows } = await tx.query<{ hashtag_id: number }>(
      'select hashtag_id from hashtags where lower(hashtag_name) = lower($1) order by hashtag_id limit 1',
      [name],
    );
    if (rows[0]) {
      ids.push(rows[0].hashtag_id);
      continue;
    }
    const created = await tx.query<{ hashtag_id: number }>(
      `insert into hashtags (hashtag_id, hashtag_name)
       select coalesce(max(hashtag_id), 0) + 1, $1 from hashtags returning hashtag_id`,
      [name],
    );
    ids.push(created.rows[0]!.hashtag_id);
  }
  return ids;
}

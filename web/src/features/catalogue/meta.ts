import { config } from '../../lib/config.ts';

/**
 * The shop's names in both languages: a metatitle is written in one ("… | 悅港生活") and stays so when the
 * shopper reads the shop in the other.
 */
const SHOP_NAMES: readonly string[] = [config.shop.name, config.shop.nameEn];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page name to put before " | shop" from a category's or product's metatitle, which may already end in
 * one of the shop's names ("全部產品 | 悅港生活"): the suffix is dropped so the title does not name the shop
 * twice, in either language. An empty metatitle falls back to the item's name.
 */
export function pageNameFromMeta(
  metatitle: string | null | undefined,
  fallback: string,
  shopNames: readonly string[] = SHOP_NAMES,
): string {
  const title = (metatitle ?? '').trim();
  if (title === '') return fallback;
  const suffix = new RegExp(`\\s*[|｜]\\s*(?:${shopNames.map(escapeRegExp).join('|')})\\s*$`);
  const name = title.replace(suffix, '').trim();
  return name === '' ? fallback : name;
}

/** Category ids 90001–99999 list articles instead of products (spec 000 §2, §9). */
export function isArticleCategory(id: string | number): boolean {
  const text = String(id).trim();
  if (!/^\d+$/.test(text)) return false;
  const value = Number(text);
  return value > 90000 && value <= 99999;
}

/** `all` lists every product; its banner and texts belong to category 1 (spec 000 §2). */
export const ALL_PRODUCTS_CATEGORY_ID = 1;

/** Categories every product is in, or that only group offers: never a product's place in the breadcrumb. */
const NOT_A_HOME_CATEGORY = new Set([1, 60000, 70000, 80000]);

/** The category a product page's breadcrumb names: its first that is a real place in the catalogue. */
export function homeCategoryOf<Category extends { categoryId: number }>(product: {
  categories: readonly Category[];
}): Category | undefined {
  return product.categories.find((category) => !NOT_A_HOME_CATEGORY.has(category.categoryId));
}

/**
 * The page name to put before " | shop" from a category's or product's metatitle, which may already end in
 * the shop's name ("全部產品 | 悅港生活"): the suffix is dropped so the title does not name the shop twice.
 * An empty metatitle falls back to the item's name.
 */
export function pageNameFromMeta(
  metatitle: string | null | undefined,
  fallback: string,
  shop: string,
): string {
  const title = (metatitle ?? '').trim();
  if (title === '') return fallback;
  const suffix = new RegExp(`\\s*[|｜]\\s*${shop.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
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

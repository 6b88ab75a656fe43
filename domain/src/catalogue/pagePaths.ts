/**
 * The one address of each storefront page (web/src/app/router.tsx), for the canonical links the server
 * renders (web/src/server/pageHead.ts) and the sitemap (bff/src/seo/sitemap.ts), which must agree.
 */

/** Categories the shop shows under a path of their own (/offer, /chinese). */
export const NAMED_CATEGORY_PATHS: readonly string[] = ['offer', 'chinese'];

/** Category 1 lists every product, at /category/all. */
const ALL_PRODUCTS_CATEGORY_ID = 1;

export function categoryPath(category: { categoryId: number; categoryUrlNaming: string | null }): string {
  const naming = category.categoryUrlNaming;
  if (naming !== null && NAMED_CATEGORY_PATHS.includes(naming)) return `/${naming}`;
  if (category.categoryId === ALL_PRODUCTS_CATEGORY_ID) return '/category/all';
  return `/category/${category.categoryId}`;
}

/** `urlName`: the display product's url name, else its id (the API's `urlName`). */
export function productPath(urlName: string): string {
  return `/product/${encodeURIComponent(urlName)}`;
}

export function articlePath(articleId: number): string {
  return `/article/${articleId}`;
}

/**
 * The page contents the shop shows under a path of their own (spec 001 §2: /faq, /club …), by id, as
 * web/src/features/content/pages.ts maps them (a test there checks the two agree).
 */
export const CONTENT_PAGE_PATHS: Readonly<Record<number, string>> = {
  3: '/brand_story',
  5: '/privacy_statement',
  8: '/termsandconditions',
  10: '/online_shop_info',
  12: '/club',
  13: '/tips',
  16: '/ingredients',
  17: '/hair_case',
  18: '/faq',
};

/** A page content's own path, else /page_content/{id}. */
export function pageContentPath(pageContentId: number): string {
  return CONTENT_PAGE_PATHS[pageContentId] ?? `/page_content/${pageContentId}`;
}

/** "name | 悅港生活" (spec 001: page titles follow "name | the shop"); the shop alone when there is no name. */
export function formatPageTitle(page: string | undefined, shop: string): string {
  const name = page?.trim();
  return name ? `${name} | ${shop}` : shop;
}

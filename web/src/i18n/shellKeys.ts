/**
 * Which messages travel in the first view. The shell (header, menus, footer, notices, the cart's and the
 * favourites' confirmations, product cards) and the home page need these; the member area, the cart page,
 * the catalogue's other pages and the content pages bring the complete catalogue with their route chunk
 * (app/router.tsx) and it also loads once the first view has settled (lib/afterFirstView.ts).
 */
const DEFERRED_PREFIXES = [
  'content.',
  'catalogue.article.',
  'catalogue.articles.',
  'catalogue.breadcrumb.',
  'catalogue.category.',
  'catalogue.crm.',
  'catalogue.gallery.',
  'catalogue.product.',
  'catalogue.quantity.',
  'catalogue.search.',
  'catalogue.share.',
  'catalogue.stock.',
  'cart.',
  'account.',
] as const;

/** Kept in the first view although their area is deferred: the shell shows them. */
const SHELL_PREFIXES = [
  'account.menu.',
  'account.notice.',
  'cart.added.',
  'cart.outOfStock.',
  'cart.merge.',
  'cart.notice.',
  'cart.stock.',
  'cart.listSeparator',
  'cart.addFailed',
  'cart.close',
] as const;

export function isShellKey(key: string): boolean {
  if (SHELL_PREFIXES.some((prefix) => key.startsWith(prefix))) return true;
  return !DEFERRED_PREFIXES.some((prefix) => key.startsWith(prefix));
}

export function shellPart<T extends Record<string, unknown>>(messages: T): Partial<T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => isShellKey(key))) as Partial<T>;
}

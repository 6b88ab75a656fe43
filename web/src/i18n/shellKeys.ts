/**
 * Which messages travel in the first view: those of the shell (header, menus, error notices, product cards)
 * and of the home page. The rest come with the complete catalogue, which loads once the first view has
 * settled (lib/afterFirstView.ts) and, sooner if needed, with whatever needs it:
 * - every page outside the first view, with its route chunk (app/router.tsx `withAllMessages`);
 * - the shell's parts that load after the first view (lib/deferred.tsx `deferred`: the footer,
 *   back-to-top, update prompt, session notices, the cart's and the favourites' confirmations, the home
 *   page's video strip and shop messages);
 * - the parts mounted on demand (lib/deferred.tsx `onDemand`: the search pop-up, the favourites panel,
 *   the member's menu, the main menu's panels, the home page's product tabs).
 */
const LATER_PREFIXES = [
  // Pages outside the first view.
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
  'catalogue.icon.',
  'catalogue.countdown.',
  'listing.',
  'cart.',
  'account.',
  'favourites.',
  'checkout.',
  'orders.',
  'order_status_',
  // Parts of the shell and the home page that load later or on demand.
  'catalogue.shopMessages.',
  'catalogue.video.',
  'catalogue.tabs.',
  'catalogue.viewAll',
  'productCard.',
  'price.',
  'sectionError.',
  'footer.',
  'social.',
  'payment.',
  'update.',
  'install.',
  'search.',
  'menu.',
  'language.',
  // Read by the build (index.html's and the manifest's description), never by the app.
  'app.description',
] as const;

/** Named by the first view although their prefix is a later part's. */
const FIRST_VIEW_KEYS: ReadonlySet<string> = new Set([
  // The menu's student zone, whose panel loads on demand.
  'menu.studentZone',
  // The header's heart, and its panel while the panel loads.
  'favourites.menu.open',
  'favourites.loading',
]);

export function isShellKey(key: string): boolean {
  return FIRST_VIEW_KEYS.has(key) || !LATER_PREFIXES.some((prefix) => key.startsWith(prefix));
}

export function shellPart<T extends Record<string, unknown>>(messages: T): Partial<T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => isShellKey(key))) as Partial<T>;
}

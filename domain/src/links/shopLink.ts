/**
 * The one reading of a link that staff type into the back office (banners, marketing events, shop messages)
 * and the storefront follows. A link is either
 *
 * - a path of the shop ("/category/80000"): it must stay on the shop's origin when the browser's URL parser
 *   (WHATWG URL) reads it against that origin. "//evil.example", "/\evil.example" and "\\evil.example" are
 *   other hosts to a browser, though they look like paths; or
 * - an absolute https address of another site ("https://brand.example/campaign"), opened in a new tab.
 *   Staff may link a partner's page from any of these fields; plain http (readable and changeable on the
 *   way) and addresses with a user name ("https://shop.hk@evil.example" reads as shop.hk but goes to
 *   evil.example) are refused.
 *
 * Control characters, spaces, tabs and line breaks are refused anywhere: the parser drops tabs and line
 * breaks inside a URL ("/\t/evil.example" becomes "//evil.example"), so what staff see would not be what
 * the browser follows. A backslash is refused anywhere too: the parser reads it as "/".
 */
export type ShopLink = { kind: 'path'; path: string } | { kind: 'external'; href: string };

/** Any origin reads a path alike: only its host would change, and that is what is checked. */
const PROBE_ORIGIN = 'https://shop.invalid';

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;

/** The link as the browser will follow it, or null when it is not a link the shop takes. */
export function readShopLink(link: string): ShopLink | null {
  if (link === '' || link.length > 2000 || UNSAFE_CHARACTERS.test(link)) return null;
  if (link.startsWith('/')) {
    if (link.startsWith('//')) return null;
    const url = parse(link, PROBE_ORIGIN);
    if (!url || url.origin !== PROBE_ORIGIN) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // "/.//evil.example" stays on the shop, but its path "//evil.example" would not, stored or routed.
    if (path.startsWith('//')) return null;
    return { kind: 'path', path };
  }
  if (!/^https:\/\//i.test(link)) return null;
  const url = parse(link);
  if (url?.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') {
    return null;
  }
  return { kind: 'external', href: url.href };
}

/** The link as it is stored: the path or address the browser will follow ('' stays ''), or null if refused. */
export function normaliseShopLink(link: string): string | null {
  if (link === '') return '';
  const read = readShopLink(link);
  if (!read) return null;
  return read.kind === 'path' ? read.path : read.href;
}

function parse(link: string, base?: string): URL | null {
  try {
    return new URL(link, base);
  } catch {
    return null;
  }
}

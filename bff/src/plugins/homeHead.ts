import type { FastifyInstance } from 'fastify';

/**
 * The home page's largest paint is the first carousel banner, which the app could only discover after its
 * JavaScript ran and the banner list arrived. For `/` the server already knows both: it writes the banner
 * and video lists into index.html (the home loader takes them instead of fetching) and preloads the first
 * banner's picture for each screen width, so the image downloads beside the scripts.
 */

/** Same breakpoint and position as web/src/features/catalogue/home (BannerCarousel, homeData). */
const MOBILE_MEDIA = '(max-width: 639px)';
const DESKTOP_MEDIA = '(min-width: 640px)';
const CAROUSEL_POSITION = 1;
export const HOME_DATA_ELEMENT_ID = 'home-data';

interface Banner {
  bannerPosition: number | null;
  bannerContent: string | null;
  mobileBannerContent: string | null;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/** JSON that cannot close its <script> element or open a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function fileUrl(name: string): string {
  return `/api/file/${encodeURIComponent(name)}`;
}

function imagePreload(href: string, media: string): string {
  return `<link rel="preload" as="image" href="${escapeAttribute(href)}" media="${media}" fetchpriority="high">`;
}

/** The part of Vite's build manifest (web/dist/.vite/manifest.json) read here. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
export const HOME_PAGE_MODULE = 'src/features/catalogue/home/HomePage.tsx';

/** The home page's chunk, everything it imports and their stylesheets, preloaded (the router would ask later). */
export function homeModulePreloads(manifest: BuildManifest | null, shell: string): string {
  if (!manifest?.[HOME_PAGE_MODULE]) return '';
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const css of entry.css ?? []) styles.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(HOME_PAGE_MODULE);
  const fresh = (file: string) => !shell.includes(`/${file}"`);
  return [
    ...[...files]
      .filter(fresh)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
    // The chunks' stylesheets too: the router would only ask for them once the home chunk had run.
    ...[...styles]
      .filter(fresh)
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}">`),
  ].join('');
}

/** The `<head>` additions for `/`: the first banner's preloads and the home data; '' when none answer. */
export function homeHead(banners: unknown, videos: unknown): string {
  const parts: string[] = [];
  const list = Array.isArray(banners) ? (banners as Banner[]) : null;
  const first = list?.find((banner) => banner.bannerPosition === CAROUSEL_POSITION);
  if (first) {
    const desktop = first.bannerContent ?? first.mobileBannerContent;
    if (first.mobileBannerContent) parts.push(imagePreload(fileUrl(first.mobileBannerContent), MOBILE_MEDIA));
    if (desktop) {
      parts.push(imagePreload(fileUrl(desktop), first.mobileBannerContent ? DESKTOP_MEDIA : 'all'));
    }
  }
  if (list && Array.isArray(videos)) {
    parts.push(
      `<script type="application/json" id="${HOME_DATA_ELEMENT_ID}">${scriptSafeJson({ banners: list, videos })}</script>`,
    );
  }
  return parts.join('');
}

async function getJson(app: FastifyInstance, url: string): Promise<unknown> {
  try {
    const response = await app.inject({ method: 'GET', url });
    return response.statusCode === 200 ? response.json() : null;
  } catch {
    return null;
  }
}

/** index.html for `/` with the home page's data and banner preloads; the plain shell when they fail. */
export async function homeHtml(
  app: FastifyInstance,
  shell: string,
  manifest: BuildManifest | null = null,
): Promise<string> {
  const [banners, videos] = await Promise.all([
    getJson(app, '/api/marketingEvent/banner/allWithPriority'),
    getJson(app, '/api/videoBanner/all'),
  ]);
  const preloads = homeHead(banners, videos);
  const modules = homeModulePreloads(manifest, shell);
  if ((preloads === '' && modules === '') || !shell.includes('</head>')) return shell;
  // The picture before the scripts and stylesheets, so it is requested first; the home chunk after them.
  const at = shell.search(/<script|<link rel="(?:modulepreload|stylesheet)"/);
  const index = at === -1 || at > shell.indexOf('</head>') ? shell.indexOf('</head>') : at;
  const withPreloads =
    preloads === '' ? shell : `${shell.slice(0, index)}${preloads}\n    ${shell.slice(index)}`;
  return withPreloads.replace('</head>', `${modules}</head>`);
}

/**
 * Puts a page the server rendered (web/src/server/render.tsx) into the built index.html: its language, title
 * and description, its link-preview and search tags (canonical, hreflang, Open Graph, JSON-LD), its chunks and
 * their stylesheets in the head, its markup in #root and its loaders' data beside it for the browser's
 * hydration (web/src/app/servedPage.ts).
 */

/** What the web app's server renderer answers (web/src/server/render.tsx ServerPage). */
export interface RenderedPage {
  html: string;
  title: string | null;
  description: string | null;
  /** The page's language, for <html lang>. */
  lang: string;
  /** Tags for the head, escaped by the renderer (web/src/server/pageHead.ts). */
  head: string;
  modules: readonly string[];
  data: unknown;
}

/** The part of Vite's build manifest (web/dist/.vite/manifest.json) read here. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** Same as web/src/app/servedPage.ts. */
export const SERVED_PAGE_ELEMENT_ID = 'served-page';
const ROOT = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/** JSON that cannot close its <script> element or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The app's start, whose code and stylesheets every page needs (web/src/startApp.tsx). */
export const APP_START_MODULE = 'src/startApp.tsx';

/** The chunks of these modules with everything they import, and their stylesheets, minus the shell's own. */
export function pageAssets(
  manifest: BuildManifest | null,
  modules: readonly string[],
  shell: string,
): { scripts: string[]; styles: string[] } {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest?.[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const css of entry.css ?? []) styles.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const module of [APP_START_MODULE, ...modules]) visit(module);
  const fresh = (file: string) => !shell.includes(`/${file}"`);
  return {
    scripts: [...files].filter(fresh).map((file) => `/${file}`),
    styles: [...styles].filter(fresh).map((file) => `/${file}`),
  };
}

/** index.html with the rendered page in it; the shell unchanged when it has no empty #root to fill. */
export function pageHtml(shell: string, page: RenderedPage, manifest: BuildManifest | null): string {
  if (!shell.includes(ROOT) || !shell.includes('</head>')) return shell;
  const title = page.title === null ? null : `<title>${escapeHtml(page.title)}</title>`;
  const { scripts, styles } = pageAssets(manifest, page.modules, shell);
  // Stylesheets linked, not preloaded: the markup is on screen before any script runs. The scripts are only
  // named: the entry fetches them once the page's picture is painted (web/src/main.tsx).
  const links = styles
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  const data = `<script type="application/json" id="${SERVED_PAGE_ELEMENT_ID}" data-modules="${escapeHtml(scripts.join(' '))}">${scriptSafeJson(page.data)}</script>`;
  // Replacer functions: a page's text may hold `$&` and the like, which a replacement string would expand.
  const described =
    page.description === null
      ? shell
      : shell.replace(
          /(<meta name="description" content=")[^"]*"/,
          (_match, start: string) => `${start}${escapeHtml(page.description ?? '')}"`,
        );
  return (
    (title ? described.replace(/<title>[^<]*<\/title>/, () => title) : described)
      .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.lang)}"`)
      // The page is on screen without its scripts: they come after its stylesheets and pictures.
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace('</head>', () => `${page.head}${links}</head>`)
      .replace(ROOT, () => `<div id="root">${page.html}</div>${data}`)
  );
}

/**
 * index.html for a page the browser renders (member pages, the cart, a failed render): the app's start is
 * preloaded beside the entry instead of after it, one round trip sooner.
 */
export function shellHtml(shell: string, manifest: BuildManifest | null): string {
  const { scripts, styles } = pageAssets(manifest, [], shell);
  if (!shell.includes('</head>') || (scripts.length === 0 && styles.length === 0)) return shell;
  const links = [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  ].join('');
  return shell.replace('</head>', () => `${links}</head>`);
}

import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The paths README.md and docs/*.md name in backticks (`bff/src/orders/`, `routes/order/place.ts`) must
 * exist, so a file that moves takes its mentions with it. A path may be named from the repository's root or
 * from any folder (`cart/coupons.ts` for bff/src/cart/coupons.ts): it exists when some file of the repository
 * ends with it, or some folder does for a path ending in `/`.
 */

/** `dir/file.ext` or `dir/`: at least one slash, no spaces, placeholders (`<area>`), globs or ellipses. */
const PATH = /^(?:[\w@.-]+\/)+(?:[\w@-]+(?:\.[\w-]+)*\.[a-z]{1,5})?$/i;

/**
 * What the shop writes when it is built or runs, never in the repository: the builds (`bff/dist/main.js`,
 * `web/dist-server/render.js`), files under a configured folder (`DATA_DIR/vapid-keys.json`) and KurrentDB's
 * data folders (`index/`).
 */
const WRITTEN_WHEN_RUN = [/(?:^|\/)dist(?:-server)?\//, /^[A-Z][A-Z_]*\//, /^index\//];

export function namedPaths(markdown: string): string[] {
  const named = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
  return [
    ...new Set(
      named.filter(
        (text) =>
          PATH.test(text) &&
          !text.startsWith('.') &&
          isRepoPath(text) &&
          !WRITTEN_WHEN_RUN.some((written) => written.test(text)),
      ),
    ),
  ];
}

/** A path with an extension, or a folder: `order/member/add` (a URL) and `image/webp` (a type) are neither. */
function isRepoPath(text: string): boolean {
  return text.endsWith('/') || /\.[a-z]{1,5}$/i.test(text.split('/').pop() ?? '');
}

/** The repository's files (tracked, or new and not ignored), relative to the root with forward slashes. */
export function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file !== '');
}

export function pathExists(path: string, files: readonly string[]): boolean {
  const suffix = `/${path}`;
  return path.endsWith('/')
    ? files.some((file) => `/${file}`.includes(suffix))
    : files.some((file) => file === path || file.endsWith(suffix));
}

/** The documents checked: the README and every page of docs/. */
export function documents(root: string): string[] {
  const pages = readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md'));
  return ['README.md', ...pages.map((name) => `docs/${name}`)];
}

/** One line per path a document names that no file of the repository has. */
export function missingPaths(root: string, files: readonly string[]): string[] {
  return documents(root).flatMap((document) =>
    namedPaths(readFileSync(join(root, document), 'utf8'))
      .filter((path) => !pathExists(path, files))
      .map((path) => `${document} names \`${path}\`, which does not exist`),
  );
}

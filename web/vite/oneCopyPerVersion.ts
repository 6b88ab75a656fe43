import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE_PATH = /^(.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+))[\\/](.*)$/;

/**
 * One copy of each package version in the bundle. npm nests a second copy of a package when another version
 * already holds the top of node_modules: react-intl and @formatjs/intl each get their own intl-messageformat
 * 12 because lighthouse keeps version 10 at the top. Identical code twice costs the first view about 2 KB gzip.
 * Every import that resolves into a copy of a name and version seen before goes to the first copy; other
 * versions are left as they are.
 */
export function oneCopyPerVersion(): Plugin {
  const firstCopy = new Map<string, string>();
  const versionOf = new Map<string, string>();

  function version(packageDir: string): string {
    let known = versionOf.get(packageDir);
    if (known === undefined) {
      known = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string })
        .version;
      versionOf.set(packageDir, known);
    }
    return known;
  }

  return {
    name: 'one-copy-per-version',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // Only bare package imports lead into node_modules; relative ones stay inside the package they are in.
      if (!importer || /^[./\0]/.test(source) || /^[a-z]:/i.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const match = resolved && !resolved.external ? PACKAGE_PATH.exec(resolved.id) : null;
      if (!resolved || !match) return resolved;
      const [, packageDir = '', name = '', rest = ''] = match;
      const key = `${name}@${version(packageDir)}`;
      const first = firstCopy.get(key);
      if (first === undefined) firstCopy.set(key, packageDir);
      return first === undefined || first === packageDir ? resolved : { ...resolved, id: join(first, rest) };
    },
  };
}

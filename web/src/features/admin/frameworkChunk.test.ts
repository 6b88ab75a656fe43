import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * react-router is one module in the storefront's framework chunk, and whatever any chunk imports from it is
 * bundled there: the back office's `<Routes>`/`<Route>` pulled `createRoutesFromChildren` (419 B gzip) into
 * the first view of every shopper. Sections route with `useRoutes`, which the data router carries anyway.
 */
const adminDir = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the back office adds nothing to the storefront’s framework chunk', () => {
  it('imports neither Routes nor Route from react-router', () => {
    const offenders = sources(adminDir).filter((file) =>
      /import\s*\{[^}]*\b(Routes|Route)\b[^}]*\}\s*from\s*'react-router'/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => relative(adminDir, file))).toEqual([]);
  });
});

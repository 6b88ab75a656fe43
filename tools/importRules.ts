import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The import rules of docs/architecture.md, as data and one checker:
 * - packages: domain imports zod only; projections imports domain; bff imports domain and projections;
 *   web imports domain; no package reaches into another by a relative path;
 * - the web's layers (bulletproof-react's): shared code (lib, components, hooks, i18n, styles) imports
 *   shared code only; a feature imports shared code and itself, never another feature or the app; the
 *   app (router, providers, the message catalogues) imports features and shared code; the entries (main,
 *   startApp, server) import anything.
 * Type-only imports count: a type from another feature couples the two as much as a value does.
 */

export const PACKAGES = ['domain', 'projections', 'bff', 'web'] as const;
export type PackageName = (typeof PACKAGES)[number];

/** The workspace packages each package may import. */
const WORKSPACE_IMPORTS: Record<PackageName, readonly PackageName[]> = {
  domain: [],
  projections: ['domain'],
  bff: ['domain', 'projections'],
  web: ['domain'],
};

/** Domain is pure: zod and nothing else (no I/O, not even node's built-ins). Its tests add their tools. */
const DOMAIN_LIBRARIES = ['zod'];
const TEST_TOOLS = ['vitest', 'fast-check', '@playwright/test'];

const SHARED_FOLDERS = ['lib', 'components', 'hooks', 'i18n', 'styles'];

/** Where a file of web/src sits among the layers. */
export type WebLayer =
  | { kind: 'shared' }
  | { kind: 'feature'; name: string }
  | { kind: 'app' }
  | { kind: 'entry' };

export function webLayer(pathInSrc: string): WebLayer {
  const [top, second] = pathInSrc.split('/');
  if (top === 'features' && second) return { kind: 'feature', name: second };
  if (top === 'app') return { kind: 'app' };
  if (top && SHARED_FOLDERS.includes(top)) return { kind: 'shared' };
  return { kind: 'entry' };
}

function describeLayer(layer: WebLayer): string {
  return layer.kind === 'feature'
    ? `features/${layer.name}`
    : layer.kind === 'shared'
      ? 'shared code'
      : layer.kind;
}

/** Why `from` may not import `to` (both web/src layers), or null when it may. */
export function webLayerBreak(from: WebLayer, to: WebLayer): string | null {
  if (from.kind === 'entry' || to.kind === 'shared') return null;
  if (from.kind === 'app') return to.kind === 'entry' ? 'the app never imports an entry' : null;
  if (from.kind === 'feature' && to.kind === 'feature' && to.name === from.name) return null;
  if (from.kind === 'feature' && to.kind === 'feature') return 'features never import each other';
  return `${describeLayer(from)} never imports ${describeLayer(to)}`;
}

/** Every module specifier a source file names: static, type-only, re-exports and dynamic imports. */
export function importSpecifiers(code: string): string[] {
  return ts.preProcessFile(code, true, true).importedFiles.map((file) => file.fileName);
}

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Tests, their helpers (`testing/` folders) and e2e specs: they may use test tools and node's built-ins. */
const isTestFile = (path: string) =>
  /\.test\.tsx?$/.test(path) || path.includes('/e2e/') || path.includes('/testing/');

/**
 * Why one import of one file breaks a rule, or null. `file` is relative to the repository's root with
 * forward slashes (`web/src/lib/intl.tsx`); relative specifiers are resolved against it.
 */
export function importBreak(file: string, specifier: string): string | null {
  const owner = file.split('/')[0] as PackageName;
  if (!PACKAGES.includes(owner)) return null;
  if (specifier.startsWith('.')) {
    const target = join(dirname(file), specifier).split(sep).join('/');
    if (!target.startsWith(`${owner}/`)) return `${owner} reaches outside its package by a relative path`;
    if (owner !== 'web' || !file.startsWith('web/src/') || !target.startsWith('web/src/')) return null;
    return webLayerBreak(webLayer(file.slice('web/src/'.length)), webLayer(target.slice('web/src/'.length)));
  }
  const name = packageOf(specifier);
  if (name.startsWith('@shop/')) {
    const target = name.slice('@shop/'.length) as PackageName;
    if (target === owner || WORKSPACE_IMPORTS[owner].includes(target)) return null;
    const allowed = WORKSPACE_IMPORTS[owner].map((p) => `@shop/${p}`).join(', ') || 'no other package';
    return `${owner} may import ${allowed}`;
  }
  if (owner !== 'domain') return null;
  if (DOMAIN_LIBRARIES.includes(name)) return null;
  if (isTestFile(file) && (TEST_TOOLS.includes(name) || specifier.startsWith('node:'))) return null;
  return `domain may import ${DOMAIN_LIBRARIES.join(', ')} only`;
}

export interface ImportOffence {
  file: string;
  specifier: string;
  rule: string;
}

export function offencesIn(file: string, code: string): ImportOffence[] {
  return importSpecifiers(code).flatMap((specifier) => {
    const rule = importBreak(file, specifier);
    return rule ? [{ file, specifier, rule }] : [];
  });
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'dev-dist', 'data', 'coverage']);

/** The TypeScript sources of a package, relative to the repository's root. */
export function packageSources(root: string, name: PackageName): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) return [];
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return /\.(?:m?ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
  return walk(resolve(root, name)).map((path) => relative(root, path).split(sep).join('/'));
}

export function repositoryOffences(root: string): ImportOffence[] {
  return PACKAGES.flatMap((name) =>
    packageSources(root, name).flatMap((file) => offencesIn(file, readFileSync(join(root, file), 'utf8'))),
  );
}

export function formatOffences(offences: readonly ImportOffence[]): string {
  return offences.map(({ file, specifier, rule }) => `${file} imports '${specifier}': ${rule}`).join('\n');
}

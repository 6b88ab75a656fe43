/**
 * Bundles the bff into plain JavaScript (`bff/dist/main.js` and its chunks) for production: `node
 * bff/dist/main.js` starts without tsx, whose loader thread and kept sources and maps cost memory. Packages
 * that carry native code or load files relative to themselves stay outside the bundle (node_modules); the
 * TypeScript of the workspaces and the rest of the JavaScript go in.
 *
 *   npm run build -w @shop/bff        (node --import tsx scripts/build.ts)
 */
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build } from 'esbuild';

export const BFF_DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const ENTRY = fileURLToPath(new URL('../src/main.ts', import.meta.url));

const EXTERNAL = [
  'sharp', // libvips, native
  '@electric-sql/pglite', // reads its .wasm and .data beside itself
  '@kurrent/kurrentdb-client', // gRPC with protobuf files
  'pg-native', // pg's optional native driver, never installed here
];

export const bffBuildOptions = {
  entryPoints: { main: ENTRY },
  outdir: BFF_DIST,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // A module imported with `import()` (the KurrentDB store) gets a chunk of its own, so its external
  // packages load when it does. Chunks stay beside main.js: src/bffDir.ts relies on that depth.
  splitting: true,
  chunkNames: '[name]-[hash]',
  external: EXTERNAL,
  // The CommonJS packages bundled here call require() for node's own modules.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  // Not read at run time (node maps stack traces only with --enable-source-maps); kept for debugging.
  sourcemap: 'linked',
  // V8 keeps every script's source in the heap, as two bytes a character if one is not Latin-1 (a comment
  // with "×"): without comments and blanks, and ASCII only, the source held is a third of the size.
  minifyWhitespace: true,
  minifySyntax: true,
  charset: 'ascii',
  legalComments: 'linked',
  logLevel: 'warning',
} satisfies BuildOptions;

export async function buildBff(): Promise<void> {
  await rm(BFF_DIST, { recursive: true, force: true });
  await build(bffBuildOptions);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildBff();

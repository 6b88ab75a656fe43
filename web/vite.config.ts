import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { en } from './src/app/messages/en.ts';
import { zhHK } from './src/app/messages/zh-HK.ts';
import { adminEn, adminZhHK } from './src/features/admin/messages.ts';
import { shellPart } from './src/i18n/shellKeys.ts';
import { compileMessages, type Messages } from './src/lib/intl.tsx';
import {
  CATALOGUE_CACHE,
  catalogueExpiration,
  catalogueRequests,
  IMAGE_CACHE,
  imageExpiration,
  imageRequests,
} from './src/lib/runtimeCaching.ts';
import { navigateFallbackDenylist, neverCachedRequests } from './src/lib/serviceWorkerPolicy.ts';
import { resolveShopIdentity, type ShopIdentity } from './src/lib/shopIdentity.ts';
import { dropLibraryDisplayNames } from './vite/dropLibraryDisplayNames.ts';

/** Chunks the first view loads, named in the build so benches and profiles can tell them apart. */
/**
 * The back office's chunks (and Chart.js, which only its reports use) carry this prefix so that the service
 * worker leaves them out of its precache: a shopper's phone never downloads the staff's screens.
 */
const BACK_OFFICE_CHUNK_PREFIX = 'assets/admin-';
const isBackOfficeChunk = (moduleIds: readonly string[]) =>
  moduleIds.length > 0 &&
  moduleIds.every(
    (id) =>
      id.includes('/src/features/admin/') ||
      id.includes('/node_modules/chart.js/') ||
      id.includes('/node_modules/@kurkle/'),
  );

const NAMED_CHUNKS = new Set([
  'framework',
  'shell',
  'boot',
  'startApp',
  'pageKit',
  'HomePage',
  'rolldown-runtime',
]);

import { oneCopyPerVersion } from './vite/oneCopyPerVersion.ts';

/** The chunks the entry's import of the app's start loads: every other chunk runs after them. */
const APP_START_CHUNKS = /\/(?:framework|shell|boot|rolldown-runtime|startApp)-/;

/**
 * What a dynamic import preloads beside the chunk it imports (Vite's preload list, whose file names the
 * importing chunk carries, the shell's among them). Not the app's start chunks, loaded before any chunk but the
 * entry can run; not the imported chunk itself, which the import requests at the same moment.
 */
function preloadedBeside(file: string, deps: string[], { hostId }: { hostId: string }): string[] {
  if (hostId.includes('/index-')) return deps;
  return deps.filter((dep) => dep !== file && !APP_START_CHUNKS.test(dep));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/** index.html carries the demo shop's name; a deployment with another name gets its own in the HTML too. */
function shopIdentityHtml(shop: ShopIdentity, description: string): Plugin {
  return {
    name: 'shop-identity-html',
    transformIndexHtml(html) {
      return html
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shop.name)}</title>`)
        .replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${shop.brandColour}"`)
        .replace(/(<meta name="description" content=")[^"]*"/, `$1${escapeHtml(description)}"`);
    },
  };
}

/**
 * Ships the catalogues as parsed ICU trees so the browser never needs the message parser (formatjs's
 * documented "no-parser" setup: about 12 KB gzip less in the first view). Build only: dev keeps strings.
 */
function precompiledMessages(): Plugin {
  const compiledZhHK = compileMessages(zhHK, 'zh-HK');
  const catalogues = [
    { file: '/src/app/messages/zh-HK.ts', exports: { zhHK: compiledZhHK } },
    // The first view's part alone (i18n/shellKeys.ts): the complete catalogue loads with later pages.
    { file: '/src/app/messages/shell.ts', exports: { shellZhHK: shellPart(compiledZhHK) } },
    { file: '/src/app/messages/en.ts', exports: { en: compileMessages(en, 'en') } },
    // The back office's own catalogue, in its own chunk.
    {
      file: '/src/features/admin/messages.ts',
      exports: {
        adminZhHK: compileMessages(adminZhHK as unknown as Messages, 'zh-HK'),
        adminEn: compileMessages(adminEn as unknown as Messages, 'en'),
      },
    },
  ];
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    transform(_code, id) {
      const path = id.split('?')[0] ?? id;
      const catalogue = catalogues.find((c) => path.endsWith(c.file));
      if (!catalogue) return null;
      const code = Object.entries(catalogue.exports)
        .map(
          ([name, messages]) =>
            `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`,
        )
        .join('');
      return { code, map: null };
    },
  };
}

/**
 * Writes .br and .gz beside each hashed script and stylesheet so the server can send them as they are
 * (@fastify/static `preCompressed: true`) instead of compressing on every request.
 */
function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(resolved) {
      assetsDir = resolve(resolved.root, resolved.build.outDir, resolved.build.assetsDir);
    },
    closeBundle() {
      for (const file of readdirSync(assetsDir)) {
        if (!/\.(?:js|css)$/.test(file)) continue;
        const path = join(assetsDir, file);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The modules an entry imports statically (followed through static imports only). Those of the app's start
 * (startApp.tsx) are in every first view anyway; left alone, the bundler cuts them into a score of small
 * chunks (each one also shared with some page), and on HTTP/1.1 those queue six at a time. `graph.has(id)`
 * lets a chunk group gather them (`shell`, `pageKit` below).
 */
function staticGraph(entry: string): { plugin: Plugin; has: (id: string) => boolean } {
  const staticImports = new Map<string, readonly string[]>();
  let graph: Set<string> | null = null;
  return {
    plugin: {
      name: `static-graph:${entry}`,
      apply: 'build',
      moduleParsed(info) {
        staticImports.set(info.id, info.importedIds);
      },
    },
    has(id) {
      if (!graph) {
        graph = new Set();
        const start = [...staticImports.keys()].find((key) => key.endsWith(entry));
        const stack = start ? [start] : [];
        while (stack.length > 0) {
          const next = stack.pop() as string;
          if (graph.has(next)) continue;
          graph.add(next);
          stack.push(...(staticImports.get(next) ?? []));
        }
      }
      return graph.has(id);
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const shop = resolveShopIdentity(loadEnv(mode, import.meta.dirname, 'VITE_'));
  const description = zhHK['app.description'];
  const shell = staticGraph('/src/startApp.tsx');
  const home = staticGraph('/src/features/catalogue/home/HomePage.tsx');
  return {
    plugins: [
      oneCopyPerVersion(),
      dropLibraryDisplayNames(['react-router', 'react-intl']),
      react(),
      // The server renderer (`vite build --ssr`, server/render.tsx) takes no HTML, chunking or compression.
      ...(isSsrBuild ? [] : [shell.plugin, home.plugin]),
      precompiledMessages(),
      ...(isSsrBuild ? [] : [shopIdentityHtml(shop, description)]),
      VitePWA({
        strategies: 'generateSW',
        registerType: 'prompt',
        // UpdatePrompt registers through virtual:pwa-register/react.
        injectRegister: false,
        filename: 'sw.js',
        manifestFilename: 'manifest.webmanifest',
        includeAssets: ['icons/logo.svg', 'icons/apple-touch-icon.png'],
        manifest: {
          id: '/',
          name: shop.name,
          short_name: shop.shortName,
          description,
          lang: 'zh-HK',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: shop.brandColour,
          background_color: shop.backgroundColour,
          categories: ['shopping', 'lifestyle'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // The whole shell, every page chunk and the icons: any page the router knows opens offline.
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          // Not the back office, nor the link-preview picture (read by preview crawlers, never by the app).
          globIgnores: [`${BACK_OFFICE_CHUNK_PREFIX.replace('assets/', '**/')}*.js`, '**/icons/share-*.png'],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [...navigateFallbackDenylist],
          // The first install takes the open tab at once (so it works offline after one visit); later
          // releases wait for the shopper's "reload" in UpdatePrompt.
          clientsClaim: true,
          skipWaiting: false,
          cleanupOutdatedCaches: true,
          // Shows Web Push notifications and opens their page on a tap (public/push-sw.js, docs/push.md).
          importScripts: ['/push-sw.js'],
          // Registered before any caching rule the storefront adds: carts, orders, payments and member
          // data always go to the network. Then the catalogue and its images (src/lib/runtimeCaching.ts):
          // a page visited once opens offline with its pictures.
          runtimeCaching: [
            ...neverCachedRequests.map((urlPattern) => ({
              urlPattern,
              handler: 'NetworkOnly' as const,
            })),
            {
              urlPattern: catalogueRequests,
              method: 'GET' as const,
              handler: 'StaleWhileRevalidate' as const,
              options: {
                cacheName: CATALOGUE_CACHE,
                expiration: { ...catalogueExpiration },
                cacheableResponse: { statuses: [200] },
              },
            },
            {
              urlPattern: imageRequests,
              method: 'GET' as const,
              handler: 'CacheFirst' as const,
              options: {
                cacheName: IMAGE_CACHE,
                expiration: { ...imageExpiration },
                cacheableResponse: { statuses: [200] },
              },
            },
          ],
        },
        devOptions: { enabled: false },
      }),
      ...(isSsrBuild ? [] : [precompressAssets()]),
    ],
    resolve: {
      alias:
        command === 'build'
          ? [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
              },
            ]
          : [],
    },
    // The server renderer is one self-contained bundle with production React, whatever NODE_ENV the bff
    // runs with (React's development build renders several times slower).
    ssr: { noExternal: true },
    ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: isSsrBuild
      ? { target: 'node20', outDir: 'dist-server', emptyOutDir: true }
      : {
          target: 'es2022',
          // Every browser the shop serves knows <link rel=modulepreload> but Safari before 17, which then
          // loads the same chunks without the head start: no polyfill in the entry.
          modulePreload: {
            polyfill: false,
            resolveDependencies: preloadedBeside,
          },
          // dist/.vite/manifest.json: the bff names a served page's chunks for modulepreload (bff pageHtml.ts).
          manifest: true,
          rolldownOptions: {
            output: {
              // The shell carries the file name of every chunk a lazy page may need (Vite's preload table):
              // lazy chunks are named by their hash alone, which keeps that table, and so the first view,
              // small. The first view's own chunks keep their names, so a bench or a profile still reads them.
              chunkFileNames: (chunk) =>
                NAMED_CHUNKS.has(chunk.name)
                  ? 'assets/[name]-[hash].js'
                  : isBackOfficeChunk(chunk.moduleIds)
                    ? `${BACK_OFFICE_CHUNK_PREFIX}[hash].js`
                    : 'assets/[hash].js',
              // Stylesheets are in that table too.
              assetFileNames: (asset) =>
                asset.names.some((name) => name.endsWith('.css'))
                  ? 'assets/[hash][extname]'
                  : 'assets/[name]-[hash][extname]',
              codeSplitting: {
                groups: [
                  {
                    // Vite's preload helper apart from the entry: the shell's group would otherwise take the
                    // helper in (it is a dependency of the shell) and the entry would import the shell. Not in
                    // the entry's own chunk either: the entry awaits the app's start, which imports the helper,
                    // and that cycle with a top-level await would never finish.
                    name: 'boot',
                    priority: 30,
                    test: /vite\/preload-helper/,
                  },
                  {
                    // What every page needs, in one long-cached file; feature libraries (dexie, xstate, zod)
                    // stay in the chunks of the features that use them.
                    name: 'framework',
                    priority: 20,
                    test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|react-intl|@formatjs|intl-messageformat)[\\/]/,
                  },
                  {
                    // The rest of what the entry imports statically: one request instead of twenty.
                    name: 'shell',
                    priority: 10,
                    test: (id: string) => !id.includes('/src/startApp.tsx') && shell.has(id),
                  },
                  {
                    // The small helpers the home page shares with other pages (images, carousel, near-screen):
                    // one request in the first view instead of five tiny ones.
                    name: 'pageKit',
                    priority: 5,
                    minShareCount: 2,
                    test: (id: string) => home.has(id),
                  },
                ],
              },
            },
          },
        },
    server: {
      // `npm run dev -w @shop/web` next to a bff on its default port.
      proxy: { '/api': 'http://localhost:3000' },
    },
  };
});

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicOrigin } from '../http/publicOrigin.ts';
import { scriptNonce, withScriptNonce } from './contentSecurityPolicy.ts';
import { type BuildManifest, pageHtml, shellHtml } from './pageHtml.ts';
import { loadPageRenderer, type PageRenderer } from './serverRender.ts';

// push-sw.js: the service worker imports it, and the browser looks for a new release of it through the cache.
const NEVER_CACHED = new Set([
  '/index.html',
  '/sw.js',
  '/push-sw.js',
  '/manifest.webmanifest',
  '/registerSW.js',
]);

/**
 * GET page requests outside /api fall back to the app shell; everything else is a JSON 404. A path with a
 * file extension (a stale tab asking for an asset of an old release) is a 404, not the shell, so the
 * browser fails cleanly instead of parsing HTML as JavaScript.
 */
export function isPageRequest(method: string, url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return (
    (method === 'GET' || method === 'HEAD') &&
    !path.startsWith('/api/') &&
    path !== '/api' &&
    !/\.[a-z0-9]{1,8}$/i.test(path)
  );
}

/**
 * Serves the built PWA: hashed assets cached for a year, the shell and the service worker revalidated on
 * every load (so a new release reaches shoppers), and index.html for any page the client router handles.
 */
export interface WebAppOptions {
  webDist: string;
  /** The server renderer's module (web/dist-server/render.js); without it every page renders in the browser. */
  webServerEntry: string;
  /** The shop's public address (PUBLIC_URL): canonical and preview links are made on it. */
  publicUrl: string | undefined;
}

async function webApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const built = existsSync(join(options.webDist, 'index.html'));
  let renderPage: PageRenderer | null = null;
  let manifest: BuildManifest | null = null;
  // The built shell, read once: every page request starts from it.
  let shell = '';
  let plainShell = '';
  if (built) {
    [renderPage, manifest, shell] = await Promise.all([
      loadPageRenderer(app, options.webServerEntry),
      readFile(join(options.webDist, '.vite', 'manifest.json'), 'utf8')
        .then((text) => JSON.parse(text) as BuildManifest)
        .catch(() => null),
      readFile(join(options.webDist, 'index.html'), 'utf8'),
    ]);
    plainShell = shellHtml(shell, manifest);
    if (!renderPage)
      app.log.warn(`No server renderer at ${options.webServerEntry}: pages render in the browser.`);
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside every asset: send those instead of compressing per request.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const name = filePath.slice(options.webDist.length);
        if (name.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (NEVER_CACHED.has(name) || name.startsWith('/workbox-'))
          reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn(
      `No built web app at ${options.webDist}: run \`npm run build -w @shop/web\`. Serving the API only.`,
    );
  }

  /** A failed render costs the shopper nothing but speed: the shell renders the page in the browser. */
  async function renderOrNull(origin: string, url: string, nonce: string) {
    try {
      return (await renderPage?.(`${origin}${url}`, nonce)) ?? null;
    } catch (error) {
      app.log.error({ err: error, url }, 'Server render failed; serving the shell');
      return null;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (built && isPageRequest(request.method, request.url)) {
      reply.header('cache-control', 'no-cache');
      const nonce = scriptNonce();
      const page =
        renderPage && request.method === 'GET'
          ? await renderOrNull(publicOrigin(options.publicUrl, request), request.url, nonce)
          : null;
      const policy = reply.getHeader('content-security-policy');
      if (page && typeof policy === 'string') {
        reply.header('content-security-policy', withScriptNonce(policy, nonce));
      }
      return reply.type('text/html; charset=utf-8').send(page ? pageHtml(shell, page, manifest) : plainShell);
    }
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` },
    });
  });
}

export default fp(webApp, { name: 'webApp' });

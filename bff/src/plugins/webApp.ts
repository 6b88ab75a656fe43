import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NEVER_CACHED = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/**
 * Serves the built PWA: hashed assets cached for a year, the shell and the service worker revalidated on
 * every load (so a new release reaches shoppers), and index.html for any other page the router handles.
 */
export async function webApp(app: FastifyInstance, options: { webDist: string }): Promise<void> {
  const indexPath = join(options.webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(
      `No built web app at ${options.webDist}: run \`npm run build -w @shop/web\`. Serving the API only.`,
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: options.webDist,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const name = filePath.slice(options.webDist.length);
      if (name.startsWith('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (NEVER_CACHED.has(name) || name.startsWith('/workbox-'))
        res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=3600');
      if (name === '/sw.js') res.header('service-worker-allowed', '/');
    },
  });
}

/** GET page requests outside /api fall back to the app shell; everything else is a JSON 404. */
export function isPageRequest(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/') && url !== '/api';
}

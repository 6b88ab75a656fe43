import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { RenderedPage } from './pageHtml.ts';

/** The web app's server renderer, as built by `vite build --ssr` (web/src/server/render.tsx). */
interface RendererModule {
  renderPage(
    url: string,
    fetchApi: (path: string, signal: AbortSignal | null) => Promise<Response>,
    options: { nonce: string },
  ): Promise<RenderedPage | null>;
}

/** Renders `url`; any inline script of the page carries `nonce` (contentSecurityPolicy.ts). */
export type PageRenderer = (url: string, nonce: string) => Promise<RenderedPage | null>;

const NO_BODY = new Set([204, 304]);

/**
 * Loads the renderer and connects it to this app: its loaders' API requests are answered in-process
 * (`app.inject`), with no network hop and no request headers of the shopper's (a rendered page is the same
 * for everyone). null when the web app was built without it.
 */
export async function loadPageRenderer(app: FastifyInstance, entry: string): Promise<PageRenderer | null> {
  if (!existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as RendererModule;
  const fetchApi = async (path: string): Promise<Response> => {
    const answer = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    const contentType = answer.headers['content-type'];
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
  return (url, nonce) => renderer.renderPage(url, fetchApi, { nonce });
}

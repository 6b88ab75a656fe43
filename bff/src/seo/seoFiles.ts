import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { publicOrigin } from '../http/publicOrigin.ts';
import { robotsTxt, sitemapFile, sitemapIndex, sitemapPlan } from './sitemap.ts';

/** Crawlers read these a few times a day: an hour's freshness is plenty and spares the database. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

export interface SeoFilesOptions {
  /** The shop's public address (PUBLIC_URL): the sitemap's addresses are on it. */
  publicUrl: string | undefined;
}

/**
 * /robots.txt, /sitemap.xml and /sitemap-N.xml, beside the pages (not under /api, and not JSON): search
 * engines look for them at the site's root. See sitemap.ts.
 */
export async function seoFiles(app: FastifyInstance, options: SeoFilesOptions): Promise<void> {
  const { db, clock } = app.deps;
  const notFound = (reply: FastifyReply, url: string) =>
    reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No sitemap ${url}` } });

  app.get('/robots.txt', { config: { access: 'public' } }, async (request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicOrigin(options.publicUrl, request))),
  );

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) => {
    const origin = publicOrigin(options.publicUrl, request);
    const plan = await sitemapPlan(db, clock.now());
    reply.header('cache-control', CACHE_CONTROL).type(XML);
    if (plan.files > 1) return reply.send(sitemapIndex(plan, origin));
    const file = sitemapFile(db, plan, origin, 1);
    return file ? reply.send(Readable.from(file)) : notFound(reply, request.url);
  });

  app.get<{ Params: { file: string } }>(
    '/sitemap-:file.xml',
    { config: { access: 'public' } },
    async (request, reply) => {
      // A name that is no file number costs no count of the catalogue.
      if (!/^[1-9]\d{0,5}$/.test(request.params.file)) return notFound(reply, request.url);
      const origin = publicOrigin(options.publicUrl, request);
      const plan = await sitemapPlan(db, clock.now());
      const file = plan.files > 1 ? sitemapFile(db, plan, origin, Number(request.params.file)) : null;
      if (!file) return notFound(reply, request.url);
      return reply.header('cache-control', CACHE_CONTROL).type(XML).send(Readable.from(file));
    },
  );
}

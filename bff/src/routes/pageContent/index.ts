import { pageContentSchema } from '@shop/domain/catalogue/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheAsCatalogue } from '../../catalogue/cacheControl.ts';
import { parseId } from '../../catalogue/displayProducts.ts';
import { findPageContent } from '../../content/pageContents.ts';
import { notFound } from '../../errors.ts';
import { publicRoutes } from '../../http/access.ts';

/** GET pageContent/{id}: { pageContentId, title, titleEng, content } where content is sanitised HTML. */
export async function pageContentRoutes(api: FastifyInstance): Promise<void> {
  publicRoutes(api);
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/pageContent/:pageContentId',
    {
      schema: {
        params: z.object({ pageContentId: z.string().min(1).max(200) }),
        response: { 200: pageContentSchema },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.pageContentId);
      const pageContent = id === null ? null : await findPageContent(db, id);
      if (!pageContent)
        throw notFound(`No page content ${request.params.pageContentId}`, 'PAGE_CONTENT_NOT_FOUND');
      return cacheAsCatalogue(reply).send(pageContent);
    },
  );
}

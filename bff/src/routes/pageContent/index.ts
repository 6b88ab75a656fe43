import { pageContentSchema } from '@shop/domain/catalogue/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheAsCatalogue } from '../../catalogue/cacheControl.ts';
import { parseId } from '../../catalogue/displayProducts.ts';
import { sanitizeHtml } from '../../content/sanitizeHtml.ts';
import { notFound } from '../../errors.ts';

/**
 * GET pageContent/{id}: { pageContentId, title, titleEng, content } where content is HTML, sanitised when
 * stored and again here (content stored before the rule, or by hand, is safe too).
 */
export async function pageContentRoutes(api: FastifyInstance): Promise<void> {
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
      const { rows } =
        id === null
          ? { rows: [] }
          : await db.query<{
              page_content_id: number;
              title_chi: string;
              title_eng: string;
              content_html: string;
            }>(
              'select page_content_id, title_chi, title_eng, content_html from page_contents where page_content_id = $1',
              [id],
            );
      const row = rows[0];
      if (!row) throw notFound(`No page content ${request.params.pageContentId}`, 'PAGE_CONTENT_NOT_FOUND');
      return cacheAsCatalogue(reply).send({
        pageContentId: row.page_content_id,
        title: row.title_chi,
        titleEng: row.title_eng,
        content: sanitizeHtml(row.content_html),
      });
    },
  );
}

import type { PageContent } from '@shop/domain/catalogue/apiSchemas';
import type { Queryable } from '@shop/projections/ports/db';
import { sanitizeHtml } from './sanitizeHtml.ts';

/**
 * A page content ({ pageContentId, title, titleEng, content }) or null. Its HTML is sanitised when stored and
 * again here, so content stored before the rule, or by hand, is safe too.
 */
export async function findPageContent(db: Queryable, pageContentId: number): Promise<PageContent | null> {
  const { rows } = await db.query<{
    page_content_id: number;
    title_chi: string;
    title_eng: string;
    content_html: string;
  }>(
    'select page_content_id, title_chi, title_eng, content_html from page_contents where page_content_id = $1',
    [pageContentId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    pageContentId: row.page_content_id,
    title: row.title_chi,
    titleEng: row.title_eng,
    content: sanitizeHtml(row.content_html),
  };
}

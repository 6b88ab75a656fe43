import {
  type AdminPageContent,
  type PageContentForm,
  STOREFRONT_PAGE_CONTENT_IDS,
} from '@shop/domain/admin/content';
import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import { sanitizeHtml } from '../../content/sanitizeHtml.ts';
import type { AdminChange } from '../audit.ts';
import { containing, listPage } from '../listing.ts';

export const PAGE_CONTENT_SORTS = ['pageContentId', 'updatedAt', 'titleChi'] as const;
export type PageContentSort = (typeof PAGE_CONTENT_SORTS)[number];

interface PageContentRow {
  page_content_id: number;
  title_chi: string;
  title_eng: string;
  content_html: string;
  updated_at: Date | string;
}

const COLUMNS = 'page_content_id, title_chi, title_eng, content_html, updated_at';

const toPageContent = (row: PageContentRow): AdminPageContent => ({
  pageContentId: Number(row.page_content_id),
  titleChi: row.title_chi,
  titleEng: row.title_eng,
  contentHtml: row.content_html,
  updatedAt: new Date(row.updated_at).toISOString(),
});

export function listPageContents(
  db: Queryable,
  query: ListQuery<PageContentSort>,
): Promise<ListPage<AdminPageContent>> {
  const params = query.q ? [containing(query.q)] : [];
  return listPage(db, query, {
    // The list needs no HTML: a page's body can be long.
    select: "page_content_id, title_chi, title_eng, '' as content_html, updated_at",
    from: `page_contents${query.q ? ' where title_chi ilike $1 or title_eng ilike $1' : ''}`,
    params,
    columns: { pageContentId: 'page_content_id', updatedAt: 'updated_at', titleChi: 'title_chi' },
    tieBreak: 'page_content_id',
    toItem: toPageContent,
  });
}

export async function findPageContentForEdit(
  db: Queryable,
  pageContentId: number,
  forUpdate = false,
): Promise<AdminPageContent> {
  const { rows } = await db.query<PageContentRow>(
    `select ${COLUMNS} from page_contents where page_content_id = $1${forUpdate ? ' for update' : ''}`,
    [pageContentId],
  );
  if (!rows[0]) throw new DomainError('NOT_FOUND', '找不到此頁面內容 No such page content.');
  return toPageContent(rows[0]);
}

/** A new page content under a free id (ids 10 to 22 of spec 001 §2 have no fixed pages). */
export async function createPageContent(
  tx: Queryable,
  pageContentId: number,
  input: PageContentForm,
  now: Date,
): Promise<{ result: AdminPageContent; change: AdminChange }> {
  const { rows } = await tx.query<PageContentRow>(
    `insert into page_contents (page_content_id, title_chi, title_eng, content_html, updated_at)
     values ($1, $2, $3, $4, $5) on conflict (page_content_id) do nothing returning ${COLUMNS}`,
    [pageContentId, input.titleChi, input.titleEng, sanitizeHtml(input.contentHtml), now],
  );
  if (!rows[0]) {
    throw new DomainError('PAGE_CONTENT_EXISTS', '此編號已有頁面內容 A page content has this id already.', {
      fields: [{ field: 'pageContentId', message: 'This id is taken.' }],
    });
  }
  const created = toPageContent(rows[0]);
  return {
    result: created,
    change: {
      section: 'pageContent',
      action: 'pageContent.created',
      entityId: pageContentId,
      before: null,
      after: created,
    },
  };
}

export async function updatePageContent(
  tx: Queryable,
  pageContentId: number,
  input: PageContentForm,
  now: Date,
): Promise<{ result: AdminPageContent; change: AdminChange }> {
  const before = await findPageContentForEdit(tx, pageContentId, true);
  const { rows } = await tx.query<PageContentRow>(
    `update page_contents set title_chi = $2, title_eng = $3, content_html = $4, updated_at = $5
     where page_content_id = $1 returning ${COLUMNS}`,
    [pageContentId, input.titleChi, input.titleEng, sanitizeHtml(input.contentHtml), now],
  );
  const after = toPageContent(rows[0]!);
  return {
    result: after,
    change: { section: 'pageContent', action: 'pageContent.updated', entityId: pageContentId, before, after },
  };
}

export async function deletePageContent(
  tx: Queryable,
  pageContentId: number,
): Promise<{ result: { pageContentId: number }; change: AdminChange }> {
  if (STOREFRONT_PAGE_CONTENT_IDS.includes(pageContentId)) {
    throw new DomainError(
      'PAGE_CONTENT_IN_USE',
      '商店頁面使用此內容，只可修改 A storefront page shows this content: edit it instead.',
    );
  }
  const before = await findPageContentForEdit(tx, pageContentId, true);
  await tx.query('delete from page_contents where page_content_id = $1', [pageContentId]);
  return {
    result: { pageContentId },
    change: {
      section: 'pageContent',
      action: 'pageContent.deleted',
      entityId: pageContentId,
      before,
      after: null,
    },
  };
}

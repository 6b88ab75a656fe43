import type { AdminArticle, ArticleForm } from '@shop/domain/admin/content';
import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import { sanitizeHtml } from '../../content/sanitizeHtml.ts';
import { assertFilesExist } from '../../files/uploads.ts';
import type { AdminChange } from '../audit.ts';
import { containing, listPage } from '../listing.ts';

export const ARTICLE_SORTS = ['publishedAt', 'title', 'articleId'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

interface ArticleRow {
  article_id: number;
  title: string;
  category_id: number;
  category_name: string | null;
  content_html: string;
  cover_image: string | null;
  published_at: Date | string;
  status: number;
  display_product_ids: number[];
}

const COLUMNS = `a.article_id, a.title, a.category_id, c.name_chi as category_name, a.content_html, a.cover_image,
  a.published_at, a.status, a.display_product_ids`;
const FROM = 'articles a left join categories c on c.category_id = a.category_id';

const toArticle = (row: ArticleRow): AdminArticle => ({
  articleId: Number(row.article_id),
  title: row.title,
  categoryId: Number(row.category_id),
  categoryName: row.category_name ?? '',
  contentHtml: row.content_html,
  coverImage: row.cover_image,
  publishedAt: new Date(row.published_at).toISOString(),
  published: Number(row.status) === 1,
  displayProductIds: (row.display_product_ids ?? []).map(Number),
});

export function listArticles(
  db: Queryable,
  query: ListQuery<ArticleSort> & { published?: boolean | undefined },
): Promise<ListPage<AdminArticle>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.q) {
    params.push(containing(query.q));
    where.push(`a.title ilike $${params.length}`);
  }
  if (query.published !== undefined) {
    params.push(query.published ? 1 : 0);
    where.push(`a.status = $${params.length}`);
  }
  return listPage(db, query, {
    select: COLUMNS,
    from: `${FROM}${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`,
    params,
    columns: { publishedAt: 'a.published_at', title: 'a.title', articleId: 'a.article_id' },
    tieBreak: 'a.article_id',
    toItem: toArticle,
  });
}

export async function findArticle(
  db: Queryable,
  articleId: number,
  forUpdate = false,
): Promise<AdminArticle> {
  const { rows } = await db.query<ArticleRow>(
    `select ${COLUMNS} from ${FROM} where a.article_id = $1${forUpdate ? ' for update of a' : ''}`,
    [articleId],
  );
  if (!rows[0]) throw new DomainError('NOT_FOUND', '找不到此文章 No such article.');
  return toArticle(rows[0]);
}

/** The category must be an article category; the cover must be an uploaded picture. */
async function checkReferences(tx: Queryable, input: ArticleForm): Promise<void> {
  const { rows } = await tx.query("select 1 from categories where category_id = $1 and kind = 'article'", [
    input.categoryId,
  ]);
  if (rows.length === 0) {
    throw new DomainError('CATEGORY_NOT_FOUND', '沒有此文章分類 No such article category.', {
      fields: [{ field: 'categoryId', message: 'No such article category.' }],
    });
  }
  await assertFilesExist(tx, { coverImage: input.coverImage });
}

const values = (input: ArticleForm) => [
  input.title,
  input.categoryId,
  sanitizeHtml(input.contentHtml),
  input.coverImage,
  input.publishedAt,
  input.published ? 1 : 0,
  [...new Set(input.displayProductIds)],
];

export async function createArticle(
  tx: Queryable,
  input: ArticleForm,
): Promise<{ result: AdminArticle; change: AdminChange }> {
  await checkReferences(tx, input);
  const { rows } = await tx.query<{ article_id: number }>(
    `insert into articles (title, category_id, content_html, cover_image, published_at, status, display_product_ids)
     values ($1, $2, $3, $4, $5, $6, $7) returning article_id`,
    values(input),
  );
  const created = await findArticle(tx, Number(rows[0]!.article_id));
  return {
    result: created,
    change: {
      section: 'articles',
      action: 'article.created',
      entityId: created.articleId,
      before: null,
      after: created,
    },
  };
}

export async function updateArticle(
  tx: Queryable,
  articleId: number,
  input: ArticleForm,
): Promise<{ result: AdminArticle; change: AdminChange }> {
  const before = await findArticle(tx, articleId, true);
  await checkReferences(tx, input);
  await tx.query(
    `update articles set title = $2, category_id = $3, content_html = $4, cover_image = $5, published_at = $6,
       status = $7, display_product_ids = $8
     where article_id = $1`,
    [articleId, ...values(input)],
  );
  const after = await findArticle(tx, articleId);
  const action =
    before.published === after.published
      ? 'article.updated'
      : after.published
        ? 'article.published'
        : 'article.unpublished';
  return { result: after, change: { section: 'articles', action, entityId: articleId, before, after } };
}

export async function deleteArticle(
  tx: Queryable,
  articleId: number,
): Promise<{ result: { articleId: number }; change: AdminChange }> {
  const before = await findArticle(tx, articleId, true);
  await tx.query('delete from articles where article_id = $1', [articleId]);
  return {
    result: { articleId },
    change: { section: 'articles', action: 'article.deleted', entityId: articleId, before, after: null },
  };
}

/** Publishes or unpublishes (the list's quick action); nothing is recorded when it is already so. */
export async function setArticlePublished(
  tx: Queryable,
  articleId: number,
  published: boolean,
): Promise<{ result: AdminArticle; change: AdminChange | null }> {
  const before = await findArticle(tx, articleId, true);
  if (before.published === published) return { result: before, change: null };
  await tx.query('update articles set status = $2 where article_id = $1', [articleId, published ? 1 : 0]);
  const after = { ...before, published };
  return {
    result: after,
    change: {
      section: 'articles',
      action: published ? 'article.published' : 'article.unpublished',
      entityId: articleId,
      before: { published: before.published },
      after: { published },
    },
  };
}

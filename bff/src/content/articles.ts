import type { Article, ArticleSummary } from '@shop/domain/catalogue/apiSchemas';
import type { Queryable } from '@shop/projections/ports/db';
import { displayProductCards, SHOWN_STATUS, toIsoString } from '../catalogue/displayProducts.ts';
import { htmlToText } from './htmlToText.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

interface ArticleRow {
  article_id: number;
  category_id: number;
  title: string;
  content_html: string;
  cover_image: string | null;
  published_at: Date | string;
}

const SUMMARY_LENGTH = 120;
/** Published (status 1, publication time reached) articles only; $1 is the time. */
const PUBLISHED = 'status = 1 and published_at <= $1';

function toSummary(row: ArticleRow): ArticleSummary {
  return {
    articleId: row.article_id,
    categoryId: row.category_id,
    articleTitle: row.title,
    articleCoverImage: row.cover_image,
    articleSummary: htmlToText(sanitizeHtml(row.content_html), SUMMARY_LENGTH),
    publishedAt: toIsoString(row.published_at) ?? '',
  };
}

/** A category's published articles, newest first; null when there is no such category. */
export async function articlesOfCategory(
  db: Queryable,
  categoryId: number,
  now: Date,
): Promise<ArticleSummary[] | null> {
  const { rows } = await db.query<{ category_exists: boolean; articles: ArticleRow[] }>(
    `select exists (select 1 from categories where category_id = $2) as category_exists,
       coalesce((select json_agg(a order by a.published_at desc, a.article_id desc)
                 from (select article_id, category_id, title, left(content_html, 4000) as content_html,
                              cover_image, published_at
                       from articles where category_id = $2 and ${PUBLISHED}) a), '[]'::json) as articles`,
    [now, categoryId],
  );
  const row = rows[0];
  return row?.category_exists ? row.articles.map(toSummary) : null;
}

/** A published article with its sanitised HTML and the cards of its products on sale, or null. */
export async function publishedArticle(db: Queryable, articleId: number, now: Date): Promise<Article | null> {
  const { rows } = await db.query<ArticleRow & { display_product_ids: number[] }>(
    `select article_id, category_id, title, content_html, cover_image, published_at, display_product_ids
     from articles where article_id = $2 and ${PUBLISHED}`,
    [now, articleId],
  );
  const row = rows[0];
  if (!row) return null;
  const cards = await displayProductCards(db, row.display_product_ids ?? [], now);
  return {
    ...toSummary(row),
    articleContent: sanitizeHtml(row.content_html),
    displayProducts: cards.filter((card) => card.status === SHOWN_STATUS),
  };
}

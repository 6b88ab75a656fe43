import { type ArticleSummary, articleSchema, articleSummarySchema } from '@shop/domain/catalogue/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheAsCatalogue } from '../../catalogue/cacheControl.ts';
import { displayProductCards, parseId, SHOWN_STATUS, toIsoString } from '../../catalogue/displayProducts.ts';
import { htmlToText } from '../../content/htmlToText.ts';
import { sanitizeHtml } from '../../content/sanitizeHtml.ts';
import { notFound } from '../../errors.ts';

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

/**
 * GET article/{id}: the article with its sanitised HTML and the cards of its products on sale.
 * GET article/category/{id}: the category's published articles, newest first (an array; empty when the
 * category has none, 404 when there is no such category).
 */
export async function articleRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;

  app.get(
    '/article/category/:categoryId',
    {
      schema: {
        params: z.object({ categoryId: z.string().min(1).max(200) }),
        response: { 200: z.array(articleSummarySchema) },
      },
    },
    async (request, reply) => {
      const categoryId = parseId(request.params.categoryId);
      const { rows } = await db.query<{ category_exists: boolean; articles: ArticleRow[] }>(
        `select exists (select 1 from categories where category_id = $2) as category_exists,
           coalesce((select json_agg(a order by a.published_at desc, a.article_id desc)
                     from (select article_id, category_id, title, left(content_html, 4000) as content_html,
                                  cover_image, published_at
                           from articles where category_id = $2 and ${PUBLISHED}) a), '[]'::json) as articles`,
        [clock.now(), categoryId ?? 0],
      );
      const row = rows[0];
      if (categoryId === null || !row?.category_exists) {
        throw notFound(`No category ${request.params.categoryId}`, 'CATEGORY_NOT_FOUND');
      }
      return cacheAsCatalogue(reply).send(row.articles.map(toSummary));
    },
  );

  app.get(
    '/article/:articleId',
    {
      schema: {
        params: z.object({ articleId: z.string().min(1).max(200) }),
        response: { 200: articleSchema },
      },
    },
    async (request, reply) => {
      const articleId = parseId(request.params.articleId);
      const now = clock.now();
      const { rows } =
        articleId === null
          ? { rows: [] }
          : await db.query<ArticleRow & { display_product_ids: number[] }>(
              `select article_id, category_id, title, content_html, cover_image, published_at, display_product_ids
               from articles where article_id = $2 and ${PUBLISHED}`,
              [now, articleId],
            );
      const row = rows[0];
      if (!row) throw notFound(`No article ${request.params.articleId}`, 'ARTICLE_NOT_FOUND');
      const cards = await displayProductCards(db, row.display_product_ids ?? [], now);
      return cacheAsCatalogue(reply).send({
        ...toSummary(row),
        articleContent: sanitizeHtml(row.content_html),
        displayProducts: cards.filter((card) => card.status === SHOWN_STATUS),
      });
    },
  );
}

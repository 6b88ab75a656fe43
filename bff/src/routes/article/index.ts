import { articleSchema, articleSummarySchema } from '@shop/domain/catalogue/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheAsCatalogue } from '../../catalogue/cacheControl.ts';
import { parseId } from '../../catalogue/displayProducts.ts';
import { articlesOfCategory, publishedArticle } from '../../content/articles.ts';
import { notFound } from '../../errors.ts';
import { publicRoutes } from '../../http/access.ts';

/**
 * GET article/{id}: the article with its sanitised HTML and the cards of its products on sale.
 * GET article/category/{id}: the category's published articles, newest first (an array; empty when the
 * category has none, 404 when there is no such category).
 */
export async function articleRoutes(api: FastifyInstance): Promise<void> {
  publicRoutes(api);
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
      const articles = categoryId === null ? null : await articlesOfCategory(db, categoryId, clock.now());
      if (!articles) throw notFound(`No category ${request.params.categoryId}`, 'CATEGORY_NOT_FOUND');
      return cacheAsCatalogue(reply).send(articles);
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
      const article = articleId === null ? null : await publishedArticle(db, articleId, clock.now());
      if (!article) throw notFound(`No article ${request.params.articleId}`, 'ARTICLE_NOT_FOUND');
      return cacheAsCatalogue(reply).send(article);
    },
  );
}

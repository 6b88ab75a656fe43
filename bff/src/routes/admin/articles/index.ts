import {
  adminArticleSchema,
  deletedSchema,
  listPageSchema,
  uploadedImageSchema,
} from '@shop/domain/admin/apiSchemas';
import { articleFormSchema } from '@shop/domain/admin/content';
import { listQuerySchema } from '@shop/domain/admin/listing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedWrite } from '../../../admin/audit.ts';
import {
  ARTICLE_SORTS,
  createArticle,
  deleteArticle,
  findArticle,
  listArticles,
  setArticlePublished,
  updateArticle,
} from '../../../admin/content/articlesAdmin.ts';
import { storeUploadedImage } from '../../../files/uploads.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { idField } from '../../../http/fields.ts';
import { acceptPictureBodies, pictureTooLarge, uploadedBytes } from '../../../http/pictureUpload.ts';
import { staffOf } from '../../../plugins/auth.ts';

const params = z.object({ articleId: idField });
const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The articles section: list, create, edit, publish or unpublish, delete; cover pictures upload here. */
export async function adminArticleRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'articles');
  acceptPictureBodies(app);
  const { db, clock } = app.deps;

  app.get(
    '/admin/articles',
    {
      schema: {
        response: { 200: listPageSchema(adminArticleSchema) },
        querystring: listQuerySchema(ARTICLE_SORTS).extend({ published: booleanQuery.optional() }),
      },
    },
    async (request) => listArticles(db, request.query),
  );

  app.get(
    '/admin/articles/:articleId',
    { schema: { response: { 200: adminArticleSchema }, params } },
    async (request) => findArticle(db, request.params.articleId),
  );

  app.post('/admin/articles', { schema: { response: { 200: adminArticleSchema } } }, async (request) => {
    const input = parseInput(articleFormSchema, request.body, plainFields);
    return auditedWrite(db, staffOf(request), clock.now(), (tx) => createArticle(tx, input));
  });

  app.put(
    '/admin/articles/:articleId',
    { schema: { response: { 200: adminArticleSchema }, params } },
    async (request) => {
      const input = parseInput(articleFormSchema, request.body, plainFields);
      return auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        updateArticle(tx, request.params.articleId, input),
      );
    },
  );

  app.post(
    '/admin/articles/:articleId/published',
    { schema: { response: { 200: adminArticleSchema }, params } },
    async (request) => {
      const { published } = parseInput(z.object({ published: z.boolean() }), request.body, plainFields);
      return auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        setArticlePublished(tx, request.params.articleId, published),
      );
    },
  );

  app.delete(
    '/admin/articles/:articleId',
    { schema: { response: { 200: deletedSchema('articleId') }, params } },
    async (request) =>
      auditedWrite(db, staffOf(request), clock.now(), (tx) => deleteArticle(tx, request.params.articleId)),
  );

  app.post(
    '/admin/articles/pictures',
    { schema: { response: { 200: uploadedImageSchema } }, errorHandler: pictureTooLarge },
    async (request) => {
      const bytes = uploadedBytes(request);
      return auditedWrite(db, staffOf(request), clock.now(), async (tx) => {
        const stored = await storeUploadedImage(tx, 'article', bytes, clock.now());
        return {
          result: stored,
          change: {
            section: 'articles',
            action: 'picture.uploaded',
            entityId: stored.name,
            before: null,
            after: stored,
          },
        };
      });
    },
  );
}

import { adminPageContentSchema, deletedSchema, listPageSchema } from '@shop/domain/admin/apiSchemas';
import {
  pageContentCreateSchema,
  pageContentFormSchema,
  pageContentIdField,
} from '@shop/domain/admin/content';
import { listQuerySchema } from '@shop/domain/admin/listing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedWrite } from '../../../admin/audit.ts';
import {
  createPageContent,
  deletePageContent,
  findPageContentForEdit,
  listPageContents,
  PAGE_CONTENT_SORTS,
  updatePageContent,
} from '../../../admin/content/pageContentsAdmin.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { staffOf } from '../../../plugins/auth.ts';

const params = z.object({ pageContentId: pageContentIdField });

/**
 * The page content section: the HTML of the content pages (GET /api/pageContent/{id}), sanitised when stored.
 * The storefront reads it on every request (no server cache; browsers keep it a minute).
 */
export async function adminPageContentRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'pageContent');
  const { db, clock } = app.deps;

  app.get(
    '/admin/pageContents',
    {
      schema: {
        response: { 200: listPageSchema(adminPageContentSchema) },
        querystring: listQuerySchema(PAGE_CONTENT_SORTS),
      },
    },
    async (request) => listPageContents(db, request.query),
  );

  app.get(
    '/admin/pageContents/:pageContentId',
    { schema: { response: { 200: adminPageContentSchema }, params } },
    async (request) => findPageContentForEdit(db, request.params.pageContentId),
  );

  app.post(
    '/admin/pageContents',
    { schema: { response: { 200: adminPageContentSchema } } },
    async (request) => {
      const { pageContentId, ...input } = parseInput(pageContentCreateSchema, request.body, plainFields);
      return auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        createPageContent(tx, pageContentId, input, clock.now()),
      );
    },
  );

  app.put(
    '/admin/pageContents/:pageContentId',
    { schema: { response: { 200: adminPageContentSchema }, params } },
    async (request) => {
      const input = parseInput(pageContentFormSchema, request.body, plainFields);
      return auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        updatePageContent(tx, request.params.pageContentId, input, clock.now()),
      );
    },
  );

  app.delete(
    '/admin/pageContents/:pageContentId',
    { schema: { response: { 200: deletedSchema('pageContentId') }, params } },
    async (request) =>
      auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        deletePageContent(tx, request.params.pageContentId),
      ),
  );
}

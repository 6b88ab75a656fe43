import { auditEntrySchema, listPageSchema } from '@shop/domain/admin/apiSchemas';
import { listQuerySchema } from '@shop/domain/admin/listing';
import { ADMIN_SECTIONS, adminSectionSchema, allows } from '@shop/domain/admin/sections';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_SORTS, auditTrail } from '../../../admin/auditTrail.ts';
import { HttpError } from '../../../errors.ts';
import { staffOf } from '../../../plugins/auth.ts';

const auditQuerySchema = listQuerySchema(AUDIT_SORTS).extend({
  section: adminSectionSchema.optional(),
  entityId: z.string().trim().min(1).max(64).optional(),
});

/**
 * GET admin/audit: who changed what, before and after, and when. Any staff member reads the record of the
 * sections they may read (one section, or all of theirs); the owner's permissions section reads everything.
 */
export async function adminAuditRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/audit',
    {
      config: { access: { staff: null, write: false } },
      schema: { response: { 200: listPageSchema(auditEntrySchema) }, querystring: auditQuerySchema },
    },
    async (request) => {
      const { permissions } = staffOf(request);
      const { section, entityId, ...query } = request.query;
      const readable = ADMIN_SECTIONS.filter((candidate) => allows(permissions, candidate, false));
      if (section !== undefined && !readable.includes(section)) {
        throw new HttpError(403, 'FORBIDDEN', '你的角色不可查看此部分 Your role cannot open this section.');
      }
      return auditTrail(app.deps.db, query, { sections: section ? [section] : readable, entityId });
    },
  );
}

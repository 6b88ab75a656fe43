import { listPageSchema } from '@shop/domain/admin/apiSchemas';
import { listQuerySchema } from '@shop/domain/admin/listing';
import {
  MEMBER_SORTS,
  memberDetailSchema,
  memberFilterSchema,
  memberListItemSchema,
  memberStatusSchema,
} from '@shop/domain/admin/members';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedWrite } from '../../../admin/audit.ts';
import { listMembers, memberDetail, setMemberStatus } from '../../../admin/members/memberAdmin.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { idField } from '../../../http/fields.ts';
import { staffOf } from '../../../plugins/auth.ts';

const memberParams = z.object({ memberId: idField });

/** The members section: search by phone or name, view a member, disable or enable their account. */
export async function adminMembersRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'members');
  const { db, clock } = app.deps;

  app.get(
    '/admin/members',
    {
      schema: {
        response: { 200: listPageSchema(memberListItemSchema) },
        querystring: listQuerySchema(MEMBER_SORTS).extend(memberFilterSchema.shape),
      },
    },
    async (request) => listMembers(db, request.query),
  );

  app.get(
    '/admin/members/:memberId',
    { schema: { params: memberParams, response: { 200: memberDetailSchema } } },
    async (request) => memberDetail(db, request.params.memberId),
  );

  app.put(
    '/admin/members/:memberId/status',
    { schema: { params: memberParams, response: { 200: memberDetailSchema } } },
    async (request) => {
      const form = parseInput(memberStatusSchema, request.body, plainFields);
      return auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        setMemberStatus(tx, request.params.memberId, form, clock.now()),
      );
    },
  );
}

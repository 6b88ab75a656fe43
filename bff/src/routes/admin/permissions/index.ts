import { listPageSchema, roleRowSchema, staffRowSchema } from '@shop/domain/admin/apiSchemas';
import { listQuerySchema } from '@shop/domain/admin/listing';
import { roleNameSchema, roleSchema, staffCreateSchema, staffUpdateSchema } from '@shop/domain/admin/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedWrite } from '../../../admin/audit.ts';
import {
  createStaff,
  deleteRole,
  listRoles,
  listStaff,
  STAFF_SORTS,
  saveRole,
  updateStaff,
} from '../../../admin/permissions/staffAdmin.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { idField } from '../../../http/fields.ts';
import { staffOf } from '../../../plugins/auth.ts';

/** The permissions section: staff accounts and roles (a grant per section). The owner's role is fixed. */
export async function adminPermissionsRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'permissions');
  const { db, clock } = app.deps;

  app.get(
    '/admin/staff',
    {
      schema: {
        response: { 200: listPageSchema(staffRowSchema) },
        querystring: listQuerySchema(STAFF_SORTS),
      },
    },
    async (request) => listStaff(db, request.query),
  );

  app.post('/admin/staff', { schema: { response: { 200: staffRowSchema } } }, async (request) => {
    const input = parseInput(staffCreateSchema, request.body, plainFields);
    return auditedWrite(db, staffOf(request), clock.now(), (tx) =>
      createStaff(tx, staffOf(request), input, clock.now()),
    );
  });

  app.patch(
    '/admin/staff/:staffId',
    { schema: { response: { 200: staffRowSchema }, params: z.object({ staffId: idField }) } },
    async (request) => {
      const input = parseInput(staffUpdateSchema, request.body, plainFields);
      return auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        updateStaff(tx, staffOf(request), request.params.staffId, input, clock.now()),
      );
    },
  );

  app.get('/admin/roles', { schema: { response: { 200: z.array(roleRowSchema) } } }, async () =>
    listRoles(db),
  );

  app.put(
    '/admin/roles/:role',
    { schema: { response: { 200: roleRowSchema }, params: z.object({ role: roleNameSchema }) } },
    async (request) => {
      const input = parseInput(roleSchema.omit({ role: true }), request.body, plainFields);
      return auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        saveRole(tx, staffOf(request), { ...input, role: request.params.role }),
      );
    },
  );

  app.delete(
    '/admin/roles/:role',
    {
      schema: {
        response: { 200: z.object({ role: z.string() }) },
        params: z.object({ role: roleNameSchema }),
      },
    },
    async (request) =>
      auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        deleteRole(tx, staffOf(request), request.params.role),
      ),
  );
}

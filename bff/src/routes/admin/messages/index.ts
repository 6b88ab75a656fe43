import { adminMessageSchema, deletedSchema, listPageSchema } from '@shop/domain/admin/apiSchemas';
import { MESSAGE_KINDS, messageFormSchema } from '@shop/domain/admin/content';
import { listQuerySchema } from '@shop/domain/admin/listing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedWrite } from '../../../admin/audit.ts';
import {
  createMessage,
  deleteMessage,
  findMessage,
  listMessages,
  MESSAGE_SORTS,
  updateMessage,
} from '../../../admin/content/messagesAdmin.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { idField } from '../../../http/fields.ts';
import { staffOf } from '../../../plugins/auth.ts';

const params = z.object({ messageId: idField });

/** The messages section: shop notices and the home pop-up (GET /api/shopMessage/all shows them). */
export async function adminMessageRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'messages');
  const { db, clock } = app.deps;

  app.get(
    '/admin/messages',
    {
      schema: {
        response: { 200: listPageSchema(adminMessageSchema) },
        querystring: listQuerySchema(MESSAGE_SORTS).extend({ kind: z.enum(MESSAGE_KINDS).optional() }),
      },
    },
    async (request) => listMessages(db, request.query),
  );

  app.get(
    '/admin/messages/:messageId',
    { schema: { response: { 200: adminMessageSchema }, params } },
    async (request) => findMessage(db, request.params.messageId),
  );

  app.post('/admin/messages', { schema: { response: { 200: adminMessageSchema } } }, async (request) => {
    const input = parseInput(messageFormSchema, request.body, plainFields);
    return auditedWrite(db, staffOf(request), clock.now(), (tx) => createMessage(tx, input, clock.now()));
  });

  app.put(
    '/admin/messages/:messageId',
    { schema: { response: { 200: adminMessageSchema }, params } },
    async (request) => {
      const input = parseInput(messageFormSchema, request.body, plainFields);
      return auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        updateMessage(tx, request.params.messageId, input, clock.now()),
      );
    },
  );

  app.delete(
    '/admin/messages/:messageId',
    { schema: { response: { 200: deletedSchema('messageId') }, params } },
    async (request) =>
      auditedWrite(db, staffOf(request), clock.now(), (tx) => deleteMessage(tx, request.params.messageId)),
  );
}

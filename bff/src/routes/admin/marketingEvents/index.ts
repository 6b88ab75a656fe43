import { adminMarketingEventSchema, deletedSchema, listPageSchema } from '@shop/domain/admin/apiSchemas';
import { marketingEventFormSchema } from '@shop/domain/admin/content';
import { listQuerySchema } from '@shop/domain/admin/listing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedWrite } from '../../../admin/audit.ts';
import {
  createEvent,
  deleteEvent,
  EVENT_SORTS,
  findEvent,
  listEvents,
  updateEvent,
} from '../../../admin/content/eventsAdmin.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { idField } from '../../../http/fields.ts';
import { staffOf } from '../../../plugins/auth.ts';

const params = z.object({ marketingEventId: idField });
const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The marketing events section: events, their windows and countdowns, and the products that show them. */
export async function adminMarketingEventRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'marketingEvents');
  const { db, clock } = app.deps;

  app.get(
    '/admin/marketingEvents',
    {
      schema: {
        response: { 200: listPageSchema(adminMarketingEventSchema) },
        querystring: listQuerySchema(EVENT_SORTS).extend({ running: booleanQuery.optional() }),
      },
    },
    async (request) => listEvents(db, request.query, clock.now()),
  );

  app.get(
    '/admin/marketingEvents/:marketingEventId',
    { schema: { response: { 200: adminMarketingEventSchema }, params } },
    async (request) => findEvent(db, request.params.marketingEventId),
  );

  app.post(
    '/admin/marketingEvents',
    { schema: { response: { 200: adminMarketingEventSchema } } },
    async (request) => {
      const input = parseInput(marketingEventFormSchema, request.body, plainFields);
      return auditedWrite(db, staffOf(request), clock.now(), (tx) => createEvent(tx, input));
    },
  );

  app.put(
    '/admin/marketingEvents/:marketingEventId',
    { schema: { response: { 200: adminMarketingEventSchema }, params } },
    async (request) => {
      const input = parseInput(marketingEventFormSchema, request.body, plainFields);
      return auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        updateEvent(tx, request.params.marketingEventId, input),
      );
    },
  );

  app.delete(
    '/admin/marketingEvents/:marketingEventId',
    { schema: { response: { 200: deletedSchema('marketingEventId') }, params } },
    async (request) =>
      auditedWrite(db, staffOf(request), clock.now(), (tx) =>
        deleteEvent(tx, request.params.marketingEventId),
      ),
  );
}

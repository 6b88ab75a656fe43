import { outboxSmsAnswerSchema } from '@shop/domain/members/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOutbox } from '../../adapters/sms/devOutboxSms.ts';
import { publicRoutes } from '../../http/access.ts';

/**
 * GET dev/sms?phone=85291234567: the SMS the development outbox holds for one number, newest first. The
 * route is not registered at all in production.
 */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  publicRoutes(app);
  if (app.deps.config.nodeEnv === 'production') return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/sms',
    {
      schema: {
        querystring: z.object({
          phone: z
            .string()
            .transform((value) => value.replace(/\D/g, ''))
            .pipe(z.string().min(4).max(20)),
        }),
        response: { 200: z.array(outboxSmsAnswerSchema) },
      },
    },
    async (request) => readOutbox(app.deps.db, request.query.phone),
  );
}

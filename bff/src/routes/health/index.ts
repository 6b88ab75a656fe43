import { healthAnswerSchema, readinessAnswerSchema } from '@shop/domain/health/apiSchemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicRoutes } from '../../http/access.ts';

async function probe<T>(
  fn: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  try {
    return { ok: true, value: await fn() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Staff see the details; anyone else (load balancers, the storefront) only the status. */
async function fromStaff(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return false;
  return app.auth.verifyStaffToken(token).then(
    () => true,
    () => false,
  );
}

/**
 * GET health, for monitoring: 200 `{ status: 'ok' }` or 503 `{ status: 'degraded' }` for anyone; degraded
 * when the database or the event store does not answer or a projection is failing or stopped. The details
 * (database, event-store head, each projection's lag and state, the errors) go to staff only: raw database
 * errors and internal positions tell an outsider more than they should. A degraded check is logged.
 *
 * GET health/ready, for the load balancer: 200 while this replica can serve shoppers (its database
 * answers), else 503. The event store and the projections are shared by every replica, so their trouble is
 * no reason to send shoppers elsewhere: taking every replica out would darken the catalogue too.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  publicRoutes(app);
  app.get(
    '/health/ready',
    { schema: { response: { 200: readinessAnswerSchema, 503: readinessAnswerSchema } } },
    async (request, reply) => {
      const database = await probe(() => app.deps.db.query('select 1'));
      if (!database.ok)
        request.log.warn({ error: database.error }, 'not ready: the database does not answer');
      reply.status(database.ok ? 200 : 503);
      return { status: database.ok ? 'ok' : 'unavailable' };
    },
  );

  app.get(
    '/health',
    { schema: { response: { 200: healthAnswerSchema, 503: healthAnswerSchema } } },
    async (request, reply) => {
      const { db, eventStore, projections } = app.deps;
      const [database, store, lag] = await Promise.all([
        probe(() => db.query('select 1')),
        probe(() => eventStore.headPosition()),
        probe(() => projections.lag()),
      ]);
      const ok =
        database.ok && store.ok && lag.ok && lag.value.every((projection) => projection.state === 'ok');
      const head = store.ok ? store.value : null;
      const details = {
        status: ok ? 'ok' : 'degraded',
        database: database.ok ? { status: 'ok', kind: db.kind } : { status: 'down', error: database.error },
        eventStore: store.ok
          ? {
              status: 'ok',
              kind: eventStore.kind,
              head: head ? { commit: head.commit.toString(), prepare: head.prepare.toString() } : null,
            }
          : { status: 'down', error: store.error },
        projections: lag.ok ? lag.value : { status: 'down', error: lag.error },
      };
      if (!ok) request.log.warn({ health: details }, 'health check degraded');
      reply.status(ok ? 200 : 503);
      return (await fromStaff(app, request)) ? details : { status: details.status };
    },
  );
}

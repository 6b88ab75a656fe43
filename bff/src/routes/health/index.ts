import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface ProjectionLag {
  name: string;
  /** Events in the store that this projection has not applied yet. */
  behind: number;
}

export interface ProjectionHealth {
  lag(): Promise<ProjectionLag[]>;
}

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
 * GET health: 200 `{ status: 'ok' }` or 503 `{ status: 'degraded' }` for anyone. The details (database,
 * event-store head, each projection's lag, the errors) go to staff only: raw database errors and internal
 * positions tell an outsider more than they should. A degraded check is logged with its details.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (request, reply) => {
    const { db, eventStore, projections } = app.deps;
    const [database, store, lag] = await Promise.all([
      probe(() => db.query('select 1')),
      probe(() => eventStore.headPosition()),
      probe(() => projections.lag()),
    ]);
    const ok = database.ok && store.ok && lag.ok;
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
  });
}

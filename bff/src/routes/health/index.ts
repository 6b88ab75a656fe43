import type { FastifyInstance } from 'fastify';

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

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    const { db, eventStore, projections } = app.deps;
    const [database, store, lag] = await Promise.all([
      probe(() => db.query('select 1')),
      probe(() => eventStore.headPosition()),
      probe(() => projections.lag()),
    ]);
    const ok = database.ok && store.ok && lag.ok;
    const head = store.ok ? store.value : null;
    return reply.status(ok ? 200 : 503).send({
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
    });
  });
}

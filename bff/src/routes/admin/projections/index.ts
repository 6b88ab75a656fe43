import { projectionStatusSchema, rebuildStartedSchema } from '@shop/domain/admin/apiSchemas';
import { allProjections } from '@shop/projections/registry';
import { projectionStatuses } from '@shop/projections/runner/status';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAdminChange } from '../../../admin/audit.ts';
import { startRebuild } from '../../../admin/projections/projectionRebuilds.ts';
import { HttpError } from '../../../errors.ts';
import { staffSection } from '../../../http/access.ts';
import { staffOf } from '../../../plugins/auth.ts';

const names = allProjections.map((projection) => projection.name);

/**
 * The projections page (docs/backOffice.md): each read model's position, lag, state, last error and the
 * replica running it, and a rebuild from position 0 into fresh tables. It sits with the permissions section, the owner's system section.
 */
export async function adminProjectionRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'permissions');
  const { db, eventStore, projections } = app.deps;

  app.get(
    '/admin/projections',
    { schema: { response: { 200: z.array(projectionStatusSchema) } } },
    async () =>
      projectionStatuses(db, eventStore, names, { countUpTo: 10_000, runBy: await projections.runBy() }),
  );

  app.post(
    '/admin/projections/:name/rebuild',
    { schema: { response: { 202: rebuildStartedSchema }, params: z.object({ name: z.string().max(64) }) } },
    async (request, reply) => {
      const definition = allProjections.find((projection) => projection.name === request.params.name);
      if (!definition) throw new HttpError(404, 'NOT_FOUND', '沒有此投影 No such projection.');
      const started = await startRebuild(db, eventStore, definition, request.log);
      await recordAdminChange(
        db,
        staffOf(request),
        {
          section: 'permissions',
          action: 'projection.rebuildStarted',
          entityId: definition.name,
          before: null,
          after: started,
        },
        app.deps.clock.now(),
      );
      return reply.code(202).send(started);
    },
  );
}

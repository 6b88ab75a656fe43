import { locationAnswerSchema } from '@shop/domain/members/apiSchemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publicRoutes } from '../../http/access.ts';
import { locationList } from '../../locations/locations.ts';

/** GET location/: every country, and Hong Kong's address hierarchy (locations/locations.ts). */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  publicRoutes(app);
  for (const path of ['/location', '/location/']) {
    app.get(path, { schema: { response: { 200: z.array(locationAnswerSchema) } } }, async () =>
      locationList(app.deps.db),
    );
  }
}

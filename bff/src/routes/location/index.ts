import type { FastifyInstance } from 'fastify';
import { locationList } from '../../locations/locations.ts';

/** GET location/: every country, and Hong Kong's address hierarchy (locations/locations.ts). */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  for (const path of ['/location', '/location/']) {
    app.get(path, async () => locationList(app.deps.db));
  }
}

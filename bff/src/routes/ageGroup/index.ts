import type { FastifyInstance } from 'fastify';
import { allAgeGroups } from '../../members/ageGroups.ts';

/** GET ageGroup/all: the six age groups with their status (1 offered in the forms). */
export async function ageGroupRoutes(app: FastifyInstance): Promise<void> {
  app.get('/ageGroup/all', async () => allAgeGroups(app.deps.db));
}

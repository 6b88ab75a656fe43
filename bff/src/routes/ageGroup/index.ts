import { ageGroupAnswerSchema } from '@shop/domain/members/apiSchemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publicRoutes } from '../../http/access.ts';
import { allAgeGroups } from '../../members/ageGroups.ts';

/** GET ageGroup/all: the six age groups with their status (1 offered in the forms). */
export async function ageGroupRoutes(app: FastifyInstance): Promise<void> {
  publicRoutes(app);
  app.get('/ageGroup/all', { schema: { response: { 200: z.array(ageGroupAnswerSchema) } } }, async () =>
    allAgeGroups(app.deps.db),
  );
}

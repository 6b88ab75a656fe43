import { membershipsAnswerSchema } from '@shop/domain/admin/memberships';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberships } from '../../../admin/memberships/membershipLevels.ts';
import { staffSection } from '../../../http/access.ts';

/** The memberships section: the levels and their rules, read-only (they are the code's constants). */
export async function adminMembershipsRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  staffSection(app, 'memberships');
  app.get('/admin/memberships', { schema: { response: { 200: membershipsAnswerSchema } } }, async () =>
    memberships(app.deps.db),
  );
}

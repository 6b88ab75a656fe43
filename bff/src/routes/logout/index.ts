import { successAnswerSchema } from '@shop/domain/members/apiSchemas';
import type { FastifyInstance } from 'fastify';
import { endSession } from '../../auth/endSession.ts';

/**
 * POST logout (the specification shows no path; this one follows its style): ends the caller's member token
 * on the server, so a copy of it left on a shared device or in a log no longer works: 401 TOKEN_REVOKED on
 * every route. Other sessions of the member stay signed in (a password reset ends them all).
 */
export async function logoutRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/logout',
    { config: { access: 'member' }, schema: { response: { 200: successAnswerSchema } } },
    async (request) => {
      await endSession(app, request);
      return { status: 'success' };
    },
  );
}

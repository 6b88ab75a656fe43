import type { FastifyInstance } from 'fastify';
import { revokeToken } from '../../auth/revokedTokens.ts';

/**
 * POST logout (the specification shows no path; this one follows its style): ends the caller's member token
 * on the server, so a copy of it left on a shared device or in a log no longer works: 401 TOKEN_REVOKED on
 * every route. Other sessions of the member stay signed in (a password reset ends them all).
 */
export async function logoutRoutes(app: FastifyInstance): Promise<void> {
  app.post('/logout', { preHandler: app.auth.authenticateMember }, async (request) => {
    const { db, clock } = app.deps;
    // authenticateMember has verified this bearer token: read it back with its expiry.
    const token = String(request.headers.authorization)
      .replace(/^Bearer\s+/i, '')
      .trim();
    const { exp } = app.jwt.decode<{ exp: number }>(token) ?? { exp: 0 };
    await revokeToken(db, token, new Date(exp * 1000), clock.now());
    return { status: 'success' };
  });
}

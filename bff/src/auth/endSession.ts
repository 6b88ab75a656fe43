import type { FastifyInstance, FastifyRequest } from 'fastify';
import { revokeToken } from './revokedTokens.ts';

/** Log-out: the bearer token the request's access check has verified is refused from now until its expiry. */
export async function endSession(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = String(request.headers.authorization)
    .replace(/^Bearer\s+/i, '')
    .trim();
  const { exp } = app.jwt.decode<{ exp: number }>(token) ?? { exp: 0 };
  await revokeToken(app.deps.db, token, new Date(exp * 1000), app.deps.clock.now());
}

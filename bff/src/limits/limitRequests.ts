import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app.ts';
import { HttpError } from '../errors.ts';
import { countRequest, type RateLimit } from './rateLimits.ts';

export type LimitKeys = (request: FastifyRequest, deps: AppDeps) => { limit: RateLimit; key: string }[];

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'RATE_LIMITED',
    `請求次數過多，請於${retryAfterSeconds >= 60 ? `${Math.ceil(retryAfterSeconds / 60)}分鐘` : `${retryAfterSeconds}秒`}後再試`,
    { retryAfterSeconds },
  );

/** A preHandler counting the request against `keys`: over a limit, a 429 with Retry-After and nothing done. */
export function limitRequests(deps: AppDeps, keys: LimitKeys) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const check = await countRequest(deps.db, keys(request, deps), deps.clock.now());
    if (check.allowed) return;
    reply.header('retry-after', String(check.retryAfterSeconds));
    throw tooManyRequests(check.retryAfterSeconds);
  };
}

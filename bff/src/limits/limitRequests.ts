import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
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
  return (request: FastifyRequest, reply: FastifyReply): Promise<void> =>
    countOrRefuse(deps, reply, keys(request, deps));
}

/**
 * Counts one request against `checks` from inside a handler (for keys only the parsed body holds): over a
 * limit, a 429 with Retry-After, thrown before the handler does anything.
 */
export async function countOrRefuse(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  reply: FastifyReply,
  checks: readonly { limit: RateLimit; key: string }[],
): Promise<void> {
  const check = await countRequest(deps.db, checks, deps.clock.now());
  if (check.allowed) return;
  reply.header('retry-after', String(check.retryAfterSeconds));
  throw tooManyRequests(check.retryAfterSeconds);
}

import type { FastifyRequest } from 'fastify';

/**
 * The shop's origin as shoppers and search engines reach it: PUBLIC_URL's when it is configured (as it should
 * be in production: behind a proxy the request's host is whatever the proxy forwards), else the request's.
 * A Host header that makes no origin gives localhost's rather than a failure.
 */
export function publicOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return new URL(publicUrl).origin;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return `${request.protocol}://localhost`;
  }
}

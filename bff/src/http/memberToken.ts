import type { FastifyReply } from 'fastify';

/**
 * Hands a member token to the web app in the Authorization reply header (log-in, sign-in with a social account,
 * a refreshed token), exposed so a cross-origin caller can read it too.
 */
export function withMemberToken(reply: FastifyReply, token: string): FastifyReply {
  return reply
    .header('authorization', `Bearer ${token}`)
    .header('access-control-expose-headers', 'Authorization');
}

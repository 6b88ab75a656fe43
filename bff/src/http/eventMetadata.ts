import { randomUUID } from 'node:crypto';
import type { Actor, EventMetadata } from '@shop/domain/events';
import type { FastifyRequest } from 'fastify';

const CORRELATION = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * The metadata of the events a request causes: its correlation id (the caller's `X-Correlation-Id`, else
 * its `Idempotency-Key`, so a retried write correlates with the first try; else a new id), the request as
 * their cause, the actor and the Clock's time.
 */
export function eventMetadataOf(request: FastifyRequest, actor: Actor, now: Date): EventMetadata {
  const given = [request.headers['x-correlation-id'], request.headers['idempotency-key']].find(
    (value): value is string => typeof value === 'string' && CORRELATION.test(value),
  );
  const correlationId = given ?? randomUUID();
  return {
    correlationId,
    causationId: `request:${request.id}:${correlationId}`,
    actor,
    occurredAt: now.toISOString(),
  };
}

/** The actor of a request to an `optionalMember` route: the member, or a guest known by the order's phone. */
export function shopperActor(request: FastifyRequest, guestId: string): Actor {
  return request.member
    ? { kind: 'member', id: String(request.member.memberId) }
    : { kind: 'guest', id: guestId };
}

import type { ShopperLevel } from '@shop/domain/cart/cartTypes';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../errors.ts';

/**
 * Parses fields gathered from several places (query and body: DELETE member/favourite may send either)
 * or answers 400 VALIDATION_FAILED listing each field.
 */
export function parseFields<Schema extends z.ZodType>(schema: Schema, data: unknown): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new HttpError(
    400,
    'VALIDATION_FAILED',
    `Invalid request: ${fields.map((f) => `${f.field} ${f.message}`).join('; ')}`,
    { fields },
  );
}

export function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * A preHandler for calls open to guests that answer members differently: a request with an Authorization
 * header must carry a valid member token (401 otherwise); one without is a guest.
 */
export function optionalMember(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.headers.authorization !== undefined) await app.auth.authenticateMember(request, reply);
  };
}

export function shopperLevelOf(request: FastifyRequest): ShopperLevel {
  if (!request.member) return 'guest';
  return request.member.authority === 'ROLE_VIP' ? 'vip' : 'member';
}

/** A country id of the locations list, or 404. */
export async function checkLocation(db: Queryable, locationId: number): Promise<number> {
  const { rows } = await db.query('select 1 from locations where location_id = $1', [locationId]);
  if (rows.length === 0)
    throw new DomainError('LOCATION_NOT_FOUND', '不支援此送貨地區', { countryId: locationId });
  return locationId;
}

import { DomainError } from '@shop/domain/errors';
import { WrongExpectedRevisionError } from '@shop/projections/ports/eventStore';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db/connectionErrors.ts';

/** A failure the API reports on purpose, with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new HttpError(404, code, message);
export const badRequest = (message: string, code = 'BAD_REQUEST', details?: Record<string, unknown>) =>
  new HttpError(400, code, message, details);

/**
 * Domain codes → HTTP statuses, in one table. A code not listed is a 422: the request was understood and
 * valid in form, but the business rules refuse it.
 */
const statusOfDomainCode: Record<string, number> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  CONFLICT: 409,
  WRONG_EXPECTED_REVISION: 409,
  RATE_LIMITED: 429,
  // Cart, coupons, add-ons and favourites (bff/src/cart).
  MEMBER_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  CART_LINE_NOT_FOUND: 404,
  COUPON_NOT_FOUND: 404,
  COUPON_EXPIRED: 404,
  COUPON_NOT_YET_VALID: 404,
  COUPON_NOT_FOR_GUESTS: 403,
  DISCOUNT_NOT_FOUND: 404,
  ADD_ON_PRODUCT_NOT_FOUND: 404,
  PRODUCT_POINT_NOT_FOUND: 404,
  LOCATION_NOT_FOUND: 404,
  POINTS_VIP_ONLY: 403,
  INSUFFICIENT_STOCK: 409,
  POINTS_OPTION_CONFLICT: 409,
};

export function statusOf(code: string): number {
  return statusOfDomainCode[code] ?? 422;
}

export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

const databaseUnavailableMessage = 'The shop cannot reach its database right now; please try again shortly.';

/** One error handler: 4xx carry a code and a message; 5xx details are logged and hidden. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    let status = 500;
    let body: ErrorBody = { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } };

    if (error instanceof HttpError) {
      status = error.statusCode;
      body = {
        error: { code: error.code, message: error.message, ...(error.details && { details: error.details }) },
      };
    } else if (error instanceof DomainError) {
      status = statusOf(error.code);
      body = {
        error: { code: error.code, message: error.message, ...(error.details && { details: error.details }) },
      };
    } else if (error instanceof WrongExpectedRevisionError) {
      status = 409;
      body = { error: { code: error.code, message: 'The resource changed meanwhile; please retry.' } };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fields = error.validation.map((issue) => ({
        field:
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(issue.params?.issue ?? ''),
        message: issue.message ?? 'invalid',
      }));
      body = {
        error: {
          code: 'VALIDATION_FAILED',
          message: `Invalid ${error.validationContext ?? 'request'}: ${fields.map((f) => `${f.field} ${f.message}`).join('; ')}`,
          details: { fields },
        },
      };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      body = { error: { code: 'DATABASE_UNAVAILABLE', message: databaseUnavailableMessage } };
      reply.header('retry-after', '5');
    } else if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) {
      // Fastify's own 4xx: malformed JSON, body too large, unsupported media type, rate limit.
      status = error.statusCode;
      body = { error: { code: error.code ?? 'BAD_REQUEST', message: error.message } };
    }

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply.status(status).send(body);
  });
}

import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DomainError, type DomainErrorCode } from '@shop/domain/errors';
import { WrongExpectedRevisionError } from '@shop/projections/ports/eventStore';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db/connectionErrors.ts';

/**
 * A refusal of the HTTP layer itself (routes/, http/, plugins/, limits/): a malformed request, no session,
 * too many requests. Features throw a DomainError instead; tools/importRules.test.ts holds them to it.
 */
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
 * Domain codes → HTTP statuses, in one table keyed by the code union: a code without a status, or a status
 * for a code that does not exist, fails to compile. 422: understood and valid in form, but the business
 * rules refuse it; 409: the resource is not in a state that allows it; 404: it does not exist (a coupon
 * outside its window is a code that does not exist now).
 */
const statusOfDomainCode: Record<DomainErrorCode, 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  CONFLICT: 409,
  WRONG_EXPECTED_REVISION: 409,
  RATE_LIMITED: 429,
  // Catalogue, members, shipping.
  PRODUCT_NOT_FOUND: 404,
  PRODUCT_NOT_FOR_SALE: 422,
  MEMBER_NOT_FOUND: 404,
  MEMBER_DISABLED: 403,
  ADDRESS_NOT_FOUND: 404,
  ADDRESS_LIMIT_REACHED: 409,
  VERIFICATION_CODE_WRONG: 400,
  VERIFICATION_SERVICE_ERROR: 400,
  SOCIAL_ACCOUNT_LINKED: 409,
  LOCATION_NOT_FOUND: 404,
  // Where an order goes: a destination the checks refuse is bad input.
  COUNTRY_NOT_FOUND: 400,
  ADDRESS_INCOMPLETE: 400,
  PHONE_INVALID: 400,
  EMAIL_INVALID: 400,
  PICKUP_POINT_REQUIRED: 400,
  PICKUP_POINT_NOT_FOUND: 400,
  PICKUP_POINT_COUNTRY_MISMATCH: 400,
  // Cart and favourites.
  CART_FULL: 422,
  CART_LINE_NOT_FOUND: 404,
  QUANTITY_BELOW_MINIMUM: 422,
  DELIVERY_TIMES_FIXED: 422,
  INSUFFICIENT_STOCK: 409,
  FAVOURITES_FULL: 422,
  CART_EMPTY: 422,
  CART_NOT_CHECKOUTABLE: 422,
  // Coupons and add-on discounts.
  COUPON_NOT_FOUND: 404,
  COUPON_EXPIRED: 404,
  COUPON_NOT_YET_VALID: 404,
  COUPON_NOT_FOR_GUESTS: 403,
  COUPON_NOT_APPLICABLE: 422,
  COUPON_MIN_SPEND: 422,
  COUPON_FIRST_PURCHASE_ONLY: 422,
  DISCOUNT_NOT_FOUND: 404,
  ADD_ON_PRODUCT_NOT_FOUND: 404,
  ADD_ON_PRODUCT_REQUIRED: 422,
  ADD_ON_QUANTITY_EXCEEDED: 422,
  GWP_NOT_ELIGIBLE: 422,
  PWP_NOT_ELIGIBLE: 422,
  // Points.
  POINTS_VIP_ONLY: 403,
  PRODUCT_POINT_NOT_FOUND: 404,
  POINTS_OPTION_CONFLICT: 409,
  INSUFFICIENT_POINTS: 422,
  POINTS_OVER_LIMIT: 422,
  POINTS_ALREADY_REDEEMED: 409,
  VIP_NOT_ACTIVE: 409,
  // Card payments: a gateway message that fails its checks is bad input; no gateway is an outage.
  PAYMENT_SIGNATURE_INVALID: 400,
  PAYMENT_MESSAGE_INVALID: 400,
  PAYMENT_REFERENCE_MISMATCH: 400,
  PAYMENT_UNAVAILABLE: 503,
  // Orders: a command the order's status does not allow (docs/orders.md).
  ORDER_NOT_FOUND: 404,
  ORDER_ALREADY_PLACED: 409,
  ORDER_NOT_PAID: 409,
  ORDER_ALREADY_PAID: 409,
  ORDER_NOT_PROCESSING: 409,
  ORDER_ALREADY_PROCESSING: 409,
  ORDER_NOT_SHIPPED: 409,
  ORDER_ALREADY_SHIPPED: 409,
  ORDER_NOT_AWAITING_SECOND_DELIVERY: 409,
  ORDER_ALREADY_AWAITING_SECOND_DELIVERY: 409,
  SECOND_DELIVERY_ALREADY_SHIPPED: 409,
  ORDER_COMPLETED: 409,
  ORDER_CANCELED: 409,
  ORDER_NOT_DELETABLE: 409,
  // Orders: a rule inside an allowed transition.
  ORDER_EMPTY: 422,
  ORDER_TOTALS_INCONSISTENT: 422,
  ORDER_INVALID: 422,
  PAYMENT_NOT_VERIFIED: 403,
  PAYMENT_AMOUNT_MISMATCH: 422,
  PAYMENT_CURRENCY_MISMATCH: 422,
  ORDER_CANCEL_STAFF_ONLY: 403,
  ORDER_NOT_CANCELLABLE: 422,
  TRACKING_NUMBER_REQUIRED: 422,
  NO_SECOND_DELIVERY: 409,
  SECOND_DELIVERY_OUTSTANDING: 409,
  REFUND_EXCEEDS_PAID: 422,
  REFUND_AMOUNT_INVALID: 422,
  REFUND_REASON_REQUIRED: 422,
  REFUND_TRANSACTION_UNKNOWN: 422,
  // Uploaded pictures.
  FILE_TOO_LARGE: 413,
  NOT_A_PICTURE: 415,
  TOO_MANY_PIXELS: 422,
  FILE_NOT_FOUND: 422,
  // The back office: a form naming what does not exist is refused at its field; a taken name is a conflict.
  ROLE_NOT_FOUND: 422,
  OWNER_ONLY: 403,
  GRANT_BEYOND_OWN: 403,
  USERNAME_TAKEN: 409,
  LAST_OWNER: 409,
  OWNER_ROLE_FIXED: 409,
  ROLE_IN_USE: 409,
  CATEGORY_NOT_FOUND: 422,
  EVENT_NOT_FOUND: 422,
  IMAGE_NOT_FOUND: 422,
  RELATED_NOT_FOUND: 422,
  OPTION_NOT_FOUND: 422,
  GROUP_ITEM_NOT_FOUND: 422,
  NAMED_PRODUCT_NOT_FOUND: 422,
  OPTION_REMOVAL_REFUSED: 422,
  STOCK_BELOW_ZERO: 409,
  DISCOUNT_TYPE_FIXED: 409,
  PAGE_CONTENT_IN_USE: 409,
  SKU_TAKEN: 409,
  URL_NAME_TAKEN: 409,
  COUPON_CODE_TAKEN: 409,
  BANNER_SLOT_TAKEN: 409,
  PAGE_CONTENT_EXISTS: 409,
  ORDER_CHANGED: 409,
  REBUILD_RUNNING: 409,
  // Web Push (docs/push.md): an endpoint the shop will not call is bad input; no VAPID keys is an outage.
  PUSH_ENDPOINT_REFUSED: 400,
  PUSH_TARGET_REQUIRED: 400,
  PUSH_SUBSCRIPTIONS_FULL: 422,
  PUSH_UNAVAILABLE: 503,
};

/**
 * The code a refusal carries on the wire when it is not the domain code itself: a product a back-office
 * form names is PRODUCT_NOT_FOUND to the back office, as it always was, but 422 where the storefront's is 404.
 */
const wireCodeOf: Partial<Record<DomainErrorCode, string>> = { NAMED_PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND' };

export function statusOf(code: DomainErrorCode): number {
  // A code forced past the type (a cast, plain JavaScript) is still a refusal, not a crash.
  return statusOfDomainCode[code] ?? 422;
}

export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

const databaseUnavailableMessage = 'The shop cannot reach its database right now; please try again shortly.';

/** The status, body and extra headers that answer an error: 4xx carry a code and a message; 5xx say nothing. */
function errorAnswer(error: FastifyError | Error): {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
} {
  if (error instanceof HttpError) {
    const { statusCode, code, message, details } = error;
    return { status: statusCode, body: { error: { code, message, ...(details && { details }) } } };
  }
  if (error instanceof DomainError) {
    const { code, message, details } = error as DomainError;
    const body = { code: wireCodeOf[code] ?? code, message, ...(details && { details }) };
    return { status: statusOf(code), body: { error: body } };
  }
  if (error instanceof WrongExpectedRevisionError)
    return {
      status: 409,
      body: { error: { code: error.code, message: 'The resource changed meanwhile; please retry.' } },
    };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(issue.params?.issue ?? ''),
      message: issue.message ?? 'invalid',
    }));
    return {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: `Invalid ${error.validationContext ?? 'request'}: ${fields.map((f) => `${f.field} ${f.message}`).join('; ')}`,
          details: { fields },
        },
      },
    };
  }
  if (isDatabaseUnavailable(error))
    return {
      status: 503,
      body: { error: { code: 'DATABASE_UNAVAILABLE', message: databaseUnavailableMessage } },
      headers: { 'retry-after': '5' },
    };
  if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500)
    // Fastify's own 4xx: malformed JSON, body too large, unsupported media type, a malformed URL.
    return {
      status: error.statusCode,
      body: { error: { code: error.code ?? 'BAD_REQUEST', message: error.message } },
    };
  return { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } } };
}

function answer(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body, headers } = errorAnswer(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  if (headers) reply.headers(headers);
  reply.status(status).send(body);
}

/** One error handler: 4xx carry a code and a message; 5xx details are logged and hidden. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answer);
}

/**
 * Fastify's option for the refusals it makes before any route or error handler: a path that is no valid URL
 * (`%FF`, an overlong `%C0%80`) and a path parameter over 100 characters. They answer in the same shape.
 */
export const frameworkErrors = answer;

/**
 * Fastify's option for requests Node's HTTP parser refuses before Fastify sees them (a control character in a
 * header, a malformed request line, headers over 16 KB): the same {code, message} shape, then the connection
 * is closed, as Node does.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.']
        : [400, 'MALFORMED_REQUEST', 'The request is not valid HTTP.'];
  const body = JSON.stringify({ error: { code, message } });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

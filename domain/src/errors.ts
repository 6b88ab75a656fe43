/**
 * An expected business failure: the code says what went wrong ('COUPON_NOT_APPLICABLE'), never an HTTP
 * status. The bff maps codes to statuses in one place (bff/src/errors.ts).
 */
export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

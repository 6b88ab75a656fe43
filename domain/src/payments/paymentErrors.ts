/** Why a gateway message or a payment request was refused (bff/src/errors.ts gives each its status). */
export type PaymentErrorCode =
  /** The signature does not match the fields, or there is none. */
  | 'PAYMENT_SIGNATURE_INVALID'
  /** Signed, but a field we act on is missing, unsigned or malformed. */
  | 'PAYMENT_MESSAGE_INVALID'
  /** Signed, but its reference is not the one this shop gave the order. */
  | 'PAYMENT_REFERENCE_MISMATCH'
  /** No card gateway is configured (production without its settings). */
  | 'PAYMENT_UNAVAILABLE';

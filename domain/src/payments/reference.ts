/**
 * The payment reference that travels to the card gateway and back in the return page's `Ref`: an
 * environment prefix, the order id, an underscore and the order number (`DEV-1024_JH2611240001`). The
 * return page only needs the order id; everything it decides is read from the order itself.
 */
export const ENVIRONMENT_PREFIXES = ['DEV-', 'AD-TEST-', 'AD-PRO-', 'AD-UAT-'] as const;
export type EnvironmentPrefix = (typeof ENVIRONMENT_PREFIXES)[number];

export function paymentReference(prefix: EnvironmentPrefix, orderId: number, orderNo: string): string {
  return `${prefix}${orderId}_${orderNo}`;
}

/**
 * The order id of a `Ref`, or null when there is none (missing, not digits after the prefix, zero, or
 * beyond a safe integer): the return page then goes home.
 */
export function orderIdFromReference(ref: string | null | undefined): number | null {
  if (!ref) return null;
  const prefix = ENVIRONMENT_PREFIXES.find((candidate) => ref.startsWith(candidate));
  const rest = prefix ? ref.slice(prefix.length) : ref;
  const idText = rest.split('_', 1)[0] ?? '';
  if (!/^[0-9]{1,15}$/.test(idText)) return null;
  const id = Number(idText);
  return id > 0 ? id : null;
}

/** The gateway's reason codes that mean "your bank said no" (seed 001 §8): the shopper should call the bank. */
export const BANK_REJECTION_CODES = ['201', '203', '204', '205', '208', '210', '211'] as const;

export type PaymentFailureKind = 'bankRejected' | 'failed';

export function paymentFailureKind(code: string): PaymentFailureKind {
  return (BANK_REJECTION_CODES as readonly string[]).includes(code) ? 'bankRejected' : 'failed';
}

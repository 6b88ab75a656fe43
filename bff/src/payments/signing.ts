import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 over `name=value` pairs joined by commas, in the order `names` gives, base64: the signature
 * of the CyberSource Secure Acceptance style form (GlobalPay) and of our PayDollar-style form alike.
 */
export function signFields(
  fields: Readonly<Record<string, string>>,
  names: readonly string[],
  secret: string,
): string {
  const data = names.map((name) => `${name}=${fields[name] ?? ''}`).join(',');
  return createHmac('sha256', secret).update(data, 'utf8').digest('base64');
}

/** Constant-time comparison, so a forger cannot learn a signature byte by byte from response times. */
export function signaturesMatch(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

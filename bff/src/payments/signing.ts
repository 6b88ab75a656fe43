import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@shop/domain/errors';

/**
 * The canonical string both card channels sign: `name=value` pairs joined by commas, in the order `names`
 * gives, nothing escaped (the gateways' rule, which the shop cannot change). Unescaped, the same bytes could
 * be cut into other pairs, so the shop's signatures are only safe if they cannot be re-read as another
 * message. Hence the rules, the same when signing and when verifying:
 * - a name is a plain identifier (letters, digits, `_`), never holding `,` or `=`;
 * - a value never holds `,` or `=`, except a list of names (`signed_field_names`, `unsigned_field_names`),
 *   which holds plain names joined by `,` and no `=`.
 * Then every `=` in the bytes ends a name, every piece between commas that holds one is exactly one pair,
 * and the bytes tell which names were signed. A request and a message sign different sets of names, so no
 * signature of one kind can ever verify as the other (see "What is signed and what is verified" in
 * docs/payments.md).
 */
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const NAME_LISTS: readonly string[] = ['signed_field_names', 'unsigned_field_names'];
const DELIMITER = /[,=]/;

function isNameList(value: string): boolean {
  return value === '' || value.split(',').every((name) => PLAIN_NAME.test(name));
}

/** The bytes a signature covers, or null when a name or value could cut them into other pairs. */
export function canonicalFields(
  fields: Readonly<Record<string, string>>,
  names: readonly string[],
): string | null {
  const pairs: string[] = [];
  for (const name of names) {
    const value = fields[name] ?? '';
    const plain = NAME_LISTS.includes(name) ? isNameList(value) : !DELIMITER.test(value);
    if (!PLAIN_NAME.test(name) || !plain) return null;
    pairs.push(`${name}=${value}`);
  }
  return pairs.join(',');
}

const hmac = (data: string, secret: string) =>
  createHmac('sha256', secret).update(data, 'utf8').digest('base64');

/**
 * HMAC-SHA256 over the canonical string, base64: the signature of the CyberSource Secure Acceptance style
 * form (GlobalPay) and of the PayDollar-style form alike. A value holding a delimiter is refused, never
 * signed: the shop's own values never do (what a shopper types is never signed).
 */
export function signFields(
  fields: Readonly<Record<string, string>>,
  names: readonly string[],
  secret: string,
): string {
  const data = canonicalFields(fields, names);
  if (data === null)
    throw new DomainError(
      'PAYMENT_MESSAGE_INVALID',
      'A payment field holds a character that cannot be signed.',
    );
  return hmac(data, secret);
}

/** Whether `signature` is the key's over `names` of `fields`; false for bytes that could be cut otherwise. */
export function fieldsSigned(
  fields: Readonly<Record<string, string>>,
  names: readonly string[],
  secret: string,
  signature: string,
): boolean {
  const data = canonicalFields(fields, names);
  return data !== null && signature !== '' && signaturesMatch(hmac(data, secret), signature);
}

/** Constant-time comparison, so a forger cannot learn a signature byte by byte from response times. */
export function signaturesMatch(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether `names` is exactly `expected` as a set: each once, none missing, none more. */
export function exactlyTheNames(names: readonly string[], expected: readonly string[]): boolean {
  return (
    names.length === expected.length &&
    new Set(names).size === names.length &&
    names.every((name) => expected.includes(name))
  );
}

import { createHmac } from 'node:crypto';
import { claimsOf } from './testMembers.ts';

/** Tokens as an attacker would make them, for the suites that prove the shop refuses them. */

export const encodeSegment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HMAC-signed JWT with any claims, secret and algorithm. */
export function signToken(claims: object, secret: string, algorithm: 'HS256' | 'HS512' = 'HS256'): string {
  const input = `${encodeSegment({ alg: algorithm, typ: 'JWT' })}.${encodeSegment(claims)}`;
  const hash = algorithm === 'HS256' ? 'sha256' : 'sha512';
  return `${input}.${createHmac(hash, secret).update(input).digest('base64url')}`;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The same token with its signature's last character changed only in bits base64 decoding ignores (an
 * HS256 signature is 43 characters for 32 bytes): the bytes are the same, the text is not.
 */
export function respelled(token: string): string {
  const last = BASE64URL.indexOf(token.at(-1) ?? '');
  return `${token.slice(0, -1)}${BASE64URL[last ^ 1]}`;
}

export interface ForgedToken {
  label: string;
  token: string;
  code: 'TOKEN_INVALID' | 'TOKEN_EXPIRED';
}

/**
 * Every way to tamper with a genuine token: its payload changed (`changes`, e.g. another subject), its
 * signature changed or respelled, unsigned (alg none), signed with another secret, signed by another
 * algorithm with the shop's secret, and re-signed with the shop's own secret but expired.
 */
export function forgeriesOf(
  token: string,
  shopSecret: string,
  now: Date,
  changes: Record<string, unknown>,
): ForgedToken[] {
  const claims = claimsOf(token);
  const [head, , signature = ''] = token.split('.');
  const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const invalid = (label: string, forged: string): ForgedToken => ({
    label,
    token: forged,
    code: 'TOKEN_INVALID',
  });
  return [
    invalid('changed payload', `${head}.${encodeSegment({ ...claims, ...changes })}.${signature}`),
    invalid('changed signature', `${head}.${token.split('.')[1]}.${flipped}`),
    invalid('respelled signature', respelled(token)),
    invalid('alg none', `${encodeSegment({ alg: 'none', typ: 'JWT' })}.${encodeSegment(claims)}.`),
    invalid('another secret', signToken(claims, 'another-secret-that-is-long-enough-for-hs256')),
    invalid('another algorithm', signToken(claims, shopSecret, 'HS512')),
    {
      label: 'expired',
      token: signToken({ ...claims, iat: nowSeconds - 7200, exp: nowSeconds - 1 }, shopSecret),
      code: 'TOKEN_EXPIRED',
    },
  ];
}

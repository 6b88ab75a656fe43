import { createHmac, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { OidcProviderConfig } from '../config.ts';

/** A locally generated RSA key pair standing in for a provider's signing key (tests only). */
export interface TestSigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: Record<string, unknown>;
}

export function testSigningKey(kid: string): TestSigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    kid,
    privateKey,
    publicJwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' },
  };
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 JWT signed with `key`, with the header's kid as given (default: the key's own). */
export function signIdToken(
  key: TestSigningKey,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
): string {
  const head = encode({ alg: 'RS256', typ: 'JWT', kid: key.kid, ...header });
  const body = encode(claims);
  const signature = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key.privateKey).toString('base64url');
  return `${head}.${body}.${signature}`;
}

/** An HS256 JWT whose secret is the given text: the classic RS256/HS256 confusion attempt. */
export function signHs256(secret: string, claims: Record<string, unknown>, kid: string): string {
  const head = encode({ alg: 'HS256', typ: 'JWT', kid });
  const body = encode(claims);
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

export function providerConfig(issuer: string, audience: string, keys: TestSigningKey[]): OidcProviderConfig {
  return { issuers: [issuer], audiences: [audience], jwks: { keys: keys.map((key) => key.publicJwk) } };
}

import { createPublicKey, type JsonWebKey, type KeyObject, verify } from 'node:crypto';
import type { OidcProviderConfig } from '../config.ts';

/**
 * Verification of OpenID Connect ID tokens (Google sign-in; Facebook Limited Login): RS256 only, the
 * signature against the configured provider keys (JWKS), then issuer, audience, expiry and issue time.
 * A social account is identified by the token's `sub`, never by an id the browser merely states.
 */
export type IdentityProvider = 'google' | 'facebook';

export interface VerifiedIdentity {
  provider: IdentityProvider;
  subject: string;
  email: string | null;
}

export class IdTokenError extends Error {
  constructor(readonly reason: string) {
    super(`ID token refused: ${reason}`);
    this.name = 'IdTokenError';
  }
}

const MAX_TOKEN_LENGTH = 16 * 1024;
/** Tolerated clock difference with the provider. */
const LEEWAY_SECONDS = 60;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const MIN_MODULUS_BITS = 2048;

function decodeJson(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through
  }
  throw new IdTokenError('malformed');
}

/** The RSA signing keys of a JWKS, by key id; keys for other uses or algorithms are left out. */
export function signingKeys(jwks: OidcProviderConfig['jwks']): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  for (const jwk of jwks.keys) {
    if (jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
    if (jwk.use !== undefined && jwk.use !== 'sig') continue;
    if (jwk.alg !== undefined && jwk.alg !== 'RS256') continue;
    try {
      const key = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
      // Providers use 2048-bit keys or longer; anything shorter (or empty) is not a key to trust.
      if ((key.asymmetricKeyDetails?.modulusLength ?? 0) >= MIN_MODULUS_BITS) keys.set(jwk.kid, key);
    } catch {
      // An unreadable key is skipped; tokens signed with it are refused.
    }
  }
  return keys;
}

export type IdTokenVerifier = (token: string, now: Date) => VerifiedIdentity;

export function idTokenVerifier(provider: IdentityProvider, config: OidcProviderConfig): IdTokenVerifier {
  const keys = signingKeys(config.jwks);
  const audiences = new Set(config.audiences);
  const issuers = new Set(config.issuers);

  return (token, now) => {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) throw new IdTokenError('malformed');
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part)))
      throw new IdTokenError('malformed');
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];

    const header = decodeJson(headerPart);
    if (header.alg !== 'RS256') throw new IdTokenError('algorithm');
    if (header.crit !== undefined) throw new IdTokenError('critical header');
    const key =
      typeof header.kid === 'string'
        ? keys.get(header.kid)
        : keys.size === 1
          ? keys.values().next().value
          : undefined;
    if (!key) throw new IdTokenError('unknown key');
    const signed = Buffer.from(`${headerPart}.${payloadPart}`);
    if (!verify('RSA-SHA256', signed, key, Buffer.from(signaturePart, 'base64url')))
      throw new IdTokenError('signature');

    const claims = decodeJson(payloadPart);
    if (typeof claims.iss !== 'string' || !issuers.has(claims.iss)) throw new IdTokenError('issuer');
    const aud = claims.aud;
    const tokenAudiences = typeof aud === 'string' ? [aud] : Array.isArray(aud) ? aud : [];
    if (!tokenAudiences.some((value) => typeof value === 'string' && audiences.has(value)))
      throw new IdTokenError('audience');
    // With several audiences, the authorised party must be us (OpenID Connect Core §3.1.3.7).
    if (tokenAudiences.length > 1 && (typeof claims.azp !== 'string' || !audiences.has(claims.azp)))
      throw new IdTokenError('authorised party');

    const nowSeconds = now.getTime() / 1000;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds - LEEWAY_SECONDS)
      throw new IdTokenError('expired');
    if (typeof claims.iat !== 'number' || claims.iat > nowSeconds + LEEWAY_SECONDS)
      throw new IdTokenError('issued in the future');
    if (
      claims.nbf !== undefined &&
      (typeof claims.nbf !== 'number' || claims.nbf > nowSeconds + LEEWAY_SECONDS)
    )
      throw new IdTokenError('not yet valid');
    if (typeof claims.sub !== 'string' || claims.sub === '' || claims.sub.length > 255)
      throw new IdTokenError('subject');

    return { provider, subject: claims.sub, email: typeof claims.email === 'string' ? claims.email : null };
  };
}

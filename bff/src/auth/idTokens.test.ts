import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { providerConfig, signHs256, signIdToken, testSigningKey } from '../testing/testOidcKeys.ts';
import { IdTokenError, idTokenVerifier, signingKeys } from './idTokens.ts';

const now = new Date('2026-11-21T02:00:00Z');
const nowSeconds = now.getTime() / 1000;
const ISSUER = 'https://accounts.google.com';
const CLIENT = 'shop-web.apps.googleusercontent.com';
const key = testSigningKey('google-1');
const otherKey = testSigningKey('google-1');
const verifyGoogle = idTokenVerifier('google', providerConfig(ISSUER, CLIENT, [key]));

const claims = (overrides: Record<string, unknown> = {}) => ({
  iss: ISSUER,
  aud: CLIENT,
  sub: '1098765432101234567890',
  email: 'someone@gmail.com',
  iat: nowSeconds - 60,
  exp: nowSeconds + 3600,
  ...overrides,
});

function refusal(token: string): string {
  try {
    verifyGoogle(token, now);
  } catch (error) {
    if (error instanceof IdTokenError) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('ID token verification', () => {
  it('accepts a token signed with the configured key for our client, and reads the subject', () => {
    expect(verifyGoogle(signIdToken(key, claims()), now)).toEqual({
      provider: 'google',
      subject: '1098765432101234567890',
      email: 'someone@gmail.com',
    });
  });

  it('refuses a forged signature: another key under the same key id', () => {
    expect(refusal(signIdToken(otherKey, claims()))).toBe('signature');
  });

  it('refuses a token whose payload was changed after signing', () => {
    const [head, , signature] = signIdToken(key, claims()).split('.');
    const changed = Buffer.from(JSON.stringify(claims({ sub: 'someone-else' }))).toString('base64url');
    expect(refusal(`${head}.${changed}.${signature}`)).toBe('signature');
  });

  it('refuses other algorithms: none, and HS256 keyed with the public key', () => {
    const body = Buffer.from(JSON.stringify(claims())).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: key.kid })).toString('base64url')}.${body}.`;
    expect(refusal(none)).toBe('malformed');
    const noneSigned = `${Buffer.from(JSON.stringify({ alg: 'none', kid: key.kid })).toString('base64url')}.${body}.AAAA`;
    expect(refusal(noneSigned)).toBe('algorithm');
    const publicPem = createPublicKey({ key: key.publicJwk as never, format: 'jwk' })
      .export({ type: 'spki', format: 'pem' })
      .toString();
    expect(refusal(signHs256(publicPem, claims(), key.kid))).toBe('algorithm');
  });

  it('refuses an unknown key id, another issuer, another audience and an expired token', () => {
    expect(refusal(signIdToken(key, claims(), { kid: 'rotated-away' }))).toBe('unknown key');
    expect(refusal(signIdToken(key, claims({ iss: 'https://evil.example' })))).toBe('issuer');
    expect(refusal(signIdToken(key, claims({ aud: 'another-app' })))).toBe('audience');
    expect(refusal(signIdToken(key, claims({ exp: nowSeconds - 61 })))).toBe('expired');
    expect(refusal(signIdToken(key, claims({ exp: undefined })))).toBe('expired');
  });

  it('allows a minute of clock difference, not more', () => {
    expect(refusal(signIdToken(key, claims({ exp: nowSeconds - 30 })))).toBe('accepted');
    expect(refusal(signIdToken(key, claims({ iat: nowSeconds + 30 })))).toBe('accepted');
    expect(refusal(signIdToken(key, claims({ iat: nowSeconds + 120 })))).toBe('issued in the future');
    expect(refusal(signIdToken(key, claims({ nbf: nowSeconds + 120 })))).toBe('not yet valid');
  });

  it('with several audiences, the authorised party must be our client', () => {
    expect(refusal(signIdToken(key, claims({ aud: [CLIENT, 'other'] })))).toBe('authorised party');
    expect(refusal(signIdToken(key, claims({ aud: [CLIENT, 'other'], azp: 'other' })))).toBe(
      'authorised party',
    );
    expect(refusal(signIdToken(key, claims({ aud: [CLIENT, 'other'], azp: CLIENT })))).toBe('accepted');
  });

  it('refuses a missing subject, a critical header and garbage', () => {
    expect(refusal(signIdToken(key, claims({ sub: '' })))).toBe('subject');
    expect(refusal(signIdToken(key, claims(), { crit: ['exp'] }))).toBe('critical header');
    expect(refusal('not.a.jwt!')).toBe('malformed');
    expect(refusal('a.b')).toBe('malformed');
    expect(refusal(`${'a'.repeat(20_000)}.b.c`)).toBe('malformed');
  });

  it('reads only RSA signing keys with a key id from the JWKS', () => {
    const keys = signingKeys({
      keys: [
        key.publicJwk,
        { ...otherKey.publicJwk, kid: 'enc', use: 'enc' },
        { ...otherKey.publicJwk, kid: undefined },
        { kty: 'oct', kid: 'hmac', k: 'c2VjcmV0' },
        { kty: 'RSA', kid: 'broken', n: '', e: '' },
      ],
    });
    expect([...keys.keys()]).toEqual(['google-1']);
  });
});

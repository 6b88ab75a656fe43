/**
 * Secrets that anyone who has read this repository knows: a token signed with one of them reads any member.
 * Production refuses them, as it refuses a secret that is one character repeated.
 */
const publishedSecrets = new Set([
  'change-me-to-a-long-random-secret-of-48-chars',
  'test-secret-that-is-long-enough-for-hs256-signing',
]);

/** Why `secret` cannot sign production tokens, or null when it can. */
export function weakJwtSecret(secret: string | undefined): string | null {
  if (!secret) return 'JWT_SECRET (at least 32 characters) is required in production';
  if (publishedSecrets.has(secret))
    return 'JWT_SECRET is an example value published with the shop: generate your own (e.g. `openssl rand -base64 48`)';
  if (new Set(secret).size < 8)
    return 'JWT_SECRET is too predictable (fewer than 8 different characters): generate a random one';
  return null;
}

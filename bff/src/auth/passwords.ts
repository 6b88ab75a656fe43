import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard). A stored hash is one self-describing string:
 *
 *   scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>
 *
 * so the cost can be raised later without breaking old hashes (see needsRehash).
 */
export const SCRYPT_DEFAULTS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// Bounds for parameters read back from storage, so a tampered row cannot make a login burn the machine.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(plain: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // scrypt needs about 128 * N * r bytes; allow twice that.
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(plain: string, params: ScryptParams = SCRYPT_DEFAULTS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(plain, salt, params, KEY_LENGTH);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, nText, rText, pText, saltText, hashText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  const validN = Number.isInteger(N) && N >= 2 && N <= MAX_N && (N & (N - 1)) === 0;
  const validR = Number.isInteger(r) && r >= 1 && r <= MAX_R;
  const validP = Number.isInteger(p) && p >= 1 && p <= MAX_P;
  if (!validN || !validR || !validP) return null;
  const salt = Buffer.from(saltText, 'base64url');
  const hash = Buffer.from(hashText, 'base64url');
  if (salt.length < 8 || hash.length < 16 || hash.length > 64) return null;
  return { N, r, p, salt, hash };
}

/** True when `plain` matches `stored`. A malformed stored value never matches (and never throws). */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(plain, parsed.salt, parsed, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

/** True when `stored` was made with weaker parameters than today's defaults (rehash after a good login). */
export function needsRehash(stored: string, params: ScryptParams = SCRYPT_DEFAULTS): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  return parsed.N < params.N || parsed.r < params.r || parsed.p < params.p;
}

/**
 * An unknown login name is checked against this hash, so it costs the same time as a wrong password and the
 * answer's timing does not tell which names have accounts.
 */
let decoyHash: Promise<string> | null = null;

/** verifyPassword for a log-in whose account may not exist (`stored` null): false, after the same work. */
export async function loginPasswordMatches(plain: string, stored: string | null): Promise<boolean> {
  if (stored !== null) return verifyPassword(plain, stored);
  decoyHash ??= hashPassword('decoy password for unknown login names');
  await verifyPassword(plain, await decoyHash);
  return false;
}

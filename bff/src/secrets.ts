import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config.ts';

/**
 * The JWT signing secret: from configuration when given (required in production); otherwise generated once
 * and kept in the data folder, so tokens survive a restart of the embedded shop.
 */
export async function jwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const path = join(config.dataDir, 'jwt-secret');
  const existing = await readFile(path, 'utf8').catch(() => null);
  if (existing && existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(path, secret, { mode: 0o600 });
  return secret;
}

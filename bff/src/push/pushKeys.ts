import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const storedKeysSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/**
 * The VAPID keys (RFC 8292) that sign every push: from configuration when given. Otherwise, in production,
 * null: push is off and its routes answer 503 PUSH_UNAVAILABLE (half a configuration stops the start, see
 * config.ts). Outside production they are generated once and kept in the data folder like the JWT secret, so
 * subscriptions survive a restart; tests get a fresh pair in memory.
 */
export async function vapidKeys(config: Config): Promise<VapidKeys | null> {
  if (config.push.vapid) return config.push.vapid;
  if (config.nodeEnv === 'production') return null;
  const subject = 'mailto:push@example.invalid';
  if (config.nodeEnv === 'test') return { ...webpush.generateVAPIDKeys(), subject };
  const path = join(config.dataDir, 'vapid-keys.json');
  const stored = storedKeysSchema.safeParse(
    JSON.parse(await readFile(path, 'utf8').catch(() => 'null')) as unknown,
  );
  if (stored.success) return { ...stored.data, subject };
  const keys = webpush.generateVAPIDKeys();
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(path, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}

import { chmod, mkdir, mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from './pglite.ts';

describe('the embedded database folder', () => {
  it('is private to the shop’s user, even when it existed with open permissions', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'shop-pglite-'));
    const dataDir = join(parent, 'data');
    await mkdir(dataDir);
    await chmod(dataDir, 0o777);
    await writeFile(join(dataDir, 'jwt-secret'), 'x'.repeat(48));

    const db = await openPglite(dataDir);
    await db.query('create table t (x int)');
    await db.close();

    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  }, 30_000);
});

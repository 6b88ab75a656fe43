import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './dataDirLock.ts';

const tempDir = () => mkdtemp(join(tmpdir(), 'shop-lock-'));

describe('lockDataDir', () => {
  it('refuses a folder held by another live process, naming it and saying what to do', async () => {
    const dir = await tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(join(dir, '.lock'), String(other.pid));
      const attempt = lockDataDir(dir);
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(attempt).rejects.toThrow(
        /in use by another shop process \(pid \d+\).*stop that process first/,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs, and releases it', async () => {
    const dir = await tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    await writeFile(join(dir, '.lock'), String(gone.pid));

    const lock = await lockDataDir(dir);
    expect(await readFile(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    await lock.release();
    await expect(readFile(join(dir, '.lock'), 'utf8')).rejects.toThrow(/ENOENT/);
  });
});

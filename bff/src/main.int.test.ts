import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const MAIN = new URL('./main.ts', import.meta.url).pathname;
const running: ChildProcess[] = [];

function startShop(dataDir: string, port: number): { child: ChildProcess; output: () => string } {
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let text = '';
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  return { child, output: () => text };
}

interface Health {
  eventStore: { head: { commit: string; prepare: string } | null };
}

const health = (port: number): Promise<Health> =>
  fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.json() as Promise<Health>);

async function waitForHealth(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the shop did not become healthy within 60 s');
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

describe('the embedded shop process', () => {
  it('refuses a second process on the same data folder, shuts down cleanly and keeps its data', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-main-'));
    const first = startShop(dataDir, 4401);
    await waitForHealth(4401);
    const seeded = await health(4401);

    const second = startShop(dataDir, 4402);
    expect(await exited(second.child)).toBe(1);
    expect(second.output()).toMatch(/in use by another shop process .*stop that process first/s);

    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    // Started again on the same folder: the event store still holds what the first run wrote.
    const again = startShop(dataDir, 4403);
    await waitForHealth(4403);
    const reopened = await health(4403);
    expect(seeded.eventStore.head).not.toBeNull();
    expect(reopened.eventStore.head).toEqual(seeded.eventStore.head);
    again.child.kill('SIGTERM');
    expect(await exited(again.child)).toBe(0);
  }, 120_000);
});

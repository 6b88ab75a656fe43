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

const PHONE = '51234567';

/** A verification code sent through the shop: a row the database must still hold after a restart. */
const sendCode = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/login/phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locationId: 6, phone: PHONE }),
  }).then((r) => r.status);

const outbox = (port: number): Promise<{ code: string }[]> =>
  fetch(`http://127.0.0.1:${port}/api/dev/sms?phone=852${PHONE}`).then(
    (r) => r.json() as Promise<{ code: string }[]>,
  );

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
    expect(await sendCode(4401)).toBe(200);
    const sent = await outbox(4401);

    const second = startShop(dataDir, 4402);
    expect(await exited(second.child)).toBe(1);
    expect(second.output()).toMatch(/in use by another shop process .*stop that process first/s);

    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    // Started again on the same folder: the database still holds what the first run wrote.
    const again = startShop(dataDir, 4403);
    await waitForHealth(4403);
    expect(sent).toHaveLength(1);
    expect(await outbox(4403)).toEqual(sent);
    again.child.kill('SIGTERM');
    expect(await exited(again.child)).toBe(0);
  }, 120_000);
});

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, type ShopProcess, startShopProcess, waitForHealth } from './testing/shopProcess.ts';

const running: ShopProcess[] = [];

/** The embedded shop (PGlite in `dataDir`), as `npm start` runs it. */
async function startShop(dataDir: string): Promise<ShopProcess & { port: number }> {
  const port = await freePort();
  const shop = startShopProcess({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' });
  running.push(shop);
  return { ...shop, port };
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

afterEach(() => {
  for (const shop of running.splice(0)) shop.child.kill('SIGKILL');
});

describe('the embedded shop process', () => {
  it('refuses a second process on the same data folder, shuts down cleanly and keeps its data', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-main-'));
    const first = await startShop(dataDir);
    await waitForHealth(first.port, first);
    expect(await sendCode(first.port)).toBe(200);
    const sent = await outbox(first.port);

    const second = await startShop(dataDir);
    expect(await second.exited()).toBe(1);
    expect(second.output()).toMatch(/in use by another shop process .*stop that process first/s);

    first.child.kill('SIGTERM');
    expect(await first.exited()).toBe(0);

    // Started again on the same folder: the database still holds what the first run wrote.
    const again = await startShop(dataDir);
    await waitForHealth(again.port, again);
    expect(sent).toHaveLength(1);
    expect(await outbox(again.port)).toEqual(sent);
    again.child.kill('SIGTERM');
    expect(await again.exited()).toBe(0);
  }, 120_000);
});

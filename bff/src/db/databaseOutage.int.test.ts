import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  freePort,
  type Outage,
  type ShopProcess,
  startShopProcess,
  tcpProxy,
  waitForHealth,
} from '../testing/shopProcess.ts';
import { openPostgres } from './postgres.ts';
import { warnOnce } from './testDatabases.ts';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const env = (port: number, databaseUrl: string) => ({
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  JWT_SECRET: 'outage-test-secret-that-is-long-enough-for-hs256',
  SEED_DEMO_DATA: 'false',
  NODE_ENV: 'development',
});

function track(shop: ShopProcess): ShopProcess {
  cleanups.push(() => shop.child.kill('SIGKILL'));
  return shop;
}

const get = (port: number, path: string) =>
  fetch(`http://127.0.0.1:${port}${path}`).then(async (r) => ({ status: r.status, body: await r.json() }));

async function eventually<T>(
  fn: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the bff process and an unreachable database', () => {
  it('gives up on a server that accepts connections but never answers: a clear message and exit 1', async () => {
    const silent: Server = createServer((socket: Socket) => {
      cleanups.push(() => socket.destroy());
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => silent.close(resolve)));
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no port');

    const shop = track(
      startShopProcess(env(await freePort(), `postgres://shop@127.0.0.1:${address.port}/shop`)),
    );
    const code = await Promise.race([
      shop.exited(),
      new Promise((resolve) => setTimeout(() => resolve('still running after 30 s'), 30_000)),
    ]);
    expect(code).toBe(1);
    expect(shop.output()).toMatch(/Could not reach the database at 127\.0\.0\.1:\d+\/shop/);
    expect(shop.output()).toMatch(/timeout/i);
  }, 40_000);

  const url = process.env.DATABASE_URL;
  if (!url) warnOnce('DATABASE_URL is not set: the database outage test of the bff process is SKIPPED.');

  it.runIf(url)(
    'survives its connections being killed and the database going away, answers 503 meanwhile, and recovers',
    async () => {
      const real = new URL(url as string);
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = openPostgres(url as string, { max: 1 });
      cleanups.push(() => admin.close());
      await admin.exec(`create schema ${schema}`);
      cleanups.push(() => admin.exec(`drop schema ${schema} cascade`));

      const proxy: Outage = await tcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
      cleanups.push(() => proxy.close());
      const viaProxy = new URL(real);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const applicationName = `shop_outage_${schema}`;
      viaProxy.searchParams.set('options', `-c search_path=${schema}`);
      viaProxy.searchParams.set('application_name', applicationName);

      const port = await freePort();
      const shop = track(startShopProcess(env(port, viaProxy.toString())));
      await waitForHealth(port);
      expect((await get(port, '/api/location/')).status).toBe(200);

      // Kill every backend of the bff on the real Postgres, idle or not.
      const killed = await admin.query<{ killed: boolean }>(
        'select pg_terminate_backend(pid) as killed from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      expect(killed.rows.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(shop.child.exitCode).toBeNull();
      const afterKill = await eventually(
        () => get(port, '/api/location/'),
        (answer) => answer.status === 200,
      );
      expect(afterKill.status).toBe(200);

      // The database goes away: a clear 503, and the process stays up.
      await proxy.down();
      const away = await get(port, '/api/location/');
      expect(away).toEqual({
        status: 503,
        body: { error: { code: 'DATABASE_UNAVAILABLE', message: expect.stringMatching(/database/) } },
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(shop.child.exitCode).toBeNull();

      // It comes back: the bff recovers by itself.
      await proxy.up();
      const back = await eventually(
        () => get(port, '/api/location/'),
        (answer) => answer.status === 200,
      );
      expect(back.status).toBe(200);
      expect(shop.child.exitCode).toBeNull();
    },
    90_000,
  );
});

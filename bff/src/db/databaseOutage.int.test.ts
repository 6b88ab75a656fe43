import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { untilProjectionsPassLastEvent } from '../testing/projectionReplay.ts';
import {
  freePort,
  type Outage,
  processSchema,
  type ShopProcess,
  startShopProcess,
  tcpProxy,
  waitForHealth,
} from '../testing/shopProcess.ts';
import { TEST_HOME_ADDRESS } from '../testing/testOrders.ts';
import { postgresUrlOrSkip } from './testDatabases.ts';

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

/** A tcpProxy in front of the Postgres of `url`, closed after the test. */
async function postgresProxy(url: string): Promise<Outage> {
  const real = new URL(url);
  const proxy = await tcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
  cleanups.push(() => proxy.close());
  return proxy;
}

const ADDRESS = TEST_HOME_ADDRESS;

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

  const url = postgresUrlOrSkip('the database outage test of the bff process');

  it.runIf(url)(
    'survives its connections being killed and the database going away, answers 503 meanwhile, and recovers',
    async () => {
      const proxy = await postgresProxy(url as string);
      const database = await processSchema(url as string, proxy);
      cleanups.push(() => database.drop());

      const port = await freePort();
      const shop = track(startShopProcess(env(port, database.url)));
      await waitForHealth(port, shop);
      expect((await get(port, '/api/location/')).status).toBe(200);

      // Kill every backend of the bff on the real Postgres, idle or not.
      const killed = await database.db.query<{ killed: boolean }>(
        'select pg_terminate_backend(pid) as killed from pg_stat_activity where application_name = $1',
        [database.applicationName],
      );
      expect(killed.rows.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(shop.child.exitCode, shop.output()).toBeNull();
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
      expect(shop.child.exitCode, shop.output()).toBeNull();

      // It comes back: the bff recovers by itself.
      await proxy.up();
      const back = await eventually(
        () => get(port, '/api/location/'),
        (answer) => answer.status === 200,
      );
      expect(back.status).toBe(200);
      expect(shop.child.exitCode, shop.output()).toBeNull();
    },
    90_000,
  );

  it.runIf(url)(
    'answers orders caught by an outage with 503, never a 500 nor a crash, and loses no acknowledged order',
    async () => {
      const proxy = await postgresProxy(url as string);
      const database = await processSchema(url as string, proxy);
      cleanups.push(() => database.drop());
      const port = await freePort();
      const shop = track(startShopProcess({ ...env(port, database.url), SEED_DEMO_DATA: 'true' }));
      await waitForHealth(port, shop);
      const [product] = (
        await database.db.query<{ product_id: number }>(
          `update products set inventory = 10000 where product_id = (
             select p.product_id from products p join display_products dp using (display_product_id)
             where dp.status = 1 and p.product_step = 1 and p.subscription_period is null and not p.is_group
             order by p.product_id limit 1)
           returning product_id`,
        )
      ).rows;

      // Eight clients place guest orders one after another. A 503 is retried with the same key (the order
      // may have committed before the answer was lost); anything else unexpected is kept to be shown.
      const acknowledged = new Map<string, number>(); // the buyer's phone → the order id it was told
      const unexpected: unknown[] = [];
      let refusedWhileAway = 0;
      let attempt = 0;
      let stopping = false;
      const client = async () => {
        while (!stopping) {
          const key = `outage-${attempt}`;
          const phone = `6${String(attempt++).padStart(7, '0')}`;
          for (;;) {
            const answer = await fetch(`http://127.0.0.1:${port}/api/order/guest/add`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': key },
              body: JSON.stringify({
                ...ADDRESS,
                phone,
                productListJson: JSON.stringify([{ productId: product!.product_id, quantity: 1 }]),
              }),
            }).then(
              async (r) => ({ status: r.status, body: (await r.json()) as { orderId?: unknown } }),
              (error: Error) => ({ status: 0, body: error.message }),
            );
            const { orderId } = answer.body as { orderId?: unknown };
            if (answer.status === 200 && typeof orderId === 'number') {
              acknowledged.set(phone, orderId);
              break;
            }
            if (answer.status !== 503) {
              unexpected.push(answer);
              break;
            }
            expect(answer.body).toEqual({
              error: { code: 'DATABASE_UNAVAILABLE', message: expect.stringMatching(/database/) },
            });
            refusedWhileAway += 1;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      };
      const clients = Promise.all(Array.from({ length: 8 }, client));
      const placedBy = async (count: number) =>
        eventually(
          async () => acknowledged.size,
          (size) => size >= count || unexpected.length > 0,
        );

      // The database goes away mid-stream for two seconds, then comes back.
      await placedBy(20);
      const beforeCut = new Map(acknowledged);
      await proxy.down();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(refusedWhileAway).toBeGreaterThan(0);
      expect(shop.child.exitCode, shop.output()).toBeNull();
      await proxy.up();
      const recovered = await placedBy(acknowledged.size + 20);
      stopping = true;
      await clients;
      expect(unexpected).toEqual([]);
      expect(recovered).toBeGreaterThanOrEqual(beforeCut.size + 20);

      // Every order acknowledged, before the cut or after, is there once; the stock adds up; nothing crashed.
      const orders = await database.db.query<{ stream_id: string; phone: string }>(
        `select stream_id, data->'buyer'->>'phone' as phone from events where type = 'OrderPlaced'`,
      );
      expect(orders.rows.length).toBe(acknowledged.size);
      expect(new Map(orders.rows.map((row) => [row.phone, Number(row.stream_id.slice(6))]))).toEqual(
        acknowledged,
      );
      const stock = await database.db.query<{ inventory: number }>(
        'select inventory from products where product_id = $1',
        [product!.product_id],
      );
      expect(stock.rows[0]?.inventory).toBe(10000 - acknowledged.size);
      await untilProjectionsPassLastEvent(database.db);
      const projected = await database.db.query<{ n: number }>('select count(*)::int as n from orders');
      expect(projected.rows[0]?.n).toBe(acknowledged.size);
      expect(shop.child.exitCode, shop.output()).toBeNull();
      expect(shop.output()).not.toMatch(/uncaught|unhandled/i);
      process.stdout.write(
        `[outage] ${beforeCut.size} orders before the cut, ${acknowledged.size} in all, ${refusedWhileAway} answers of 503 meanwhile\n`,
      );
    },
    90_000,
  );
});

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { allProjections } from '@shop/projections/registry';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/postgres.ts';
import { postgresUrlOrSkip } from '../db/testDatabases.ts';
import { freePort, type ShopProcess, startShopProcess, waitForHealth } from '../testing/shopProcess.ts';
import { TEST_HOME_ADDRESS } from '../testing/testOrders.ts';

const url = postgresUrlOrSkip('the three-replica process test');

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const names = allProjections.map((projection) => projection.name).sort();

interface Replica {
  port: number;
  shop: ShopProcess;
  /** How it names itself as the runner of a projection. */
  identity: string;
}

/** A bff process on `databaseUrl`, killed (-9) after the test if still alive. */
async function startReplica(databaseUrl: string): Promise<Replica> {
  const port = await freePort();
  const shop = startShopProcess({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'replicas-test-secret-that-is-long-enough-for-hs256',
    NODE_ENV: 'development',
  });
  cleanups.push(() => shop.child.kill('SIGKILL'));
  return { port, shop, identity: `${hostname()}:${shop.child.pid}` };
}

async function call<T>(replica: Replica, path: string, init: { token?: string; form?: object } = {}) {
  const response = await fetch(`http://127.0.0.1:${replica.port}/api${path}`, {
    method: init.form ? 'POST' : 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: init.form ? new URLSearchParams(init.form as Record<string, string>).toString() : undefined,
  });
  const body = await response.json();
  expect(response.status, `${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body as T;
}

describe('three bff replicas on one Postgres', () => {
  it.runIf(url)(
    'run each projection once, read their own writes on every replica, and take over from a killed runner',
    async () => {
      const database = `replicas_${randomBytes(6).toString('hex')}`;
      const admin = openPostgres(url as string, { max: 1 });
      cleanups.push(() => admin.close());
      await admin.exec(`create database ${database}`);
      cleanups.push(() => admin.exec(`drop database ${database} with (force)`));
      const databaseUrl = new URL(url as string);
      databaseUrl.pathname = `/${database}`;
      const shopDb = openPostgres(databaseUrl.toString(), { max: 1 });
      cleanups.push(() => shopDb.close());

      // The first migrates and seeds; the two others start once it has.
      const a = await startReplica(databaseUrl.toString());
      await waitForHealth(a.port, a.shop);
      const [b, c] = [await startReplica(databaseUrl.toString()), await startReplica(databaseUrl.toString())];
      await Promise.all([waitForHealth(b.port, b.shop), waitForHealth(c.port, c.shop)]);

      const { token } = await call<{ token: string }>(c, '/admin/login', {
        form: { username: 'owner', password: 'Passw0rd!' },
      });
      const runners = async (replica: Replica) =>
        (await call<{ name: string; runBy: string | null }[]>(replica, '/admin/projections', { token }))
          .map((status) => [status.name, status.runBy])
          .sort();
      // A got there first and runs every projection; B and C each hold a lock session and wait.
      expect(await runners(c)).toEqual(names.map((name) => [name, a.identity]));
      const sessions = await shopDb.query<{ n: number }>(
        // This database's only: other suites on the server run projections too.
        `select count(*)::int as n from pg_stat_activity
         where application_name like 'projections@%' and datname = current_database()`,
      );
      // Each replica holds two: one for the read models, one for the push reactor (its own runner, so a
      // rebuild of the read models never sends a notification again).
      expect(sessions.rows[0]?.n).toBe(6);

      const { rows } = await shopDb.query<{ product_id: number }>(
        `select p.product_id from products p join display_products dp using (display_product_id)
         where dp.url_name = 'herbal-hair-colour-cream' and p.volume = '自然黑'`,
      );
      const productId = rows[0]?.product_id;
      let phones = 0;
      /** Places a guest order through `via`, cancels it there, and returns its number. */
      const orderAndCancel = async (via: Replica) => {
        phones += 1;
        const placed = await call<{ orderId: number; orderNo: string }>(via, '/order/guest/add', {
          form: {
            ...TEST_HOME_ADDRESS,
            phone: `5600000${phones}`,
            productListJson: JSON.stringify([{ productId, quantity: 1 }]),
          },
        });
        const { version } = await call<{ version: number }>(via, `/admin/orders/${placed.orderId}`, {
          token,
        });
        // Answers once the orders read model, run by another process, shows the cancel: a follower's wait.
        await call(via, `/admin/orders/${placed.orderId}/cancel`, {
          token,
          form: { expectedVersion: String(version), reason: 'replica test' },
        });
        return placed.orderNo;
      };
      const listed = async (replica: Replica, orderNo: string) =>
        (await call<{ items: { status: string }[] }>(replica, `/admin/orders?orderNo=${orderNo}`, { token }))
          .items[0]?.status;

      const first = await orderAndCancel(b);
      expect(await listed(c, first)).toBe('canceled');

      a.shop.child.kill('SIGKILL');
      await a.shop.exited();
      const killedAt = Date.now();
      let taken = await runners(c);
      while (
        taken.some(([, runBy]) => runBy === null || runBy === a.identity) &&
        Date.now() - killedAt < 10_000
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        taken = await runners(c);
      }
      const takeoverMs = Date.now() - killedAt;
      process.stdout.write(`[replicas] runners taken over ${takeoverMs} ms after the kill -9\n`);
      expect(taken.every(([, runBy]) => runBy === b.identity || runBy === c.identity)).toBe(true);
      expect(takeoverMs).toBeLessThan(5_000);

      const second = await orderAndCancel(c);
      expect([await listed(b, second), await listed(c, second)]).toEqual(['canceled', 'canceled']);
    },
    120_000,
  );
});

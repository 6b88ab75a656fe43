import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { openPostgres } from '../db/postgres.ts';
import { postgresUrlOrSkip } from '../db/testDatabases.ts';
import { freePort, type ShopProcess, startShopProcess, waitForHealth } from '../testing/shopProcess.ts';

const url = postgresUrlOrSkip('the two-process catalogue freshness test');

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Two real bff processes on one Postgres, keeping catalogue answers for a minute: a change made through
 * one shows on the other well within that, which only its LISTEN catalogue_changed can explain.
 */
describe('two bff processes on one Postgres', () => {
  it.runIf(url)(
    'a back-office change through one shows on its next request, and on the other through NOTIFY',
    async () => {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = openPostgres(url as string, { max: 1, searchPath: schema });
      cleanups.push(() => admin.close());
      await admin.exec(`create schema ${schema}`);
      cleanups.push(() => admin.exec(`drop schema ${schema} cascade`));
      const database = new URL(url as string);
      database.searchParams.set('options', `-c search_path=${schema}`);

      const start = async (): Promise<{ api: string; shop: ShopProcess }> => {
        const port = await freePort();
        const shop = startShopProcess({
          PORT: String(port),
          DATABASE_URL: database.toString(),
          JWT_SECRET: 'replica-test-secret-that-is-long-enough-for-hs256',
          SEED_DEMO_DATA: 'false',
          NODE_ENV: 'development',
          CATALOGUE_MAX_AGE_MS: '60000',
        });
        cleanups.push(() => shop.child.kill('SIGKILL'));
        await waitForHealth(port, shop);
        return { api: `http://127.0.0.1:${port}/api`, shop };
      };
      const [writer, reader] = await Promise.all([start(), start()]);

      const { rows } = await admin.query<{ product_id: number }>(
        `with shown as (
           insert into display_products (name_chi, name_eng, url_naming, price_cents)
           values ('雙程測試', 'Replica test', 'replica-test', 10000) returning display_product_id
         )
         insert into products (display_product_id, name_chi, name_eng, price_cents, sku, inventory)
         select display_product_id, '雙程測試', 'Replica test', 10000, 'REPLICA-1', 5 from shown
         returning product_id`,
      );
      const productId = rows[0]?.product_id;
      await admin.query(
        `insert into staff (username, display_name, password_hash, roles)
         values ('replica-owner', 'Replica owner', $1, '{owner}')`,
        [await hashPassword('Passw0rd!', { N: 2 ** 10, r: 8, p: 1 })],
      );

      const priceOn = async (api: string) => {
        const response = await fetch(`${api}/displayProduct/replica-test`);
        expect(response.status).toBe(200);
        return ((await response.json()) as { products: { productPrice: number }[] }).products[0]
          ?.productPrice;
      };
      expect(await priceOn(writer.api)).toBe(100);
      expect(await priceOn(reader.api)).toBe(100);

      const login = await fetch(`${writer.api}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'replica-owner', password: 'Passw0rd!' }),
      });
      const { token } = (await login.json()) as { token: string };
      const edited = await fetch(`${writer.api}/admin/prices/${productId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ price: 120 }),
      });
      expect(edited.status).toBe(200);
      const changedAt = performance.now();

      expect(await priceOn(writer.api), 'the writer, on its next request').toBe(120);
      let seen = await priceOn(reader.api);
      while (seen !== 120 && performance.now() - changedAt < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await priceOn(reader.api);
      }
      const delayMs = performance.now() - changedAt;
      console.log(`the other process showed the change ${delayMs.toFixed(0)} ms after it was answered`);
      // Within 5 s, where its kept answer had a minute left: only the notification can have dropped it.
      expect(seen, reader.shop.output()).toBe(120);
    },
    60_000,
  );
});

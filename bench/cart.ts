/**
 * Cart benchmark: the real bff on Postgres, over HTTP on 127.0.0.1, with demo-like members.
 *
 *   node --import tsx bench/cart.ts
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used in a fresh schema that is dropped
 * at the end. BENCH_MEMBERS (50), BENCH_CONNECTIONS (50), BENCH_SECONDS (10 per phase) and BENCH_POOL (20
 * database connections) tune it. It drives POST shoppingCart/cartProduct/add, then GET shoppingCart, each
 * for a bounded time, and prints requests per second and p50/p99 latency. It prints figures only: it never
 * fails on time.
 */
import { availableParallelism } from 'node:os';
import { hashPassword } from '../bff/src/auth/passwords.ts';
import { systemClock } from '../bff/src/clock.ts';
import { loadConfig } from '../bff/src/config.ts';
import { openIsolatedPostgres } from '../bff/src/db/testDatabases.ts';
import { assembleShop } from '../bff/src/server.ts';
import { listenOnFreePort, phase, report } from './load.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PHASE_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const POOL = Number(process.env.BENCH_POOL ?? 20);
const PASSWORD = 'Bench-Passw0rd!';

async function main(): Promise<void> {
  const db = await openIsolatedPostgres(DATABASE_URL, POOL);
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      DATABASE_URL,
    }),
    webDist: '/nonexistent',
    webServerEntry: '/nonexistent/render.js',
    seedDemoData: true,
  };
  const shop = await assembleShop(config, db, systemClock);
  try {
    const api = `${await listenOnFreePort(shop.app)}/api`;

    // Demo-like members, straight into the table (one password hash for all), then logged in over HTTP.
    const passwordHash = await hashPassword(PASSWORD);
    await db.query(
      `insert into members (firstname, lastname, email, location_id, phone, member_level_id, password_hash)
       select '測試', '會員' || n, 'bench' || n || '@example.com', 6, (70000000 + n)::text, 1 + (n % 5 = 0)::int, $1
       from generate_series(1, $2::int) as n`,
      [passwordHash, MEMBERS],
    );
    const tokens: string[] = [];
    for (let n = 1; n <= MEMBERS; n += 1) {
      const response = await fetch(`${api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: `852${70000000 + n}`, password: PASSWORD }),
      });
      const header = response.headers.get('authorization');
      if (response.status !== 200 || !header) throw new Error(`login ${n} failed: ${response.status}`);
      tokens.push(header);
    }

    // Regular products with plenty of stock, cycled through so carts grow to realistic sizes.
    const { rows } = await db.query<{ product_id: number }>(
      `select p.product_id from products p join display_products dp using (display_product_id)
       where dp.status = 1 and p.inventory >= 300 order by p.product_id limit 12`,
    );
    const productIds = rows.map((row) => row.product_id);
    if (productIds.length === 0) throw new Error('No products to add');

    const tokenOf = (worker: number) => tokens[worker % tokens.length] ?? '';
    console.log(
      `cart benchmark: node ${process.version}, ${availableParallelism()} cores, Postgres ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}, ` +
        `pool ${POOL}, ${MEMBERS} members, ${CONNECTIONS} connections, ${PHASE_MS / 1000} s per phase`,
    );

    const add = await phase('POST shoppingCart/cartProduct/add', CONNECTIONS, PHASE_MS, (worker, iteration) =>
      fetch(`${api}/shoppingCart/cartProduct/add`, {
        method: 'POST',
        headers: { authorization: tokenOf(worker), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          productId: String(productIds[(worker + iteration) % productIds.length]),
          quantity: '1',
        }),
      }),
    );
    report(add);

    const lines = await db.query<{ n: number; items: number }>(
      'select count(*)::int as n, coalesce(sum(quantity), 0)::int as items from cart_lines',
    );
    console.log(
      `  carts now hold ${lines.rows[0]?.n} lines, ${lines.rows[0]?.items} items (409s are adds past a product's stock)`,
    );

    const read = await phase('GET shoppingCart', CONNECTIONS, PHASE_MS, (worker) =>
      fetch(`${api}/shoppingCart`, { headers: { authorization: tokenOf(worker) } }),
    );
    report(read);
  } finally {
    await shop.close();
  }
}

await main();

/**
 * Order placement benchmark: guests placing orders (POST /api/order/guest/add) against the bff running as its
 * own process on real Postgres, beside pgbench's two-inserts-per-transaction figure for the same machine.
 *
 *   npm run bench:orders          (node --import tsx bench/orders.ts)
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server: a fresh database is
 * created there and dropped at the end. It is migrated and seeded with the demo shop, then generated products
 * bring the catalogue to BENCH_PRODUCTS (10,000), every product on sale with ample stock. Each request is a
 * guest with a new phone and a new Idempotency-Key, buying 1–3 random products (1–2 of each). After a warm-up
 * of BENCH_WARMUP_SECONDS (5), BENCH_RUNS (3) runs of BENCH_SECONDS (10) at BENCH_CONNECTIONS (50) print
 * orders per second, p50 and p99, then their median and spread. The bff is then stopped and pgbench runs two
 * inserts per transaction at the same connections for the same time. BENCH_LOG_LEVEL (info, what production
 * runs) is the bff's; BENCH_CPU_PROF=<dir> writes the bff's CPU profile there. Prints figures only.
 */
import { availableParallelism, cpus } from 'node:os';
import { createPostgresEventStore } from '../bff/src/adapters/eventStore/postgresEventStore.ts';
import { migrate } from '../bff/src/db/migrate.ts';
import { openPostgres } from '../bff/src/db/postgres.ts';
import { intBetween, seededRandom } from '../bff/src/seed/prng.ts';
import { seedDemoData } from '../bff/src/seed/seedDemoData.ts';
import { TEST_HOME_ADDRESS } from '../bff/src/testing/testOrders.ts';
import type { Db } from '../projections/src/ports/db.ts';
import { startBffProcess } from './bffProcess.ts';
import { machineLoad, median, spread } from './figures.ts';
import { createFreshDatabase } from './freshDatabase.ts';
import { type PhaseResult, percentile, phase, report } from './load.ts';
import { hasPgbench, pgbenchTwoInserts } from './pgbench.ts';
import { cpuSeconds } from './processCpu.ts';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
const STOCK = 1_000_000;

const HOME = { ...TEST_HOME_ADDRESS, orderAddress2: '12樓' };

/** Display products with one variant each, until the catalogue holds `total` products; all with `STOCK`. */
async function fillCatalogue(db: Db, total: number): Promise<number> {
  await db.query(
    `with wanted as (
       select n from generate_series(1, greatest(0, $1::int - (select count(*)::int from products))) as n
     ), shown as (
       insert into display_products (name_chi, name_eng, url_naming, price_cents, status)
       select '測試產品 ' || n, 'Bench product ' || n, 'bench-product-' || n, 5000 + (n % 200) * 100, 1
       from wanted returning display_product_id, name_chi, name_eng, price_cents
     )
     insert into products (display_product_id, name_chi, name_eng, price_cents, volume, sku, inventory)
     select display_product_id, name_chi, name_eng, price_cents, '50ml', 'BENCH-' || display_product_id, $2
     from shown`,
    [total, STOCK],
  );
  await db.query('update products set inventory = greatest(inventory, $1)', [STOCK]);
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from products');
  return rows[0]?.n ?? 0;
}

/** Products a guest may buy: those on sale (status 1). */
async function sellableProductIds(db: Db): Promise<number[]> {
  const { rows } = await db.query<{ product_id: number }>(
    `select p.product_id from products p join display_products dp using (display_product_id)
     where dp.status = 1 order by p.product_id`,
  );
  return rows.map((row) => row.product_id);
}

async function placedOrders(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from events where type = 'OrderPlaced'`,
  );
  return rows[0]?.n ?? 0;
}

/** Events the orders read model has not applied yet (it runs inside the bff, beside the placements). */
async function ordersViewBehind(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select (select count(*) from events where type = 'OrderPlaced') - (select count(*) from orders) as n`,
  );
  return rows[0]?.n ?? 0;
}

/** The server processes serving the bench's database (the bff's pool and projection runners). */
async function backendPids(db: Db, database: string): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return rows.map((row) => row.pid);
}

/** CPU seconds so far of the bff, the database's server processes and this process (the load client). */
async function cpuSnapshot(db: Db, database: string, bffPid: number) {
  const usage = process.cpuUsage();
  return {
    bff: await cpuSeconds([bffPid]),
    postgres: await cpuSeconds(await backendPids(db, database)),
    client: (usage.user + usage.system) / 1e6,
  };
}

async function main(): Promise<void> {
  console.log(
    `orders benchmark: node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), ` +
      `${CONNECTIONS} connections, ${RUNS} runs of ${RUN_SECONDS} s after a ${WARMUP_SECONDS} s warm-up, ` +
      `bff LOG_LEVEL ${LOG_LEVEL}; load average before: ${machineLoad()}`,
  );
  const database = await createFreshDatabase(SERVER_URL, 'bench_orders');
  // Generating the catalogue (search terms refreshed by trigger) may outlast the default statement timeout.
  const db = openPostgres(database.url, { max: 2, statementTimeoutMs: 0 });
  try {
    await migrate(db);
    await seedDemoData(db, createPostgresEventStore(db), new Date());
    const catalogue = await fillCatalogue(db, PRODUCTS);
    const productIds = await sellableProductIds(db);
    console.log(
      `database ${database.name}: ${catalogue} products (${productIds.length} on sale, ${STOCK} in stock each)`,
    );

    const bff = await startBffProcess({
      databaseUrl: database.url,
      logLevel: LOG_LEVEL,
      cpuProfileDir: CPU_PROFILE_DIR,
    });
    const random = seededRandom('bench-orders');
    let guests = 0;
    const placeOne = () => {
      guests += 1;
      const lines = Array.from({ length: intBetween(random, 1, 3) }, () => ({
        productId: productIds[intBetween(random, 0, productIds.length - 1)] ?? 0,
        quantity: intBetween(random, 1, 2),
      }));
      return fetch(`${bff.api}/order/guest/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${process.pid}-${guests}` },
        body: JSON.stringify({
          ...HOME,
          phone: `6${String(guests).padStart(7, '0')}`,
          productListJson: lines,
        }),
      });
    };

    const runs: { result: PhaseResult; placed: number }[] = [];
    try {
      console.log(`bff pid ${bff.pid} at ${bff.api}`);
      report(await phase('warm-up', CONNECTIONS, WARMUP_SECONDS * 1000, placeOne));
      for (let run = 1; run <= RUNS; run += 1) {
        const before = await placedOrders(db);
        const cpuBefore = await cpuSnapshot(db, database.name, bff.pid);
        const loadBefore = machineLoad();
        const result = await phase(
          `run ${run} (load ${loadBefore})`,
          CONNECTIONS,
          RUN_SECONDS * 1000,
          placeOne,
        );
        const placed = (await placedOrders(db)) - before;
        const cpuAfter = await cpuSnapshot(db, database.name, bff.pid);
        report(result);
        const msPerOrder = (key: keyof typeof cpuAfter) =>
          ((cpuAfter[key] - cpuBefore[key]) / Math.max(placed, 1)) * 1000;
        const total = msPerOrder('bff') + msPerOrder('postgres') + msPerOrder('client');
        console.log(
          `  CPU per order: bff ${msPerOrder('bff').toFixed(2)} ms, Postgres backends ${msPerOrder('postgres').toFixed(2)} ms, ` +
            `load client ${msPerOrder('client').toFixed(2)} ms: ${availableParallelism()} idle cores would place at most ` +
            `${Math.round((availableParallelism() * 1000) / total)} orders/s`,
        );
        if (placed !== (result.byStatus.get(200) ?? 0))
          console.log(`  ${placed} orders placed for ${result.byStatus.get(200) ?? 0} answers 200`);
        runs.push({ result, placed });
      }
      console.log(`orders read model behind by ${await ordersViewBehind(db)} orders after the last run`);
    } finally {
      await bff.stop();
    }

    const ordersPerSecond = runs.map(({ result, placed }) => (placed / result.elapsedMs) * 1000);
    const latencies = runs.map(({ result }) => [...result.latenciesMs].sort((a, b) => a - b));
    console.log(
      `\nguest orders placed: ${spread(ordersPerSecond, (value) => value.toFixed(0))} orders/s, ` +
        `p50 ${spread(
          latencies.map((sorted) => percentile(sorted, 50)),
          (value) => value.toFixed(1),
        )} ms, p99 ${spread(
          latencies.map((sorted) => percentile(sorted, 99)),
          (value) => value.toFixed(1),
        )} ms (median of ${RUNS} runs, min–max)`,
    );

    if (!(await hasPgbench())) {
      console.log(
        'pgbench not found (Debian: apt-get install postgresql-client): no ceiling to compare with',
      );
      return;
    }
    const loadBefore = machineLoad();
    const ceiling = await pgbenchTwoInserts(database.url, CONNECTIONS, RUN_SECONDS);
    console.log(
      `pgbench, two inserts per transaction, ${CONNECTIONS} clients, ${RUN_SECONDS} s (load ${loadBefore}): ` +
        `${ceiling.tps.toFixed(0)} tps, latency average ${ceiling.latencyAverageMs.toFixed(1)} ms; ` +
        `orders/s are ${((median(ordersPerSecond) / ceiling.tps) * 100).toFixed(1)}% of it`,
    );
  } finally {
    await db.close();
    await database.drop();
  }
}

await main();

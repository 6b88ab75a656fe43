/**
 * Catalogue cost curve (a bookstore's catalogue): the same catalogue calls at 1,000, 10,000 and 100,000 shown
 * display products, to see whether any of them costs more as the catalogue grows.
 *
 *   npm run bench:scale          (node --import tsx bench/catalogueScale.ts)
 *
 * One database per leg is seeded with the demo shop, then grown with generated titles to each size of
 * BENCH_SIZES (1000,10000,100000) with one SQL insert each (as bench/orders.ts adds its products): Chinese and
 * English names built from words many titles share (小學 數學 練習 精華 保濕, Math Story Practice…), 精華 in
 * four titles of five, "Zebra" in one of a thousand, SKUs BK-0000001…, all in one category; "Primary" and "College"
 * each in one title of five, never together. At each size the bff
 * (the bundle `npm start` runs, its own process, the production answer cache) is started afresh and every
 * scenario gets: one request timed alone (the median of BENCH_PROBES (3) requests, each after the answer cache
 * has expired: what one shopper waits for a fresh answer), a warm-up of BENCH_WARMUP_SECONDS (2), then BENCH_RUNS
 * (3) runs of BENCH_SECONDS (5) at BENCH_CONNECTIONS (50) with autocannon in another process: req/s, p50, p99,
 * the bff's largest RSS and the load average before each run. A table per size prints the medians.
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server, where a fresh database is
 * created and dropped at the end; BENCH_DATABASES (postgres) picks the legs (postgres,pglite); BENCH_ONLY
 * (a comma-separated list of scenario names' beginnings) runs some scenarios only. Prints figures only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresEventStore } from '../bff/src/adapters/eventStore/postgresEventStore.ts';
import { migrate } from '../bff/src/db/migrate.ts';
import { openPglite } from '../bff/src/db/pglite.ts';
import { openPostgres } from '../bff/src/db/postgres.ts';
import { seedDemoData } from '../bff/src/seed/seedDemoData.ts';
import type { Db } from '../projections/src/ports/db.ts';
import { autocannon, type LoadRequest, type LoadResult, sampleRss } from './autocannon.ts';
import { startBffProcess } from './bffProcess.ts';
import { CATEGORY_URL, growCatalogue } from './bookstoreCatalogue.ts';
import { machineLoad, median } from './figures.ts';
import { createFreshDatabase } from './freshDatabase.ts';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PROBES = Number(process.env.BENCH_PROBES ?? 3);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres').split(',') as LegName[];
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
// The bff keeps catalogue answers this long (its CATALOGUE_MAX_AGE_MS); a probe waits it out.
const ANSWER_MAX_AGE_MS = Number(process.env.CATALOGUE_MAX_AGE_MS ?? 1000);

const STAFF = { username: 'owner', password: 'Passw0rd!' };

type LegName = 'postgres' | 'pglite';

interface Scenario {
  name: string;
  request: (api: string, staffAuthorization: string) => LoadRequest;
}

const search = (searchString: string) => (api: string) => ({
  url: `${api}/displayProduct/search`,
  method: 'POST' as const,
  body: { searchString, page: 1, size: 20 },
});

const scenarios: Scenario[] = [
  { name: 'search 精華 (most titles)', request: search('精華') },
  { name: 'search zebra (rare word)', request: search('zebra') },
  { name: 'search 數學課本精華 (CJK, no spaces)', request: search('數學課本精華') },
  { name: 'search mat (English prefix)', request: search('mat') },
  { name: 'search BK-0000777 (SKU)', request: search('BK-0000777') },
  // Two words each in a fifth of the titles and never in the same one: nothing matches, and finding that out
  // takes the bounded reading in shop order, then the GIN index (see search.ts, "Cost").
  { name: 'search primary college (common, never together)', request: search('primary college') },
  {
    name: 'category page, 1,000 a page',
    request: (api) => ({ url: `${api}/displayProduct/category/${CATEGORY_URL}?page=1&size=1000` }),
  },
  {
    name: 'displayProduct/all, 1,000 a page',
    request: (api) => ({ url: `${api}/displayProduct/all?page=1&size=1000` }),
  },
  { name: 'product by url name', request: (api) => ({ url: `${api}/displayProduct/bench-book-777` }) },
  {
    name: 'admin product list',
    request: (api, authorization) => ({
      url: `${api}/admin/products?page=1&pageSize=20`,
      headers: { authorization },
    }),
  },
  {
    name: 'admin search q=777',
    request: (api, authorization) => ({
      url: `${api}/admin/products?page=1&pageSize=20&q=777`,
      headers: { authorization },
    }),
  },
].filter((scenario) => !ONLY || ONLY.some((prefix) => scenario.name.startsWith(prefix)));

interface Prepared {
  /** Opens the database for the bench's own writes; closed before the bff starts (PGlite has one user). */
  open(): Promise<Db>;
  databaseUrl?: string;
  dataDir?: string;
  cleanUp(): Promise<void>;
}

const legs: Record<LegName, { label: string; prepare(): Promise<Prepared> }> = {
  postgres: {
    label: 'Postgres',
    async prepare() {
      const database = await createFreshDatabase(SERVER_URL, 'bench_scale');
      return {
        open: async () => openPostgres(database.url, { max: 2, statementTimeoutMs: 0 }),
        databaseUrl: database.url,
        cleanUp: () => database.drop(),
      };
    },
  },
  pglite: {
    label: 'PGlite',
    async prepare() {
      const dataDir = await mkdtemp(join(tmpdir(), 'shop-scale-bench-'));
      return {
        open: () => openPglite(dataDir),
        dataDir,
        cleanUp: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  },
};

interface Run extends LoadResult {
  rssBytes: number;
  load: string;
}

interface Figures {
  oneRequestMs: number;
  bytes: number;
  runs: Run[];
  loadBefore: string;
}

const integer = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => (value >= 100 ? `${integer(value)} ms` : `${value.toFixed(1)} ms`);
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function timedRequest(request: LoadRequest): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(request.url, {
    method: request.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body === undefined ? null : JSON.stringify(request.body),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes, status: response.status };
}

async function measure(pid: number, request: LoadRequest, seconds: number): Promise<Run> {
  const before = machineLoad();
  const rss = sampleRss(pid);
  const result = await autocannon(request, CONNECTIONS, seconds);
  return { ...result, rssBytes: await rss.stop(), load: before };
}

function printRun(label: string, run: Run): void {
  const failures = run.non2xx + run.errors > 0 ? `, ${run.non2xx} non-2xx and ${run.errors} errors` : '';
  console.log(
    `    ${label.padEnd(8)} ${integer(run.requestsPerSecond).padStart(6)} req/s  p50 ${ms(run.p50Ms).padStart(9)}  ` +
      `p99 ${ms(run.p99Ms).padStart(9)}  RSS ${megabytes(run.rssBytes).padStart(7)}  load ${run.load}${failures}`,
  );
}

async function staffAuthorization(api: string): Promise<string> {
  const response = await fetch(`${api}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  if (response.status !== 200) throw new Error(`staff log-in answered ${response.status}`);
  return `Bearer ${((await response.json()) as { token: string }).token}`;
}

async function benchSize(prepared: Prepared): Promise<Map<string, Figures>> {
  const results = new Map<string, Figures>();
  const bff = await startBffProcess({
    databaseUrl: prepared.databaseUrl,
    dataDir: prepared.dataDir,
    logLevel: LOG_LEVEL,
  });
  try {
    const authorization = await staffAuthorization(bff.api);
    for (const scenario of scenarios) {
      const request = scenario.request(bff.api, authorization);
      const loadBefore = machineLoad();
      const probes: number[] = [];
      let bytes = 0;
      for (let index = 0; index < PROBES; index += 1) {
        await sleep(ANSWER_MAX_AGE_MS + 50);
        const probe = await timedRequest(request);
        if (probe.status !== 200) console.log(`  ${scenario.name} answered ${probe.status} alone`);
        probes.push(probe.ms);
        bytes = probe.bytes;
      }
      console.log(
        `  ${scenario.name}: one request ${ms(median(probes))} (${probes.map(ms).join(', ')}), ` +
          `${bytes.toLocaleString('en')} bytes, load ${loadBefore}`,
      );
      printRun('warm-up', await measure(bff.pid, request, WARMUP_SECONDS));
      const runs: Run[] = [];
      for (let index = 1; index <= RUNS; index += 1) {
        const run = await measure(bff.pid, request, RUN_SECONDS);
        printRun(`run ${index}`, run);
        runs.push(run);
      }
      results.set(scenario.name, { oneRequestMs: median(probes), bytes, runs, loadBefore });
    }
  } finally {
    await bff.stop();
  }
  return results;
}

function printTable(label: string, size: number, results: Map<string, Figures>): void {
  console.log(`\n${label}, ${size.toLocaleString('en')} shown products (medians of ${RUNS} runs)`);
  console.log('| scenario | one request | req/s | p50 | p99 | bff RSS | load (1 min) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, figures] of results) {
    const of = (pick: (run: Run) => number) => median(figures.runs.map(pick));
    const failures = figures.runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0);
    const loads = figures.runs.map((run) => Number(run.load.split(' ')[0]));
    console.log(
      `| ${name} | ${ms(figures.oneRequestMs)} | ${integer(of((run) => run.requestsPerSecond))}` +
        `${failures > 0 ? ` (${failures} failed)` : ''} | ${ms(of((run) => run.p50Ms))} | ${ms(of((run) => run.p99Ms))} | ` +
        `${megabytes(Math.max(...figures.runs.map((run) => run.rssBytes)))} | ` +
        `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} |`,
    );
  }
}

async function benchLeg(name: LegName): Promise<void> {
  const leg = legs[name];
  const prepared = await leg.prepare();
  try {
    const db = await prepared.open();
    try {
      const started = performance.now();
      await migrate(db);
      await seedDemoData(db, createPostgresEventStore(db), new Date());
      console.log(
        `\n${leg.label}: migrated and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      await db.close();
    }
    const tables: [number, Map<string, Figures>][] = [];
    for (const size of SIZES) {
      const writer = await prepared.open();
      try {
        const grown = await growCatalogue(writer, size);
        console.log(
          `\n${leg.label}: ${grown.shown.toLocaleString('en')} shown products (insert and its search terms ` +
            `${grown.seconds.toFixed(1)} s), load ${machineLoad()}`,
        );
      } finally {
        await writer.close();
      }
      const results = await benchSize(prepared);
      printTable(leg.label, size, results);
      tables.push([size, results]);
    }
    console.log(`\n${leg.label}, all sizes:`);
    for (const [size, results] of tables) printTable(leg.label, size, results);
  } finally {
    await prepared.cleanUp();
  }
}

async function main(): Promise<void> {
  console.log(
    `catalogue scale benchmark: node ${process.version}, ${availableParallelism()} cores ` +
      `(${cpus()[0]?.model ?? '?'}), sizes ${SIZES.join(', ')}, autocannon ${CONNECTIONS} connections, ` +
      `${RUNS} runs of ${RUN_SECONDS} s after a ${WARMUP_SECONDS} s warm-up, bff LOG_LEVEL ${LOG_LEVEL}; ` +
      `load average before: ${machineLoad()}`,
  );
  for (const name of DATABASES) await benchLeg(name);
  console.log(`load average after: ${machineLoad()}`);
}

await main();

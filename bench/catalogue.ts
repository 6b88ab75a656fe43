/**
 * Catalogue API benchmark: the bff as `npm start` runs it (bundled), in its own process, on the
 * demo shop (216 shown display products), autocannon in another, on real Postgres and on the embedded PGlite.
 *
 *   npm run bench          (node --import tsx bench/catalogue.ts)
 *
 * Scenarios: the catalogue list (GET /api/displayProduct/all, 20 a page), a product by url name
 * (GET /api/displayProduct/hydrating-serum) and a search (POST /api/displayProduct/search, 精華, 20 a page).
 * Each scenario gets a warm-up of BENCH_WARMUP_SECONDS (3), then BENCH_RUNS (3) runs of BENCH_SECONDS (10)
 * at BENCH_CONNECTIONS (50); each run prints requests per second, p50, p99, the bff's largest RSS while it
 * ran and the load average before it; the table at the end holds their median and spread (min–max).
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server, where a fresh
 * database is created and dropped at the end; BENCH_DATABASES (postgres,pglite) picks the legs;
 * BENCH_LOG_LEVEL (info, what production runs) is the bff's; BENCH_CPU_PROF=<dir> writes its CPU profile;
 * BENCH_BFF_FLAGS replaces the node flags the bff runs with (`npm start`'s --optimize-for-size; '' for none).
 * Prints figures only: it never fails on time.
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
import { machineLoad, spread } from './figures.ts';
import { createFreshDatabase } from './freshDatabase.ts';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',') as Leg['name'][];

interface Scenario {
  name: string;
  request: (api: string) => LoadRequest;
}

const scenarios: Scenario[] = [
  {
    name: 'catalogue list, 20 a page',
    request: (api) => ({ url: `${api}/displayProduct/all?page=1&size=20` }),
  },
  {
    name: 'product by url name',
    request: (api) => ({ url: `${api}/displayProduct/hydrating-serum` }),
  },
  {
    name: 'search',
    request: (api) => ({
      url: `${api}/displayProduct/search`,
      method: 'POST',
      body: { searchString: '精華', size: 20 },
    }),
  },
];

interface Leg {
  name: 'postgres' | 'pglite';
  label: string;
  /** Creates and seeds the database; what the bff process is started with, and how to clean up. */
  prepare(): Promise<{ databaseUrl?: string; dataDir?: string; cleanUp(): Promise<void> }>;
}

async function seed(db: Db): Promise<void> {
  await migrate(db);
  await seedDemoData(db, createPostgresEventStore(db), new Date());
}

const legs: Record<Leg['name'], Leg> = {
  postgres: {
    name: 'postgres',
    label: 'Postgres',
    async prepare() {
      const database = await createFreshDatabase(SERVER_URL, 'bench_catalogue');
      const db = openPostgres(database.url, { max: 2, statementTimeoutMs: 0 });
      try {
        await seed(db);
      } finally {
        await db.close();
      }
      return { databaseUrl: database.url, cleanUp: () => database.drop() };
    },
  },
  pglite: {
    name: 'pglite',
    label: 'PGlite',
    async prepare() {
      const dataDir = await mkdtemp(join(tmpdir(), 'shop-catalogue-bench-'));
      const db = await openPglite(dataDir);
      try {
        await seed(db);
      } finally {
        await db.close();
      }
      return { dataDir, cleanUp: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
};

interface Run extends LoadResult {
  rssBytes: number;
  load: string;
}

const integer = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function measure(pid: number, request: LoadRequest, seconds: number): Promise<Run> {
  const before = machineLoad();
  const rss = sampleRss(pid);
  const result = await autocannon(request, CONNECTIONS, seconds);
  return { ...result, rssBytes: await rss.stop(), load: before };
}

function printRun(label: string, run: Run): void {
  const failures = run.non2xx + run.errors > 0 ? `, ${run.non2xx} non-2xx and ${run.errors} errors` : '';
  console.log(
    `  ${label.padEnd(8)} ${integer(run.requestsPerSecond).padStart(6)} req/s  p50 ${ms(run.p50Ms).padStart(9)}  ` +
      `p99 ${ms(run.p99Ms).padStart(9)}  RSS ${megabytes(run.rssBytes).padStart(7)}  load ${run.load}${failures}`,
  );
}

/** Runs every scenario against one leg; the runs of each scenario, by scenario name. */
async function benchLeg(leg: Leg): Promise<Map<string, Run[]>> {
  const prepared = await leg.prepare();
  const results = new Map<string, Run[]>();
  try {
    const bff = await startBffProcess({
      databaseUrl: prepared.databaseUrl,
      dataDir: prepared.dataDir,
      logLevel: LOG_LEVEL,
      cpuProfileDir: CPU_PROFILE_DIR,
    });
    try {
      console.log(`\n${leg.label}: bff pid ${bff.pid} at ${bff.api}`);
      for (const scenario of scenarios) {
        const request = scenario.request(bff.api);
        const probe = await fetch(request.url, {
          method: request.method ?? 'GET',
          headers: { 'content-type': 'application/json' },
          body: request.body === undefined ? null : JSON.stringify(request.body),
        });
        const bytes = (await probe.arrayBuffer()).byteLength;
        if (probe.status !== 200) throw new Error(`${scenario.name} answered ${probe.status}`);
        console.log(`${scenario.name} (${bytes.toLocaleString('en')} bytes an answer)`);
        printRun('warm-up', await measure(bff.pid, request, WARMUP_SECONDS));
        const runs: Run[] = [];
        for (let index = 1; index <= RUNS; index += 1) {
          const run = await measure(bff.pid, request, RUN_SECONDS);
          printRun(`run ${index}`, run);
          runs.push(run);
        }
        results.set(scenario.name, runs);
      }
    } finally {
      await bff.stop();
    }
  } finally {
    await prepared.cleanUp();
  }
  return results;
}

function printTable(byLeg: Map<Leg['name'], Map<string, Run[]>>): void {
  const columns = [...byLeg.keys()].map((name) => legs[name].label);
  console.log(`\n| scenario | ${columns.map((label) => `shop on ${label}`).join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---|').join('')}`);
  const cell = (runs: Run[]) =>
    `${spread(
      runs.map((run) => run.requestsPerSecond),
      integer,
    )} req/s, p50 ${spread(
      runs.map((run) => run.p50Ms),
      ms,
    )}, p99 ${spread(
      runs.map((run) => run.p99Ms),
      ms,
    )}`;
  for (const scenario of scenarios) {
    const cells = [...byLeg.values()].map((results) => cell(results.get(scenario.name) ?? []));
    console.log(`| ${scenario.name} | ${cells.join(' | ')} |`);
  }
  const rss = [...byLeg.values()].map((results) => {
    const peaks = [...results.values()].flat().map((run) => run.rssBytes);
    return `${megabytes(Math.min(...peaks))}–${megabytes(Math.max(...peaks))}`;
  });
  console.log(`| bff RSS under that load (largest per run, min–max) | ${rss.join(' | ')} |`);
  const loads = [...byLeg.values()].map((results) => {
    const ones = [...results.values()].flat().map((run) => Number(run.load.split(' ')[0]));
    return `${Math.min(...ones).toFixed(1)}–${Math.max(...ones).toFixed(1)}`;
  });
  console.log(`| load average (1 min) before the runs | ${loads.join(' | ')} |`);
}

async function main(): Promise<void> {
  console.log(
    `catalogue benchmark: node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), ` +
      `autocannon ${CONNECTIONS} connections, ${RUNS} runs of ${RUN_SECONDS} s after a ${WARMUP_SECONDS} s warm-up, ` +
      `bff LOG_LEVEL ${LOG_LEVEL}; load average before: ${machineLoad()}`,
  );
  const byLeg = new Map<Leg['name'], Map<string, Run[]>>();
  for (const name of DATABASES) byLeg.set(name, await benchLeg(legs[name]));
  printTable(byLeg);
  console.log(`load average after: ${machineLoad()}`);
}

await main();

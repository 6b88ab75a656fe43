/**
 * Rebuild benchmark: how fast the order read models replay a shop's history on a real Postgres.
 *
 *   npm run bench:rebuild              (node --import tsx bench/rebuild.ts)
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server: the bench creates a
 * fresh database there and drops it at the end. BENCH_EVENTS (200000) events of generated order and points
 * streams (bff/src/testing/generatedHistory.ts: every order road, points redeemed, earned, refunded,
 * reversed, VIP upgrades and lapses, streams interleaved as they would be live) are appended through the
 * Postgres event store adapter, then `rebuildProjection` replays them into each order read model
 * BENCH_RUNS (3) times. Prints events/s per run with the process's memory before and at its peak, the median
 * and spread, and the machine's load. Figures
 * only: it never fails on time.
 */
import { availableParallelism } from 'node:os';
import { memberPointsReadModel } from '@shop/projections/memberPoints/memberPoints';
import { ordersReadModel } from '@shop/projections/orders/orders';
import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { rebuildProjection } from '@shop/projections/runner/rebuild';
import { createPostgresEventStore } from '../bff/src/adapters/eventStore/postgresEventStore.ts';
import { migrate } from '../bff/src/db/migrate.ts';
import { openPostgres } from '../bff/src/db/postgres.ts';
import { appendHistory, generateHistory } from '../bff/src/testing/generatedHistory.ts';
import { machineLoad, median } from './figures.ts';
import { createFreshDatabase } from './freshDatabase.ts';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The generated history averages about 8 events an order; 7 leaves a margin above BENCH_EVENTS. */
const EVENTS_PER_ORDER = 7;

const perSecond = (events: number, ms: number) => Math.round((events / ms) * 1000);
const thousands = (value: number) => value.toLocaleString('en-GB');
const mb = (bytes: number) => Math.round(bytes / 1e6);

async function appendGenerated(db: Db, store: EventStore) {
  let started = performance.now();
  const history = generateHistory({
    orders: Math.ceil(EVENTS / EVENTS_PER_ORDER),
    members: Math.ceil(EVENTS / 80),
  });
  const generatedMs = performance.now() - started;
  started = performance.now();
  const events = await appendHistory(db, store, history, { writers: 4, perTransaction: 500 });
  return { events, appends: history.length, generatedMs, appendMs: performance.now() - started };
}

async function main(url: string): Promise<void> {
  const db = openPostgres(url, { max: 6, statementTimeoutMs: 0 });
  try {
    await migrate(db);
    const [version] = (await db.query<{ server_version: string }>('show server_version')).rows;
    console.log(
      `Postgres ${version?.server_version}, ${availableParallelism()} cores, load ${machineLoad()} (1/5/15 min)`,
    );
    const store = createPostgresEventStore(db);

    // The generated history is appended and let go before the runs: a rebuild's process does not hold it,
    // and a few hundred MB more of live heap would slow its garbage collection.
    const appended = await appendGenerated(db, store);
    // A long-lived events table has statistics; a freshly filled one has none, and without them the planner
    // sorts the whole table for every batch a reader asks for instead of walking the global-order index.
    await db.exec('analyze events');
    console.log(
      `history: ${thousands(appended.events)} events in ${thousands(appended.appends)} appends, generated in ${(appended.generatedMs / 1000).toFixed(1)} s, appended in ${(appended.appendMs / 1000).toFixed(1)} s (${thousands(perSecond(appended.events, appended.appendMs))} events/s, 4 writers)`,
    );

    const figures = new Map<string, number[]>();
    for (let run = 1; run <= RUNS; run += 1) {
      for (const model of [ordersReadModel, memberPointsReadModel]) {
        const before = process.memoryUsage().rss;
        let peak = before;
        const sampling = setInterval(() => {
          peak = Math.max(peak, process.memoryUsage().rss);
        }, 20);
        const result = await rebuildProjection(db, store, model).finally(() => clearInterval(sampling));
        const rate = perSecond(result.events, result.durationMs);
        figures.set(model.name, [...(figures.get(model.name) ?? []), rate]);
        console.log(
          `run ${run} ${model.name.padEnd(13)} ${thousands(result.events)} events in ${(result.durationMs / 1000).toFixed(2)} s = ${thousands(rate).padStart(7)} events/s   RSS ${mb(before)} → peak ${mb(peak)} MB   load ${machineLoad()}`,
        );
      }
    }
    console.log('');
    for (const [name, rates] of figures)
      console.log(
        `${name.padEnd(13)} median ${thousands(median(rates)).padStart(7)} events/s, spread ${thousands(Math.min(...rates))}–${thousands(Math.max(...rates))} over ${rates.length} runs`,
      );
    console.log(`load after: ${machineLoad()} (1/5/15 min)`);
    await store.close();
  } finally {
    await db.close();
  }
}

const database = await createFreshDatabase(SERVER_URL, 'bench_rebuild');
try {
  await main(database.url);
} finally {
  await database.drop();
}

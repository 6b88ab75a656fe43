/**
 * Sitemap benchmark: /sitemap.xml and its numbered files at a bookstore's size.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npm run bench:sitemap
 *
 * The shop (in-process, answered with `inject`, so only the bff's own work is timed) on the named database,
 * seeded with the demo shop and grown with generated titles (bench/bookstoreCatalogue.ts) to BENCH_PRODUCTS
 * (100000) shown display products. Times the index (/sitemap.xml) and every numbered file: milliseconds to
 * the whole answer, its size and number of addresses, BENCH_RUNS (3) times each, medians printed. Without
 * DATABASE_URL the embedded PGlite in a temporary folder is used. Prints figures only: it never fails on time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { systemClock } from '../bff/src/clock.ts';
import { loadConfig } from '../bff/src/config.ts';
import { openPostgres } from '../bff/src/db/postgres.ts';
import { assembleShop, openDatabase } from '../bff/src/server.ts';
import { growCatalogue } from './bookstoreCatalogue.ts';
import { median } from './figures.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const dataDir = mkdtempSync(join(tmpdir(), 'shop-sitemap-bench-'));
const config = {
  ...loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'https://shop.example',
    DATA_DIR: dataDir,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  }),
  seedDemoData: true,
};
const db = await openDatabase(config);
const shop = await assembleShop(config, db, systemClock);
try {
  // Growing 100,000 titles is one long statement: a connection of its own, without the shop's time limit.
  const writer = config.databaseUrl
    ? openPostgres(config.databaseUrl, { max: 1, statementTimeoutMs: 0 })
    : db;
  const grown = await growCatalogue(writer, PRODUCTS);
  if (writer !== db) await writer.close();
  console.log(
    `${config.databaseUrl ? 'Postgres' : 'PGlite'}: ${grown.shown} shown products (grown in ${grown.seconds.toFixed(1)} s)`,
  );

  const time = async (url: string) => {
    const samples: number[] = [];
    let body = '';
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const response = await shop.app.inject(url);
      samples.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      body = response.body;
    }
    const urls = body.match(/<url>/g)?.length ?? 0;
    const files = body.match(/<sitemap>/g)?.length ?? 0;
    console.log(
      `${url.padEnd(16)} median ${median(samples).toFixed(0).padStart(5)} ms  ` +
        `${(Buffer.byteLength(body) / 1024 / 1024).toFixed(1).padStart(5)} MB  ` +
        (files > 0 ? `${files} files` : `${urls} addresses`),
    );
    return files;
  };

  const files = await time('/sitemap.xml');
  for (let file = 1; file <= files; file++) await time(`/sitemap-${file}.xml`);
} finally {
  await shop.close();
  rmSync(dataDir, { recursive: true, force: true });
}

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
// E2E_PORT lets a second run (another checkout on the same machine) use its own servers: E2E_PORT and the next three.
const basePort = Number(process.env.E2E_PORT ?? 4317);
const webDist = process.env.WEB_DIST ?? join(repoRoot, 'web/dist');

// The bff serves web/dist and renders with web/dist-server/render.js, or the builds its WEB_DIST and
// WEB_SERVER_ENTRY name (inherited from this environment): a run can test a build of its own, safe from a
// rebuild of web/dist while it runs.
if (!existsSync(join(webDist, 'index.html'))) {
  throw new Error('No built web app: run `npm run build -w @shop/web` first (the bff serves web/dist).');
}
// The lanes run the bff as production does, bundled (`npm run test:e2e` builds it; about 2 s).
const bffMain = join(repoRoot, 'bff/dist/main.js');
if (!existsSync(bffMain)) {
  throw new Error('No built bff: run `npm run build -w @shop/bff` first (the lanes run bff/dist/main.js).');
}

// Workers load this file again and inherit these variables, so they agree on the folders made here.
// One fresh database folder per lane and run.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));
// pwa.spec.ts publishes a "new release" by rewriting sw.js: its lane serves a copy of the build, so the other
// lanes never see a release appear under them.
if (process.env.E2E_RELEASE_DIST === undefined) {
  process.env.E2E_RELEASE_DIST = mkdtempSync(join(tmpdir(), 'shop-e2e-dist-'));
  cpSync(webDist, process.env.E2E_RELEASE_DIST, { recursive: true });
}

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 800 } };

/**
 * Four lanes, each with its own bff and database and one test at a time, two lanes running at once (two
 * cores): specs that share a database never race, and the run takes half the time. Shoppers hold phones, so
 * the storefront runs at phone size; the desktop lane runs the layouts that differ on a laptop (header and
 * menu, home, catalogue, product) and the back office, which is for laptops and tablets.
 */
const lanes = [
  {
    name: 'phone',
    use: phone,
    testMatch: /(checkout|cart|cart-points|push)\.spec\.ts$/,
  },
  {
    name: 'phone-browsing',
    use: phone,
    testMatch: /(storefront-[a-z]+|server-render|seo|shell|language|pwa|image-renditions)\.spec\.ts$/,
    webDist: process.env.E2E_RELEASE_DIST,
  },
  {
    name: 'desktop',
    use: desktop,
    testMatch: /(admin-[a-z]+|shell|language|storefront-(catalogue|home|product))\.spec\.ts$/,
  },
  {
    // The shopper's specs are the longest lane: split in two, the run is no longer as long as one of them.
    name: 'phone-orders',
    use: phone,
    testMatch: /(orders|journeys|account|truth)\.spec\.ts$/,
  },
];

/**
 * With DATABASE_URL set (CI), each lane's bff gets a schema of its own on that database, made fresh for the
 * run, as each gets a PGlite folder of its own without it. Lanes on one database raced: the back office's
 * spec adjusted the demo VIP's points while a journey in another lane counted them.
 */
const laneSchema = (lane: string) => `e2e_${basePort}_${lane.replaceAll('-', '_')}`;
const laneDatabase = (lane: string): { DATABASE_URL?: string } => {
  if (!process.env.DATABASE_URL) return {};
  const url = new URL(process.env.DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${laneSchema(lane)}`);
  return { DATABASE_URL: url.toString() };
};
if (process.env.DATABASE_URL && process.env.E2E_SCHEMAS_MADE === undefined) {
  // The config is loaded synchronously: a child process makes the schemas with the bff's own driver.
  execFileSync(
    process.execPath,
    [
      '-e',
      `const { Client } = require('pg');
       const client = new Client({ connectionString: process.env.DATABASE_URL });
       (async () => {
         await client.connect();
         for (const schema of process.argv.slice(1))
           await client.query('drop schema if exists ' + schema + ' cascade; create schema ' + schema);
         await client.end();
       })().catch((error) => { console.error(error); process.exit(1); });`,
      ...lanes.map((lane) => laneSchema(lane.name)),
    ],
    { cwd: join(repoRoot, 'bff'), stdio: 'inherit' },
  );
  process.env.E2E_SCHEMAS_MADE = 'yes';
}

export default defineConfig({
  testDir: '.',
  outputDir: join(repoRoot, 'test-results/web-e2e'),
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'zh-HK',
    timezoneId: 'Asia/Hong_Kong',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
  },
  projects: lanes.map((lane, index) => ({
    name: lane.name,
    testMatch: lane.testMatch,
    workers: 1,
    metadata: { webDist: lane.webDist ?? webDist },
    use: { ...lane.use, baseURL: `http://localhost:${basePort + index}` },
  })),
  webServer: lanes.map((lane, index) => ({
    command: 'node bff/dist/main.js',
    cwd: repoRoot,
    url: `http://localhost:${basePort + index}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The bff's request log stays out of the report; start-up failures arrive on stderr.
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(basePort + index),
      DATA_DIR: join(process.env.E2E_DATA_DIR as string, lane.name),
      ...laneDatabase(lane.name),
      ...(lane.webDist === undefined ? {} : { WEB_DIST: lane.webDist }),
      NODE_ENV: 'test',
      // Every test signs up and looks coupons up from 127.0.0.1 within minutes: widen the per-address limits.
      PER_ADDRESS_LIMIT_FACTOR: '100',
    },
  })),
});

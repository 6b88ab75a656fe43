/**
 * Server rendering benchmark: the bff on the embedded default (PGlite, demo data in a temporary DATA_DIR),
 * over HTTP on 127.0.0.1, with the built web app and its server renderer.
 *
 *   npm run build -w @shop/web && node --import tsx bench/serverRender.ts
 *
 * For each page it prints requests per second and p50/p99 latency of the HTML, rendered by React on the
 * server (`/`, a category, a product), beside the plain shell (`/shopping_cart`, never server-rendered) and
 * one catalogue API call for scale. BENCH_CONNECTIONS (10) and BENCH_SECONDS (10 per page) tune it. It
 * prints figures only: it never fails on time.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../bff/src/clock.ts';
import { loadConfig } from '../bff/src/config.ts';
import { assembleShop, openDatabase } from '../bff/src/server.ts';
import { listenOnFreePort, phase, report } from './load.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PHASE_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;

const pages = [
  { name: 'GET / (server-rendered)', path: '/' },
  { name: 'GET /category/10100 (server-rendered)', path: '/category/10100' },
  { name: 'GET /product/hydrating-serum (server-rendered)', path: '/product/hydrating-serum' },
  { name: 'GET /shopping_cart (plain shell)', path: '/shopping_cart' },
  { name: 'GET /api/displayProduct/hydrating-serum', path: '/api/displayProduct/hydrating-serum' },
];

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-render-bench-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    seedDemoData: true,
  };
  if (!existsSync(config.webServerEntry)) {
    throw new Error(
      `No server renderer at ${config.webServerEntry}: run \`npm run build -w @shop/web\` first`,
    );
  }
  const shop = await assembleShop(config, await openDatabase(config), systemClock);
  try {
    const base = await listenOnFreePort(shop.app);
    const product = await (await fetch(`${base}/product/hydrating-serum`)).text();
    if (!product.includes('id="served-page"')) throw new Error('The product page was not server-rendered');

    console.log(
      `server render benchmark: node ${process.version}, ${availableParallelism()} cores, PGlite, ` +
        `${CONNECTIONS} connections, ${PHASE_MS / 1000} s per page`,
    );
    for (const page of pages) {
      // A few requests first: the renderer's and the database's first calls are slower.
      for (let i = 0; i < 5; i += 1) await (await fetch(base + page.path)).arrayBuffer();
      report(await phase(page.name, CONNECTIONS, PHASE_MS, () => fetch(base + page.path)));
    }
  } finally {
    await shop.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

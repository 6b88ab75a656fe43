/**
 * The JavaScript of the storefront's first view, alone: `node --import tsx bench/firstView.ts [--runs=5]`.
 *
 * Builds nothing: it takes the built web/dist (`npm run build -w @shop/web` first), starts the bff on the
 * embedded default (PGlite, demo data in a temporary DATA_DIR) on a free port, and loads `/` in Debian's
 * Chromium at phone size (390 px, as the end-to-end tests' `phone` project) with a fresh profile each run.
 * Once the app is live (`html[data-app=ready]`) it sums the gzip -9 size of the built /assets scripts the
 * page requested before the app's `app-ready` mark: the figure bench/lighthouse.ts checks against the 120 KB
 * target of /work/shared/ui.md, without Lighthouse's minutes. Prints per-file figures, and the median and
 * spread over the runs. A benchmark prints figures; it never fails on them.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { systemClock } from '../bff/src/clock.ts';
import { loadConfig } from '../bff/src/config.ts';
import { assembleShop, openDatabase } from '../bff/src/server.ts';
import { chromiumArgs, chromiumExecutablePath } from '../web/e2e/chromium.ts';
import { median } from './figures.ts';
import { listenOnFreePort } from './load.ts';

const webDist = resolve(import.meta.dirname, '../web/dist');
const BUDGET_BYTES = 120 * 1024;
/** web/src/lib/appReady.ts APP_READY_MARK. */
const APP_READY_MARK = 'app-ready';

const runsArgument = process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length);
const runs = Math.max(1, Number(runsArgument ?? 5));

/** gzip -9 of a built file, as the server would send it to a browser without brotli. */
function gzipSize(pathname: string): number {
  return gzipSync(readFileSync(join(webDist, pathname)), { level: 9 }).length;
}

/** The /assets scripts `/` requested before the app-ready mark, by path, in one fresh browser context. */
async function firstViewScripts(base: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-HK',
      // The worker registers at app-ready and precaches from its own context: nothing of the first view.
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.waitForSelector('html[data-app=ready]');
    // A script requested before the mark is in the timeline once it has arrived.
    await page.waitForLoadState('networkidle');
    return await page.evaluate((markName) => {
      const ready = performance.getEntriesByName(markName, 'mark')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= ready)
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js'));
    }, APP_READY_MARK);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error('No built web app: run `npm run build -w @shop/web` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-first-view-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    seedDemoData: true,
  };
  const shop = await assembleShop(config, await openDatabase(config), systemClock);
  try {
    const base = await listenOnFreePort(shop.app);
    const totals: number[] = [];
    let lastScripts: string[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const scripts = [...new Set(await firstViewScripts(base))];
      const total = scripts.reduce((sum, pathname) => sum + gzipSize(pathname), 0);
      console.log(`run ${run}/${runs}: ${scripts.length} scripts, ${total} B gzip -9`);
      totals.push(total);
      lastScripts = scripts;
    }
    console.log('\nFirst view of / at 390 px (last run), gzip -9 of the built file:');
    const sized = lastScripts.map((pathname) => ({ pathname, bytes: gzipSize(pathname) }));
    for (const { pathname, bytes } of sized.sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${pathname.padEnd(40)} ${String(bytes).padStart(7)} B`);
    const middle = median(totals);
    console.log(
      `  ${'median'.padEnd(40)} ${String(middle).padStart(7)} B  (runs ${Math.min(...totals)}–${Math.max(...totals)} B; ` +
        `budget ${BUDGET_BYTES} B: ${middle <= BUDGET_BYTES ? `${BUDGET_BYTES - middle} B under` : `${middle - BUDGET_BYTES} B OVER`})`,
    );
  } finally {
    await shop.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

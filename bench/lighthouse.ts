/**
 * Lighthouse on the storefront, mobile preset:
 * `node --import tsx bench/lighthouse.ts [--runs=3] [--no-build] [--save=dir]`.
 *
 * Builds the web app, starts its own shop (the bff with demo data in a temporary DATA_DIR on a free port),
 * and audits the home page, a category page and a product page with Debian's Chromium (no browser download).
 * Prints performance, LCP, CLS, TBT (the median of the runs) and the JavaScript of the first view of `/`
 * (gzip, as built: every script asked for until the app is live, i.e. hydrated, at its `app-ready` mark; scripts
 * asked for later are listed apart), against the targets of /work/shared/ui.md. A benchmark prints figures; it never fails on
 * them (docs: benchmarks are not tests).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutablePath } from '../web/e2e/chromium.ts';
import { median } from './figures.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const distAssets = join(repoRoot, 'web/dist');

const targets = {
  performance: 95,
  lcpMs: 2000,
  cls: 0.05,
  tbtMs: 100,
  firstViewJsGzipBytes: 120 * 1024,
};

const pages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/10100' },
  { name: 'product', path: '/product/hydrating-serum' },
];

// Debian's Chromium with the flags this machine needs, as the end-to-end tests launch it.
const chromeFlags = ['--headless=new', ...chromiumArgs];

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const runs = Math.max(1, Number(argument('runs') ?? 3));
/** --save=dir keeps each run's full Lighthouse report (JSON) for a closer look. */
const saveDir = argument('save');
const build = !process.argv.includes('--no-build');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitForHealth(base: string, shop: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (shop.exitCode !== null) throw new Error(`The shop exited with code ${shop.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`The shop did not answer ${base}/api/health within ${timeoutMs / 1000} s`);
}

interface RunFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  scripts: Array<{ url: string; transferSize: number; requestedMs: number }>;
  /**
   * The end of the first view: the app's `app-ready` mark (hydrated, its buttons live), observed; without the
   * mark, the observed LCP or load event, whichever is later.
   */
  firstViewEndMs: number;
  firstViewEnd: string;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

async function audit(url: string, port: number, reportName: string): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    writeFileSync(join(saveDir, `${reportName}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const observed = (
    lhr.audits.metrics?.details as
      | { items?: Array<{ observedLargestContentfulPaint?: number; observedLoad?: number }> }
      | undefined
  )?.items?.[0];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    scripts: (details?.items ?? [])
      .filter(
        (item) => item.resourceType === 'Script' && new URL(item.url).port === String(new URL(url).port),
      )
      .map((item) => ({
        url: item.url,
        transferSize: item.transferSize ?? 0,
        requestedMs: item.networkRequestTime ?? 0,
      })),
    ...firstViewEnd(lhr.audits['user-timings']?.details, observed),
  };
}

/** web/src/lib/appReady.ts APP_READY_MARK. */
const APP_READY_MARK = 'app-ready';

function firstViewEnd(
  userTimings: unknown,
  observed: { observedLargestContentfulPaint?: number; observedLoad?: number } | undefined,
): { firstViewEndMs: number; firstViewEnd: string } {
  const marks = (userTimings as { items?: Array<{ name?: string; startTime?: number }> } | undefined)?.items;
  const ready = marks?.find((mark) => mark.name === APP_READY_MARK)?.startTime;
  if (typeof ready === 'number')
    return { firstViewEndMs: ready, firstViewEnd: 'the app-ready mark, observed' };
  return {
    firstViewEndMs: Math.max(observed?.observedLargestContentfulPaint ?? 0, observed?.observedLoad ?? 0),
    firstViewEnd: 'observed LCP/load (no app-ready mark)',
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is made again. */
async function auditWithRetries(url: string, port: number, reportName: string): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port, reportName);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stdout.write(
        `(${error instanceof Error ? error.message.split(':').pop()?.trim() : error}; again) `,
      );
    }
  }
}

/** gzip -9 of a built file, as the server would send it to a browser without brotli. */
function gzipSize(pathname: string): number {
  return gzipSync(readFileSync(join(distAssets, pathname)), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');

async function main(): Promise<void> {
  if (build) {
    console.log('Building the web app…');
    const built = spawnSync('npm', ['run', 'build', '-w', '@shop/web'], { cwd: repoRoot, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build -w @shop/web failed');
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  console.log(`Starting the shop on ${base} (DATA_DIR ${dataDir})…`);
  const shop = spawn(process.execPath, ['--import', 'tsx', 'bff/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForHealth(base, shop, 180_000);
    chrome = await chromeLauncher.launch({ chromePath: chromiumExecutablePath, chromeFlags });

    const results: Array<{ name: string; path: string; figures: RunFigures[] }> = [];
    for (const page of pages) {
      const figures: RunFigures[] = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stdout.write(`Auditing ${page.path} (run ${run}/${runs})… `);
        const figure = await auditWithRetries(`${base}${page.path}`, chrome.port, `${page.name}-${run}`);
        figures.push(figure);
        console.log(`performance ${figure.performance}, LCP ${Math.round(figure.lcpMs)} ms`);
      }
      results.push({ ...page, figures });
    }

    console.log(
      `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile preset (simulated 4G, 4× CPU)\n`,
    );
    console.log('page       perf  a11y  LCP       CLS     TBT      FCP');
    for (const { name, figures } of results) {
      const perf = median(figures.map((f) => f.performance));
      const a11y = median(figures.map((f) => f.accessibility));
      const lcp = median(figures.map((f) => f.lcpMs));
      const cls = median(figures.map((f) => f.cls));
      const tbt = median(figures.map((f) => f.tbtMs));
      const fcp = median(figures.map((f) => f.fcpMs));
      console.log(
        `${name.padEnd(10)} ${String(perf).padStart(4)}  ${String(a11y).padStart(4)}  ${`${(lcp / 1000).toFixed(2)} s`.padEnd(8)}  ${cls.toFixed(3).padEnd(6)}  ${`${Math.round(tbt)} ms`.padEnd(7)}  ${(fcp / 1000).toFixed(2)} s`,
      );
      console.log(
        `           ${mark(perf >= targets.performance)}  perf ≥ ${targets.performance}   ${mark(lcp <= targets.lcpMs)}  LCP ≤ 2.0 s   ${mark(cls <= targets.cls)}  CLS ≤ ${targets.cls}   ${mark(tbt <= targets.tbtMs)}  TBT ≤ ${targets.tbtMs} ms`,
      );
    }

    const home = results.find((result) => result.name === 'home')?.figures[0];
    if (home) {
      // The first view ends when the app is live (its app-ready mark); scripts asked for after it
      // (the cart's Dexie database, the session machine: lib/afterFirstView.ts) are listed apart.
      const firstView = home.scripts.filter((script) => script.requestedMs <= home.firstViewEndMs);
      const later = home.scripts.filter((script) => script.requestedMs > home.firstViewEndMs);
      const list = (title: string, scripts: typeof home.scripts, target: boolean) => {
        console.log(title);
        let gzipTotal = 0;
        let transferTotal = 0;
        for (const script of scripts.sort((a, b) => b.transferSize - a.transferSize)) {
          const pathname = new URL(script.url).pathname;
          const gzip = gzipSize(pathname);
          gzipTotal += gzip;
          transferTotal += script.transferSize;
          console.log(
            `  ${pathname.padEnd(48)} ${kb(gzip).padStart(9)} gzip  ${kb(script.transferSize).padStart(9)} sent`,
          );
        }
        console.log(
          `  ${'total'.padEnd(48)} ${kb(gzipTotal).padStart(9)} gzip  ${kb(transferTotal).padStart(9)} sent${target ? `   ${mark(gzipTotal <= targets.firstViewJsGzipBytes)}  ≤ 120 KB gzip` : ''}`,
        );
      };
      list(
        `\nFirst view of / (scripts requested by ${Math.round(home.firstViewEndMs)} ms, ${home.firstViewEnd}; gzip -9 of the built file; transfer as sent):`,
        firstView,
        true,
      );
      if (later.length > 0)
        list('\nAfter the first view settled (requested later in the same trace):', later, false);
    }
  } finally {
    await chrome?.kill();
    shop.kill('SIGTERM');
    await new Promise((done) => {
      if (shop.exitCode !== null) done(null);
      else shop.once('exit', done);
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

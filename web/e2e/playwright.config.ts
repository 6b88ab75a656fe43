import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
// E2E_PORT lets a second run (another checkout on the same machine) use its own server.
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://localhost:${port}`;

// The bff serves web/dist and renders with web/dist-server/render.js, or the builds its WEB_DIST and
// WEB_SERVER_ENTRY name (inherited from this environment): a run can test a build of its own, safe from a
// rebuild of web/dist while it runs.
if (!existsSync(join(process.env.WEB_DIST ?? join(repoRoot, 'web/dist'), 'index.html'))) {
  throw new Error('No built web app: run `npm run build -w @shop/web` first (the bff serves web/dist).');
}

// One fresh database folder per run. Workers load this file again and inherit the variable, so they agree.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: join(repoRoot, 'test-results/web-e2e'),
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'zh-HK',
    timezoneId: 'Asia/Hong_Kong',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node --import tsx bff/src/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The bff's request log stays out of the report; start-up failures arrive on stderr.
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      // Every test signs up and looks coupons up from 127.0.0.1 within minutes: widen the per-address limits.
      PER_ADDRESS_LIMIT_FACTOR: '100',
    },
  },
});

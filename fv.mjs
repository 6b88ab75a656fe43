import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
const base = process.argv[2] ?? 'http://localhost:4317';
const dist = process.argv[3] ?? 'web/dist';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
const page = await context.newPage();
await page.goto(`${base}/`);
await page.waitForSelector('html[data-app="ready"]', { timeout: 30000 });
const { ready, scripts } = await page.evaluate(() => {
  const mark = performance.getEntriesByName('app-ready')[0];
  const ready = mark ? mark.startTime : performance.now();
  const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js')).map((e) => ({ name: new URL(e.name).pathname, start: e.startTime }));
  return { ready, scripts };
});
let total = 0;
for (const s of scripts.filter((s) => s.start <= ready && s.name.startsWith('/assets/'))) {
  const bytes = gzipSync(readFileSync(`${dist}${s.name}`), { level: 9 }).length;
  total += bytes;
  console.log(s.name, bytes);
}
console.log('TOTAL', total, (total / 1024).toFixed(1), 'KB');
await browser.close();

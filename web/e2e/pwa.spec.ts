import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium.ts';
import { expect, projectDevice, test, waitForApp, waitForAppInContext } from './fixtures.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Installability is never reported for incognito contexts, so the installability test runs a persistent
 * profile of its own, with the project's screen. A fixture, not a helper: Playwright closes it when a test
 * times out, so the call that hung fails with its own name and line instead of the bare timeout a browser
 * nobody closes leaves.
 */
const pwaTest = test.extend<{ persistentContext: BrowserContext }>({
  persistentContext: async ({ baseURL }, use, testInfo) => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'shop-pwa-profile-'));
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumExecutablePath,
      args: chromiumArgs,
      ...projectDevice(testInfo, baseURL),
    });
    try {
      await use(waitForAppInContext(context));
    } finally {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  },
});

test('the manifest is served and describes an installable zh-HK app', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);

  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: '悅港生活',
    short_name: '悅港',
    lang: 'zh-HK',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.description).toEqual(expect.any(String));
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const icons = manifest.icons as ManifestIcon[];
  const find = (sizes: string, purpose: string) =>
    icons.find((icon) => icon.sizes === sizes && (icon.purpose ?? 'any').split(' ').includes(purpose));
  const wanted = [find('192x192', 'any'), find('512x512', 'any'), find('512x512', 'maskable')];
  expect(wanted.every(Boolean)).toBe(true);
  for (const icon of wanted) {
    const iconResponse = await request.get(icon?.src ?? '');
    expect(iconResponse.status(), icon?.src).toBe(200);
    expect(iconResponse.headers()['content-type']).toBe('image/png');
    const [width, height] = (icon?.sizes ?? '').split('x').map(Number);
    expect(pngSize(await iconResponse.body())).toEqual({ width, height });
  }
});

pwaTest(
  'installable once the service worker controls the page, and the shell opens offline',
  async ({ baseURL, persistentContext: context }) => {
    test.setTimeout(150_000); // the worker's first install precaches about 150 files: a minute on a busy CI
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    const homeHeading = page.getByRole('heading', { level: 1, name: '歡迎光臨悅港生活' });
    await expect(homeHeading).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 90_000,
    });
    const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(scriptURL).toBe(`${baseURL}/sw.js`);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    // A second CDP session left attached makes the reloaded page report navigator.onLine === true while
    // offline network emulation is on.
    await cdp.detach();

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(homeHeading).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '你已離線' })).toBeVisible();

    // A page never opened before still gets the shell and its (precached) page code.
    const deepLink = await page.goto('/never/opened/before');
    expect(deepLink?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: '抱歉，此頁面不存在' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '你已離線' })).toBeVisible();
  },
);

test('a new release waits for the shopper: the prompt can be dismissed, and reload switches to it', async ({
  page,
}, testInfo) => {
  // Four page loads and two slow installs: on a busy two-core machine that is more than the default minute,
  // and a phone is slower still. Each wait below has its own bound, so a hang still names its step.
  test.setTimeout(180_000);
  // A release changes sw.js: the lane's server serves its build from disk (playwright.config.ts gives this
  // lane a copy of its own), so change the bytes for this test.
  const swPath = join(String(testInfo.project.metadata.webDist), 'sw.js');
  const original = readFileSync(swPath, 'utf8');
  const prompt = page.getByRole('status').filter({ hasText: '有新版本可用' });
  /** Publishes a release that installs slowly, as on a busy phone, and says its name when asked. */
  const publish = (name: string, installMs: number) =>
    writeFileSync(
      swPath,
      `${original}\n// e2e release ${name} ${Date.now()}\n` +
        `self.addEventListener('install', (e) => e.waitUntil(new Promise((r) => setTimeout(r, ${installMs}))));\n` +
        `self.addEventListener('message', (e) => { if (e.data === 'release?') e.source.postMessage('release ${name}'); });\n`,
    );
  const askForUpdate = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const controllingRelease = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data)), {
            once: true,
          });
          navigator.serviceWorker.controller?.postMessage('release?');
        }),
    );
  const waitingWorker = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null);
  // The switch reloads the page itself. A mark on the old document tells when a new one has come: once, a CI run
  // saw the new release's page while the wait for its "domcontentloaded" event never ended.
  const markDocument = () =>
    page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
  const newDocument = async () => {
    await page.waitForFunction(() => !('beforeUpdate' in window), null, { timeout: 60_000 });
    await waitForApp(page);
  };
  try {
    await test.step('the first visit is controlled by the service worker', async () => {
      await page.goto('/');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      });
      await expect(prompt).toHaveCount(0);
    });

    await test.step('a release found as soon as the page is controlled is announced, and can wait', async () => {
      // Published before the prompt's code has come (it comes once the first view has settled, about a
      // second later), and slow to install: the release is still installing when the prompt starts
      // listening, and must be announced all the same.
      publish('A', 3000);
      await askForUpdate();
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await prompt.getByRole('button', { name: '稍後' }).click();
      await expect(prompt).toHaveCount(0);
      // Dismissed, not applied: the new worker is still waiting.
      expect(await waitingWorker()).not.toBeNull();
    });

    await test.step('the next visit asks again, and reload switches to the new release', async () => {
      await page.reload();
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await markDocument();
      // The new worker takes over and the page loads again: a new document, so wait for its app.
      await prompt.getByRole('button', { name: '重新載入' }).click();
      await newDocument();
      await expect(page.getByRole('heading', { level: 1, name: '歡迎光臨悅港生活' })).toBeVisible();
      await expect(prompt).toHaveCount(0);
      expect(await waitingWorker()).toBeNull();
      expect(await controllingRelease()).toBe('release A');
    });

    await test.step('reload pressed while a newer release is still installing switches once, to the newest', async () => {
      publish('B', 500);
      await askForUpdate();
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      // C takes eight seconds to install; update() settles once its install has begun.
      publish('C', 8000);
      // update() may settle on a check already under way that read sw.js before C was written (one CI run): ask
      // until C is installing, well within its eight seconds.
      await expect
        .poll(
          async () => {
            await askForUpdate();
            return page.evaluate(
              async () => (await navigator.serviceWorker.getRegistration())?.installing !== null,
            );
          },
          { timeout: 5_000 },
        )
        .toBe(true);
      await markDocument();
      await prompt.getByRole('button', { name: '重新載入' }).click();
      // The button says it is working while C installs, and the page is not reloaded into B on the way.
      await expect(prompt.getByRole('button', { name: '正在更新…' })).toBeDisabled();
      await newDocument();
      await expect(page.getByRole('heading', { level: 1, name: '歡迎光臨悅港生活' })).toBeVisible();
      expect(await controllingRelease()).toBe('release C');
      await expect(prompt).toHaveCount(0);
      expect(await waitingWorker()).toBeNull();
    });
  } finally {
    writeFileSync(swPath, original);
  }
});

/**
 * The invitation to install. Headless Chromium never fires `beforeinstallprompt` by itself (the browser decides
 * when a site has earned it, from engagement this test cannot give), so the test dispatches one of its own,
 * with the event's `prompt()` and `userChoice`, once the app is live: as Chromium does on Android and the
 * desktop. Each visit is a tab of its own (a visit is a tab's session; the count is kept in localStorage).
 */
test('the invitation to install comes on the second visit, not the first, and not again once dismissed', async ({
  context,
}) => {
  const visit = async () => {
    const page = await context.newPage();
    await page.goto('/');
    await waitForApp(page);
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    // The invitation loads after the first view has settled, then records its decision on <html>.
    await expect(page.locator('html[data-install-invitation]')).toBeAttached({ timeout: 15_000 });
    return page;
  };

  const first = await visit();
  await expect(first.locator('html')).toHaveAttribute('data-install-invitation', 'not-now');
  await expect(first.getByTestId('install-invitation')).toHaveCount(0);
  await first.close();

  const second = await visit();
  const invitation = second.getByRole('complementary', { name: '安裝悅港生活' });
  await expect(invitation).toBeVisible();
  await expect(invitation.getByRole('button', { name: '安裝' })).toBeVisible();
  await invitation.getByRole('button', { name: '稍後' }).click();
  await expect(invitation).toBeHidden();
  await expect(second.locator('html')).toHaveAttribute('data-install-invitation', 'not-now');
  await second.close();

  const third = await visit();
  await expect(third.locator('html')).toHaveAttribute('data-install-invitation', 'not-now');
  await expect(third.getByTestId('install-invitation')).toHaveCount(0);
  expect(await third.evaluate(() => localStorage.getItem('shop.installInvitation'))).toMatch(
    /"visits":3,"dismissedAt":\d+/,
  );
});

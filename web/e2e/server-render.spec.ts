import type { Page } from '@playwright/test';
import {
  expect,
  expectProductReloadsOffline,
  gotoWithoutApp,
  projectDevice,
  test,
  waitForAppAfterNavigations,
} from './fixtures.ts';

/**
 * First visits to storefront pages arrive rendered by the bff (web/src/server/render.tsx) and the browser
 * hydrates them (web/src/startApp.tsx): the page reads without JavaScript, hydrates without a mismatch, works
 * once live, and opens offline after the service worker has taken over.
 */

const shop = '悅港生活';
const PRODUCT = { path: '/product/hydrating-serum', name: '玻尿酸深層保濕精華' };

/** Console errors and uncaught exceptions (a hydration mismatch is logged as `[hydration] …`). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * After the app is ready, parts that wait for their code (below the fold, after the first view) hydrate
 * later: give them until the network is quiet, and a moment more, to report a mismatch.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

test.describe('server-rendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price, stock and title', async ({ page }) => {
    await page.goto(PRODUCT.path);
    await expect(page).toHaveTitle(`${PRODUCT.name} | ${shop}`);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
    await expect(page.getByTestId('product-price').locator('.price-now')).toHaveText('HK$238.00');
    await expect(page.getByTestId('stock-display')).toHaveText('尚餘6件');
    await expect(page.getByTestId('gallery-main')).toHaveAttribute('src', /hydrating-serum-v1\.svg$/);
  });

  test('a category page shows its heading and product cards', async ({ page }) => {
    await page.goto('/category/10100');
    await expect(page).toHaveTitle(`護膚精華 | ${shop}`);
    await expect(page.getByRole('heading', { level: 1, name: '護膚精華' })).toBeVisible();
    await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(12);
    await expect(
      page.getByTestId('product-card').filter({ hasText: PRODUCT.name }).getByRole('link').first(),
    ).toBeVisible();
  });

  test('the home page shows the banner carousel and the video strip', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`首頁 | ${shop}`);
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await expect(page.getByTestId('banner-carousel').getByRole('img', { name: '夏日護膚節' })).toBeVisible();
    // The strip's code comes after the first view (lib/deferred.tsx), yet its markup is in place, not held
    // back for an inline script to reveal.
    await expect(page.getByTestId('video-banner').first()).toBeVisible();
  });
});

test.describe('hydration', () => {
  test('a first visit to a product page hydrates without errors, then its buying controls work', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const response = await page.goto(PRODUCT.path);
    // Served rendered (a fresh context has no service worker yet), and taken over by the browser.
    expect(await response?.text()).toContain('id="served-page"');
    await expect(page.locator('#served-page')).toHaveCount(0);
    expect(await page.evaluate(() => performance.getEntriesByName('app-ready', 'mark').length)).toBe(1);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
    await expect(page.getByTestId('stock-display')).toHaveText('尚餘6件');

    const badge = page.getByRole('banner').getByTestId('cart-count');
    await expect(badge).toHaveText('0');
    const quantity = page.getByTestId('quantity');
    await expect(quantity).toHaveValue('1');
    await page.getByTestId('quantity-increase').click();
    await expect(quantity).toHaveValue('2');
    await page.getByTestId('add-to-cart').click();
    const dialog = page.getByTestId('cart-added-dialog');
    await expect(dialog.getByRole('heading', { name: '已加入購物車' })).toBeVisible();
    await expect(dialog).toContainText(`${PRODUCT.name} 30ml × 2`);
    await expect(badge).toHaveText('2');
    await settle(page);
    expect(problems).toEqual([]);
  });

  for (const [path, heading] of [
    ['/', `歡迎光臨${shop}`],
    ['/category/10100', '護膚精華'],
    ['/article/1', '換季肌膚保濕三部曲'],
    ['/faq', null],
  ] as const) {
    test(`a first visit to ${path} hydrates without errors`, async ({ page }) => {
      const problems = collectProblems(page);
      const response = await page.goto(path);
      expect(await response?.text()).toContain('id="served-page"');
      await expect(page.locator('#served-page')).toHaveCount(0);
      if (heading !== null)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      else await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await settle(page);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('a tap before the app is live', () => {
  test('is held and made again once the page is hydrated: the add to the cart is not lost', async ({
    page,
  }) => {
    // The app's start is held back until the tap has happened, as on a slow connection.
    let tapped = () => {};
    const tap = new Promise<void>((resolve) => {
      tapped = resolve;
    });
    await page.route(/\/assets\/startApp-[^/]+\.js$/, async (route) => {
      await tap;
      await route.continue();
    });
    await gotoWithoutApp(page, PRODUCT.path);
    const add = page.getByTestId('add-to-cart');
    await expect(add).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.app ?? null)).toBeNull();
    await add.click();
    tapped();

    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const dialog = page.getByTestId('cart-added-dialog');
    await expect(dialog.getByRole('heading', { name: '已加入購物車' })).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');
  });
});

test.describe('hydration with a signed-in member', () => {
  test('a member’s first visit to /club hydrates without errors and offers no registration', async ({
    page,
    context,
    browser,
    baseURL,
  }, testInfo) => {
    await page.goto('/login');
    const form = page.locator('form.account-form');
    await form.getByLabel('手提電話號碼').fill('91234567');
    await form.getByLabel('密碼', { exact: true }).fill('Passw0rd!');
    await form.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL('/');

    // The member's stored session, without the service worker: the next visit is served rendered.
    const member = await browser.newContext({
      storageState: await context.storageState(),
      ...projectDevice(testInfo, baseURL),
    });
    try {
      const club = waitForAppAfterNavigations(await member.newPage());
      const problems = collectProblems(club);
      const response = await club.goto('/club');
      expect(await response?.text()).toContain('id="served-page"');
      await expect(club.getByRole('heading', { level: 1, name: '會員俱樂部' })).toBeVisible();
      await expect(club.getByRole('banner').getByRole('button', { name: /^會員帳戶：/ })).toBeVisible();
      await expect(club.getByTestId('club-register')).toHaveCount(0);
      await settle(club);
      expect(problems).toEqual([]);
    } finally {
      await member.close();
    }
  });
});

test.describe('served HTML', () => {
  const root = (html: string) => {
    const start = html.indexOf('<div id="root">');
    expect(start).toBeGreaterThanOrEqual(0);
    return html.slice(start);
  };

  test('a product page arrives rendered, with its data beside the markup', async ({ request }) => {
    const response = await request.get(PRODUCT.path);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('id="served-page"');
    const markup = root(html);
    expect(markup).not.toMatch(/^<div id="root"><\/div>/);
    // The name in the rendered markup, before the data element that follows #root.
    expect(markup.slice(0, markup.indexOf('id="served-page"'))).toContain(PRODUCT.name);
    expect(html).toContain(`<title>${PRODUCT.name} | ${shop}</title>`);
  });

  for (const path of ['/shopping_cart', '/member/info']) {
    test(`${path} is served the plain shell`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.ok()).toBe(true);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('id="served-page"');
    });
  }
});

test.describe('offline after a server-rendered first visit', () => {
  test('the product page opens offline with its stock and picture once the worker has stored them', async ({
    page,
    context,
  }) => {
    const response = await page.goto(PRODUCT.path);
    expect(await response?.text()).toContain('id="served-page"');
    const heading = page.getByRole('heading', { level: 1, name: PRODUCT.name });
    await expect(heading).toBeVisible();
    const image = page.getByTestId('gallery-main');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const imagePath = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;

    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    // On controllerchange the app asks again for the served page's data and pictures, through the worker.
    const cached = async (wanted: string) =>
      page.evaluate(async (part) => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) if (request.url.includes(part)) return true;
        }
        return false;
      }, wanted);
    for (const wanted of ['/api/displayProduct/hydrating-serum', imagePath]) {
      await expect
        .poll(() => cached(wanted), { timeout: 20_000, message: `${wanted} in Cache Storage` })
        .toBe(true);
    }

    await expectProductReloadsOffline(page, context);
    await context.setOffline(false);
  });
});

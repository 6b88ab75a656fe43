import { expect, expectProductReloadsOffline, test } from './fixtures.ts';

test.describe('offline browsing', () => {
  test('a visited product page opens offline with its images; an unvisited page says so and leads home', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await expect(page.getByTestId('banner-carousel')).toBeVisible();

    // Visited once online, through the service worker.
    await page.goto('/product/hydrating-serum');
    const heading = page.getByRole('heading', { level: 1, name: '玻尿酸深層保濕精華' });
    await expect(heading).toBeVisible();
    const image = page.getByTestId('gallery-main');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await expectProductReloadsOffline(page, context);

    // Never visited: a friendly notice, not the browser's error page.
    await page.goto('/product/vitamin-c-serum');
    const notice = page.getByTestId('offline-notice');
    await expect(notice.getByRole('heading', { level: 1, name: '你已離線，此頁面尚未儲存' })).toBeVisible();
    await expect(page).toHaveTitle(/離線/);
    await notice.getByRole('link', { name: '返回首頁' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('banner-carousel')).toBeVisible();

    // An in-app visit to an unsaved search also gets the notice.
    await page.goto('/search?q=%E7%B2%BE%E8%8F%AF');
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await context.setOffline(false);
  });

  test('the service worker comes with the live app, so an unvisited product page soon after a first visit still opens the offline notice', async ({
    page,
    context,
  }) => {
    // Registered as the app goes live: the update prompt's registration only comes once the first view has
    // settled, seconds later on a phone, and a shopper offline by then got the browser's own error page.
    // Asked in order, not in time: had register() been called when the page marked itself live?
    await page.addInitScript(() => {
      let registered = false;
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args: Parameters<typeof register>) => {
        registered = true;
        return register(...args);
      };
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.app !== 'ready') return;
        (window as Window & { registeredWhenLive?: boolean }).registeredWhenLive = registered;
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app'] });
    });
    // A first visit, served by the server; the shopper goes offline soon after, not after a long look.
    await page.goto('/');
    expect(
      await page.evaluate(() => (window as Window & { registeredWhenLive?: boolean }).registeredWhenLive),
    ).toBe(true);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

    await context.setOffline(true);
    await page.goto('/product/vitamin-c-serum');
    const notice = page.getByTestId('offline-notice');
    await expect(notice.getByRole('heading', { level: 1, name: '你已離線，此頁面尚未儲存' })).toBeVisible();
    await expect(notice).toContainText('你未曾在連線時開啟此頁面，所以未能離線瀏覽。');
    await expect(page).toHaveTitle(/離線/);
    await notice.getByRole('link', { name: '返回首頁' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('歡迎光臨悅港生活');
    await context.setOffline(false);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const shop = '悅港生活';

const activeSlide = (page: Page) =>
  page
    .getByTestId('banner-slide')
    .evaluateAll((slides) => slides.findIndex((slide) => slide.getAttribute('data-active') === 'true'));

test.describe('storefront home', () => {
  test('banners, video strip and product tabs; no stocktake pop-up today (its window, a shop message, ended)', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await expect(page).toHaveTitle(`首頁 | ${shop}`);
    await expect(page.getByRole('heading', { level: 1, name: `歡迎光臨${shop}` })).toBeAttached();

    const carousel = page.getByTestId('banner-carousel');
    await expect(page.getByTestId('banner-slide')).toHaveCount(3);
    const first = carousel.getByRole('img', { name: '夏日護膚節' });
    await expect(first).toBeVisible();
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The phone image below 640 px, the desktop one above.
    const current = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(current).toMatch(
      page.viewportSize()!.width < 640 ? /banner-event-1-mobile\.svg$/ : /banner-event-1\.svg$/,
    );

    const video = page.getByTestId('video-banner');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('poster', /video-poster/);

    // No stocktake pop-up after 6 January 2025.
    await expect(page.getByTestId('shop-pop-up')).toHaveCount(0);

    // Tabs: hot products first, then latest offers.
    // Below the fold: its code and data come when the shopper scrolls towards it.
    const tabs = page.getByRole('tablist', { name: '精選產品' });
    await expect(tabs).toHaveCount(0);
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await tabs.scrollIntoViewIfNeeded();
    const hot = tabs.getByRole('tab', { name: '熱賣產品' });
    const offers = tabs.getByRole('tab', { name: '最新優惠' });
    await expect(hot).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByTestId('product-card').first()).toBeVisible();
    await expect(panel).toHaveAttribute('data-testid', 'tab-panel-hot');
    await offers.click();
    await expect(offers).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveAttribute('data-testid', 'tab-panel-offers');
    await expect(panel.getByTestId('product-card').first()).toBeVisible();
    await expect(panel.getByRole('link', { name: '查看全部最新優惠' })).toHaveAttribute('href', '/offer');
    // Arrow keys move between tabs.
    await offers.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(hot).toBeFocused();
    await expect(hot).toHaveAttribute('aria-selected', 'true');
    expect(problems).toEqual([]);
  });

  test('the carousel turns every 3 seconds and the pause button stops it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('banner-slide')).toHaveCount(3);
    expect(await activeSlide(page)).toBe(0);
    // 3 s once the page has settled (a moment after load).
    await expect.poll(() => activeSlide(page), { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: '暫停輪播' }).click();
    const paused = await activeSlide(page);
    await page.waitForTimeout(4_000);
    expect(await activeSlide(page)).toBe(paused);
    await expect(page.getByRole('button', { name: '繼續輪播' })).toBeVisible();
    // Dots go to a banner; only the showing one is reachable.
    await page.getByRole('button', { name: /顯示第3項/ }).click();
    await expect.poll(() => activeSlide(page)).toBe(2);
    await expect(page.getByTestId('banner-slide').nth(0)).toHaveAttribute('aria-hidden', 'true');
  });

  test('with reduced motion the carousel stays still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('banner-slide')).toHaveCount(3);
    await expect(page.getByRole('button', { name: '繼續輪播' })).toBeVisible();
    await page.waitForTimeout(4_000);
    expect(await activeSlide(page)).toBe(0);
  });
});

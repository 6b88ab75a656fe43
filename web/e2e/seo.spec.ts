import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * A product link shared in English (`?lang=en`), as a shopper and a link preview see it: the server renders
 * the page in English with the tags WhatsApp, Facebook and Telegram read (picture, name, price), and the
 * browser hydrates it in English without a mismatch. The bff runs without PUBLIC_URL here, so its addresses
 * are on the request's origin.
 */

const PRODUCT = '/product/starlight-town';

const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"]`).getAttribute('content');

/** Console errors and uncaught exceptions (a hydration mismatch is logged as `[hydration] …`). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('an English product link renders in English with its picture, name and price for the preview', async ({
  page,
  baseURL,
}) => {
  const problems = collectProblems(page);
  await page.goto(`${PRODUCT}?lang=en`);

  await expect(page.getByRole('heading', { level: 1, name: 'Starlight Town' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('add-to-cart')).toHaveText('Add to cart');

  // What a share shows: the name, the price and a picture a preview can use.
  expect(await meta(page, 'og:title')).toBe('Starlight Town');
  expect(await meta(page, 'og:type')).toBe('product');
  expect(await meta(page, 'product:price:amount')).toBe('108.00');
  expect(await meta(page, 'product:price:currency')).toBe('HKD');
  expect(await meta(page, 'og:url')).toBe(`${baseURL}${PRODUCT}?lang=en`);
  const image = (await meta(page, 'og:image')) ?? '';
  expect(image.startsWith(`${baseURL}/api/file/`)).toBe(true);
  const picture = await page.request.get(image);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  const width = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return img.naturalWidth;
  }, image);
  expect(width).toBeGreaterThanOrEqual(600);

  // Live in English, the title follows the shopper through the shop.
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveTitle(/^Home \| Joy Harbour Living$/);
  expect(problems).toEqual([]);
});

import { expect, test } from './fixtures.ts';

/** A story book whose packshot is a 1200×1200 JPEG (bff/src/seed/demo/catalogue.ts, RASTER_PACKSHOT_SLUGS). */
const ORIGINAL_WIDTH = 1200;

test('a raster packshot in a listing loads a rendition sized for the screen', async ({ page }) => {
  await page.goto('/category/10700');
  const image = page
    .getByTestId('product-grid')
    .getByTestId('product-card')
    .filter({ hasText: '星光小鎮' })
    .locator('img');
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('srcset', /starlight-town\.jpg\?w=\d+ \d+w/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  const width = Number(/\/api\/file\/starlight-town\.jpg\?w=(\d+)$/.exec(source)?.[1]);
  expect(width, source).toBeGreaterThan(0);
  expect(width, source).toBeLessThan(ORIGINAL_WIDTH);

  const rendition = await page.request.get(source);
  expect(rendition.status()).toBe(200);
  expect(rendition.headers()['content-type']).toBe('image/webp');
});

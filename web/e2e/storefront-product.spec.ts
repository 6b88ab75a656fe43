import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const shop = '悅港生活';

async function openProduct(page: Page, urlName: string) {
  await page.goto(`/product/${urlName}`);
  await expect(page.getByTestId('product-page')).toBeVisible();
}

const options = (page: Page) => page.getByRole('group', { name: '規格' });

/** Chooses an option by tapping its label, as a shopper does. */
async function choose(page: Page, name: string | RegExp) {
  await options(page).locator('label').filter({ hasText: name }).click();
  await expect(options(page).getByRole('radio', { name, exact: typeof name === 'string' })).toBeChecked();
}

test.describe('product page', () => {
  test('gallery, price with the old price struck through, options switch price, stock and countdown', async ({
    page,
  }) => {
    await openProduct(page, 'hydrating-serum');
    await expect(page).toHaveTitle(`玻尿酸深層保濕精華 | ${shop}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /玻尿酸深層保濕精華/);
    await expect(page.getByRole('heading', { level: 1, name: '玻尿酸深層保濕精華' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: '導覽路徑' });
    await expect(breadcrumb.getByRole('link', { name: '首頁' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: '護膚精華' })).toHaveAttribute(
      'href',
      '/category/10100',
    );

    const main = page.getByTestId('gallery-main');
    await expect(main).not.toHaveAttribute('loading', 'lazy');
    await expect(main).toHaveAttribute('width', '1200');
    await expect(main).toHaveAttribute('src', /hydrating-serum-v1\.svg$/);
    const thumbnails = page.getByTestId('gallery-thumbnails').getByRole('button');
    await expect(thumbnails).toHaveCount(4);
    await thumbnails.nth(1).click();
    await expect(main).toHaveAttribute('src', /hydrating-serum-detail\.svg$/);

    const price = page.getByTestId('product-price');
    await expect(price.locator('.price-now')).toHaveText('HK$238.00');
    await expect(price.locator('s')).toContainText('HK$298.00');
    await expect(page.getByTestId('price-range')).toHaveText('價格：HK$238.00 至 HK$348.00');
    await expect(page.getByTestId('stock-display')).toHaveText('尚餘6件');

    await choose(page, '50ml');
    await expect(price.locator('.price-now')).toHaveText('HK$348.00');
    await expect(price.locator('s')).toContainText('HK$428.00');
    await expect(page.getByTestId('stock-display')).toHaveText('有貨');
    await expect(main).toHaveAttribute('src', /hydrating-serum-v2\.svg$/);

    // Marketing event 1 ends in 5 days 6 hours: days, hours, minutes.
    const countdown = page.getByTestId('countdown');
    await expect(countdown).toBeVisible();
    await expect(countdown).toContainText('夏日護膚節優惠倒數');
    await expect(countdown).toContainText(/5日0[56]小時\d{2}分/);

    await expect(
      page.getByRole('list', { name: '產品功效' }).getByRole('img', { name: '保濕' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: '標籤' })).toContainText('#新品上市');

    // In English the event's English title leads.
    await page.goto('/product/hydrating-serum?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(countdown).toContainText('Summer Skincare Festival ends in');
    await expect(countdown).toContainText(/5d 0[56]h \d{2}m/);
  });

  test('stock display: exact number up to 10, a few left to 300, in stock above, sold out hides buying', async ({
    page,
  }) => {
    await openProduct(page, 'female-nourishing-set');
    await expect(page.getByTestId('stock-display')).toHaveText('尚餘10件');

    await openProduct(page, 'aqua-moisture-cream');
    await choose(page, '50ml');
    await expect(page.getByTestId('stock-display')).toHaveText('數量有限，售完即止');
    await choose(page, '100ml');
    await expect(page.getByTestId('stock-display')).toHaveText('有貨');
    await expect(page.getByTestId('buy-bar')).toBeVisible();

    await openProduct(page, 'tea-tree-blemish-serum');
    await expect(page.getByTestId('stock-display')).toHaveText('售罄');
    await expect(page.getByTestId('buy-bar')).toHaveCount(0);
    await expect(page.getByTestId('quantity')).toHaveCount(0);
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
    await expect(page.getByTestId('buy-now')).toHaveCount(0);
    // Favourite and share stay.
    await expect(page.getByTestId('favourite')).toBeVisible();

    // One option sold out, the other not: choosing it hides the buying controls.
    await openProduct(page, 'herbal-hair-colour-cream');
    await expect(page.getByTestId('stock-display')).toHaveText('數量有限，售完即止');
    await choose(page, /深啡/);
    await expect(page.getByTestId('stock-display')).toHaveText('售罄');
    await expect(page.getByTestId('buy-bar')).toHaveCount(0);
  });

  test('quantity runs from 1 to the stock', async ({ page }) => {
    await openProduct(page, 'hydrating-serum');
    const quantity = page.getByTestId('quantity');
    const minus = page.getByTestId('quantity-decrease');
    const plus = page.getByTestId('quantity-increase');
    await expect(quantity).toHaveValue('1');
    await expect(minus).toBeDisabled();
    for (let i = 0; i < 5; i++) await plus.click();
    await expect(quantity).toHaveValue('6');
    await expect(plus).toBeDisabled();
    await quantity.fill('99');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('6');
    await quantity.fill('0');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');
    // Another option with more stock lifts the limit; going back to the smaller stock pulls it down.
    await choose(page, '50ml');
    await expect(plus).toBeEnabled();
    await quantity.fill('100');
    await quantity.blur();
    await expect(quantity).toHaveValue('100');
    await choose(page, '30ml');
    await expect(quantity).toHaveValue('6');
  });

  test('add-to-cart hands the chosen option and quantity to the cart seam; buy-now goes to express checkout', async ({
    page,
  }) => {
    await openProduct(page, 'hydrating-serum');
    await page.evaluate(() => {
      (window as unknown as { cartRequests: unknown[] }).cartRequests = [];
      window.addEventListener('shop:add-to-cart', (event) =>
        (window as unknown as { cartRequests: unknown[] }).cartRequests.push((event as CustomEvent).detail),
      );
    });
    await choose(page, '50ml');
    await page.getByTestId('quantity-increase').click();
    await page.getByTestId('add-to-cart').click();
    expect(
      await page.evaluate(() => (window as unknown as { cartRequests: unknown[] }).cartRequests),
    ).toEqual([
      expect.objectContaining({ productId: 30002, displayProductId: 1001, quantity: 2, unitPrice: 348 }),
    ]);
    const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
    expect(dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({ currency: 'HKD', value: 696 }),
      }),
    );

    const favourite = page.getByTestId('favourite');
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('buy-now').click();
    await expect(page).toHaveURL('/expressCheckout?productId=30002&quantity=2&deliveryTimes=1');
  });

  test('on a phone the buying controls sit in a bar fixed to the bottom', async ({ page, isMobile }) => {
    await openProduct(page, 'hydrating-serum');
    const bar = page.getByTestId('buy-bar');
    const box = await bar.boundingBox();
    const viewport = page.viewportSize()!;
    if (isMobile) {
      expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);
      for (const id of ['quantity', 'add-to-cart', 'buy-now']) {
        await expect(bar.getByTestId(id)).toBeInViewport();
      }
    } else {
      expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('static');
    }
  });

  test('share copies the link when there is no share sheet', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await openProduct(page, 'hydrating-serum');
    await page.getByTestId('share').click();
    await expect(page.getByRole('status').filter({ hasText: '已複製產品連結' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/product/hydrating-serum`,
    );
  });

  test('an ended event shows no countdown; recommendations load below', async ({ page }) => {
    await openProduct(page, 'rose-essence-toner');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('countdown')).toHaveCount(0);

    await openProduct(page, 'hydrating-serum');
    const recommended = page.getByRole('region', { name: '推薦產品' });
    await recommended.scrollIntoViewIfNeeded();
    await expect(recommended.getByTestId('product-card')).toHaveCount(4);
    await expect(recommended.getByTestId('product-card').first().locator('img')).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  test('an unknown or hidden product is not found', async ({ page }) => {
    for (const path of [
      '/product/no-such-product',
      '/product/gift-hair-care-box',
      '/product/discontinued-maths-p1-2018',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: '抱歉，此頁面不存在' })).toBeVisible();
    }
  });

  test('a product opens by its id as well as its url name', async ({ page }) => {
    await openProduct(page, '1001');
    await expect(page.getByRole('heading', { level: 1, name: '玻尿酸深層保濕精華' })).toBeVisible();
  });
});

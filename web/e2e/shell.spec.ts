import { expect, test } from './fixtures.ts';

const shop = '悅港生活';

test.describe('app shell', () => {
  test('home page has the header, footer, heading and page title', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await expect(page).toHaveTitle(`首頁 | ${shop}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.getByRole('heading', { level: 1, name: `歡迎光臨${shop}` })).toBeVisible();

    const header = page.getByRole('banner');
    await expect(header.getByText('成為會員即享滿HK$500免運費及不定期優惠')).toBeVisible();
    await expect(header.getByRole('link', { name: `${shop}首頁` })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: '會員登入' })).toHaveAttribute('href', '/login');
    // The heart opens the favourites pop-up (its link to /category/favorite is in cart.spec.ts).
    await expect(header.getByRole('button', { name: '我的最愛，沒有產品' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(header.getByRole('button', { name: '搜尋產品' })).toBeVisible();
    const cart = header.getByRole('link', { name: '購物車，沒有商品' });
    await expect(cart).toHaveAttribute('href', '/shopping_cart');
    await expect(cart.getByTestId('cart-count')).toHaveText('0');

    const footer = page.getByRole('contentinfo');
    const footerLinks: Array<[string, string]> = [
      ['首頁', '/'],
      ['品牌故事', '/brand_story'],
      ['所有產品', '/category/all'],
      ['條款及細則', '/termsandconditions'],
      ['私隱政策', '/privacy_statement'],
      ['網店資訊', '/online_shop_info'],
      ['送貨安排', '/online_shop_info#shipping'],
      ['付款方式', '/online_shop_info#payment'],
      ['退換政策', '/online_shop_info#returns'],
      ['聯絡我們', '/online_shop_info#contact'],
    ];
    for (const [name, href] of footerLinks) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const facebook = footer.getByRole('link', { name: 'Facebook（於新視窗開啟）' });
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', /noopener/);
    // The cards the payment information page lists (page content 10: Visa, Mastercard and UnionPay), no others.
    const marks = footer.locator('.payment-marks').getByRole('img');
    await expect(marks).toHaveCount(3);
    for (const brand of ['Visa', 'Mastercard', '銀聯']) {
      await expect(footer.getByRole('img', { name: brand })).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test('touch targets in the header are at least 44 px', async ({ page }) => {
    await page.goto('/');
    const controls = page.getByRole('banner').locator('a.icon-button, button.icon-button');
    // The first render runs as a transition and may finish after the load event: wait for the header.
    await expect(page.getByRole('link', { name: /^購物車/ })).toBeVisible();
    const count = await controls.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < count; i++) {
      const control = controls.nth(i);
      if (!(await control.isVisible())) continue;
      const label = (await control.getAttribute('aria-label')) ?? `control ${i}`;
      const box = await control.boundingBox();
      expect(box?.width, label).toBeGreaterThanOrEqual(44);
      expect(box?.height, label).toBeGreaterThanOrEqual(44);
    }
  });

  test('the main menu links to brand story, products and offers', async ({ page, isMobile }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: '主選單' });
    const toggle = page.getByRole('button', { name: '選單' });
    if (isMobile) {
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    } else {
      await expect(toggle).toBeHidden();
    }
    await expect(menu.getByRole('link', { name: '品牌故事' })).toHaveAttribute('href', '/brand_story');
    // Product info is a dropdown of the categories (storefront-catalogue.spec.ts opens it).
    await expect(menu.getByRole('button', { name: '產品資訊' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: '最新優惠' })).toHaveAttribute('href', '/offer');
    if (isMobile) {
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    }
  });

  test('an unknown path shows the not-found notice with a working link home', async ({ page }) => {
    const response = await page.goto('/no/such/page-here');
    expect(response?.ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: '抱歉，此頁面不存在' })).toBeVisible();
    await expect(page.getByText('網址可能已過期或不存在。請嘗試搜尋其他產品，或聯絡我們。')).toBeVisible();
    await expect(page).toHaveTitle(`找不到頁面 | ${shop}`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: '返回首頁' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: `歡迎光臨${shop}` })).toBeVisible();
    await expect(page).toHaveTitle(`首頁 | ${shop}`);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the search button opens a search form that goes to the results page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '搜尋產品' }).click();
    const dialog = page.getByRole('dialog', { name: '搜尋產品' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('產品名稱或關鍵字').fill('護髮精華');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('護髮精華')}`);
  });

  test('back-to-top appears after scrolling and returns to the top', async ({ page }) => {
    await page.goto('/');
    const backToTop = page.getByRole('button', { name: '返回頁頂' });
    await expect(backToTop).toBeHidden();
    // The placeholder home is short; give it a long page's height.
    await page.getByRole('main').evaluate((main) => {
      main.style.minHeight = '3000px';
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('banner')).toBeFocused();
    await expect(backToTop).toBeHidden();
  });

  test('the offline banner says what still works and leaves when the connection returns', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000); // the worker's first install precaches about 150 files: a minute on a busy CI
    await page.goto('/');
    // Offline before the service worker holds the app's code, a part still loading fails and the page shows
    // its load error instead: wait until the worker controls the page, as a shopper's second minute would.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 90_000 });
    const banner = page.getByRole('status').filter({ hasText: '你已離線' });
    await expect(banner).toHaveCount(0);
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('已瀏覽過的頁面仍可查看');
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });
});

import { expect, projectDevice, test, waitForAppAfterNavigations } from './fixtures.ts';
import { logInAsStaff, OWNER } from './staff.ts';

/**
 * The content sections end to end: the owner edits a page content and adds a home pop-up in the back office,
 * and a shopper sees both on the storefront at their next request; the pop-up closes only by its button and,
 * once the owner deletes it, shows no more.
 */
test.describe('back office content', () => {
  test('the owner edits a page content and adds a home pop-up; a shopper sees both', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // A journey through two apps and three browsers: three times the usual time.
    test.slow();
    await logInAsStaff(page, OWNER);
    await expect(page.getByRole('heading', { name: /歡迎/ })).toBeVisible();

    // Page content 7 (safety specifications): script is dropped when stored.
    await page.goto('/admin/pageContent');
    await expect(page.getByRole('table', { name: '頁面內容' })).toContainText('7');
    await page.goto('/admin/pageContent/7');
    const html = page.getByLabel('內容（HTML）');
    await expect(html).not.toHaveValue('');
    await page.getByLabel('中文標題').fill('安全規格（2026年12月更新）');
    await html.fill(
      '<h1>電器安全規格</h1><p onclick="steal()">所有電器均附有香港安全認證。</p><script>alert(1)</script>',
    );
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page.getByRole('status')).toHaveText('已儲存');
    await expect(html).toHaveValue('<h1>電器安全規格</h1><p>所有電器均附有香港安全認證。</p>');

    // A home pop-up, running now (no window).
    await page.goto('/admin/messages/new');
    await expect(page.getByLabel('類別')).toHaveValue('popup');
    await page.getByLabel('中文標題').fill('聖誕送貨安排');
    await page.getByLabel('英文標題').fill('Christmas deliveries');
    await page.getByLabel('中文內容').fill('12月24日至26日的訂單將於12月27日寄出。');
    await page.getByLabel('英文內容').fill('Orders of 24 to 26 December ship on 27 December.');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page).toHaveURL(/\/admin\/messages\/\d+$/);
    await page.goto('/admin/messages?kind=popup');
    await expect(page.getByRole('table', { name: '商店訊息' })).toContainText('聖誕送貨安排');

    // A shopper, in a browser of their own.
    const shopperContext = await browser.newContext(projectDevice(testInfo, baseURL));
    const shopper = waitForAppAfterNavigations(await shopperContext.newPage());
    await shopper.goto('/page_content/7');
    // The page's HTML carries its own h1; the page title is the content's title.
    await expect(shopper.getByRole('heading', { level: 1, name: '電器安全規格' })).toBeVisible();
    await expect(shopper).toHaveTitle('安全規格（2026年12月更新） | 悅港生活');
    await expect(shopper.getByTestId('content-page')).toContainText('所有電器均附有香港安全認證。');
    await expect(shopper.locator('[data-testid="content-page"] script')).toHaveCount(0);

    await shopper.goto('/');
    const popUp = shopper.getByRole('dialog', { name: '聖誕送貨安排' });
    await expect(popUp).toBeVisible();
    await expect(popUp).toContainText('12月24日至26日的訂單將於12月27日寄出。');
    await shopper.keyboard.press('Escape');
    await expect(popUp).toBeVisible();
    await popUp.getByRole('button', { name: '確定' }).click();
    await expect(popUp).toBeHidden();
    // Confirmed for this visit.
    await shopper.reload();
    await expect(shopper.getByTestId('banner-carousel')).toBeVisible();
    await expect(shopper.getByTestId('shop-pop-up')).toHaveCount(0);
    await shopperContext.close();

    // The owner deletes it; a new visitor sees no pop-up.
    await page.goto('/admin/messages?kind=popup');
    await page.getByRole('link', { name: '聖誕送貨安排' }).click();
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: '刪除' }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    const visitorContext = await browser.newContext(projectDevice(testInfo, baseURL));
    const visitor = waitForAppAfterNavigations(await visitorContext.newPage());
    await visitor.goto('/');
    await expect(visitor.getByTestId('banner-carousel')).toBeVisible();
    await visitor.waitForTimeout(3_000);
    await expect(visitor.getByTestId('shop-pop-up')).toHaveCount(0);
    await visitorContext.close();
  });
});

import type { Page } from '@playwright/test';
import { expect, test, waitForAppInContext } from './fixtures.ts';
import { logInAsStaff, OWNER } from './staff.ts';

/**
 * The products section (issue 12): the owner creates a product in the back office with a category, a price
 * and a picture uploaded from the computer, and a shopper in a fresh browser finds it at once on its category
 * page and in search, at the price the owner typed. The product goes off sale at the end, so the catalogue's
 * counts in the storefront specs stay as the demo data has them.
 */

/** A 64×64 PNG, as a shop's camera would give a bigger one. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDqvOUVGJkrYh7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQveIfHmuzoXhOzZvoAAAAAElFTkSuQmCC',
  'base64',
);

async function logInAsOwner(page: Page) {
  await logInAsStaff(page, OWNER);
  await expect(page.getByRole('heading', { name: '歡迎，店主 Owner' })).toBeVisible();
}

test('a product created in the back office shows on its category page and in search', async ({
  page,
  browser,
}) => {
  // Two browsers, a build of the form and an upload on a shared machine: more than the default minute.
  test.setTimeout(180_000);
  const run = Date.now() % 100000;
  const nameChi = `桂花保濕面霜${run}`;
  const urlName = `osmanthus-cream-${run}`;

  await logInAsOwner(page);
  await page
    .getByRole('navigation', { name: '後台選單' })
    .getByRole('link', { name: '產品', exact: true })
    .click();
  await expect(page.getByRole('table', { name: '產品列表' })).toBeVisible();
  await page.getByRole('link', { name: '新增產品' }).click();
  await expect(page.getByRole('heading', { name: '新增產品' })).toBeVisible();

  // Saving an empty form names what is missing, and sends nothing.
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('請修正標示的欄位。')).toBeVisible();
  await expect(page.getByText('請選擇最少一個分類')).toBeVisible();
  await expect(page.getByText('請加入最少一張圖片')).toBeVisible();

  await page.getByLabel('中文名稱').fill(nameChi);
  await page.getByLabel('英文名稱').fill(`Osmanthus Moisture Cream ${run}`);
  await page.getByLabel('網址名稱').fill(urlName);
  await page.getByRole('checkbox', { name: /^護膚精華/ }).check();
  await page
    .getByLabel('上載圖片')
    .setInputFiles({ name: 'cream.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(page.getByRole('button', { name: /^移除 product-[0-9a-f]+\.png$/ })).toBeVisible();
  await page.getByLabel('規格（例如 100ml）').fill('50ml');
  await page.getByLabel('貨號').fill(`OSM-${run}`);
  await page.getByLabel('原價（HK$）').fill('168.80');
  await page.getByLabel('開倉存貨').fill('20');
  await page.getByLabel('產品描述（HTML）').fill('<p>滋潤<b>一整天</b></p><script>alert(1)</script>');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('heading', { name: `修改產品：${nameChi}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `已儲存產品 ${nameChi}` })).toBeVisible();
  await expect(page.getByText('存貨 20（於「庫存」調整）')).toBeVisible();

  // A shopper, in a browser of their own, finds it straight away.
  const shopper = waitForAppInContext(await browser.newContext());
  const shop = await shopper.newPage();
  await shop.goto('/category/10100');
  const card = shop.getByTestId('product-card').filter({ hasText: nameChi });
  await expect(async () => {
    await shop.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(card).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(card).toContainText('HK$168.80');

  await shop.goto(`/search?q=${encodeURIComponent('桂花保濕')}`);
  const found = shop.getByTestId('product-card').filter({ hasText: nameChi });
  await expect(found).toBeVisible();
  await expect(found).toContainText('HK$168.80');
  await found.getByRole('link').first().click();
  await expect(shop).toHaveURL(`/product/${urlName}`);
  await expect(shop.getByTestId('product-price')).toContainText('HK$168.80');
  await expect(shop.locator('.product-description b')).toHaveText('一整天');
  await shopper.close();

  // Off sale again: the back office's table says so.
  await page.getByRole('radio', { name: '下架' }).check();
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('status').getByText('已儲存', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '返回產品列表' }).click();
  await page.getByLabel('搜尋名稱或貨號').fill(`OSM-${run}`);
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: nameChi });
  await expect(row).toContainText('下架');
  await expect(row).toContainText('HK$168.80');
});

test('the owner adjusts stock with a reason on the low-stock list and changes a price', async ({ page }) => {
  test.setTimeout(180_000);
  await logInAsOwner(page);
  const menu = page.getByRole('navigation', { name: '後台選單' });
  await menu.getByRole('link', { name: '庫存', exact: true }).click();
  // The section's chunk loads first; the filter lives in the URL once the table is there.
  await expect(page.getByRole('table', { name: '存貨水平' }).locator('tbody tr').first()).toBeVisible();
  // A click, not check(): the box follows the URL, which the router updates a moment later.
  await page.getByRole('checkbox', { name: '只顯示低存貨' }).click();
  await expect(page).toHaveURL(/lowStock=10/);
  await expect(page.getByRole('checkbox', { name: '只顯示低存貨' })).toBeChecked();
  await expect(page.getByLabel('低存貨上限')).toHaveValue('10');
  const levels = page.getByRole('table', { name: '存貨水平' });
  const stockCells = levels.locator('tbody tr td:nth-child(4)');
  await expect(stockCells.first()).toBeVisible();
  for (const text of await stockCells.allTextContents()) expect(Number(text)).toBeLessThanOrEqual(10);

  const first = levels.locator('tbody tr').first();
  const sku = (await first.locator('td').first().textContent())!.trim();
  const stock = Number(await first.locator('td:nth-child(4)').textContent());
  await first.getByRole('link').click();
  await expect(page.getByText(`現有存貨：${stock}`)).toBeVisible();
  await page.getByLabel('增減數量（例如 12 或 -3）').fill(String(-(stock + 1)));
  await page.getByLabel('原因').fill('盤點 Stock count');
  await page.getByRole('button', { name: '調整' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '存貨不可少於 0' })).toBeVisible();
  await page.getByLabel('增減數量（例如 12 或 -3）').fill('24');
  await page.getByLabel('原因').fill('到貨 Delivery');
  await page.getByRole('button', { name: '調整' }).click();
  await expect(page.getByText(`已調整，現有存貨 ${stock + 24}`)).toBeVisible();
  await expect(page.getByText(`現有存貨：${stock + 24}`)).toBeVisible();
  const history = page.getByRole('table', { name: '調整記錄' }).locator('tbody tr').first();
  await expect(history).toContainText('+24');
  await expect(history).toContainText('到貨 Delivery');
  await expect(history).toContainText('店主 Owner');

  await menu.getByRole('link', { name: '價格', exact: true }).click();
  await page.getByLabel('搜尋名稱或貨號').fill(sku);
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  await page.getByRole('table', { name: '價格列表' }).getByRole('link', { name: sku, exact: true }).click();
  const originalPrice = await page.getByLabel('原價（HK$）').inputValue();
  const originalSale = await page.getByLabel('優惠價（HK$，留空即沒有優惠）').inputValue();
  await page.getByLabel('原價（HK$）').fill('520');
  await page.getByLabel('優惠價（HK$，留空即沒有優惠）').fill('468.50');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('status').getByText('已儲存', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '返回價格列表' }).click();
  await page.getByLabel('搜尋名稱或貨號').fill(sku);
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  const row = page.getByRole('table', { name: '價格列表' }).getByRole('row').filter({ hasText: sku });
  await expect(row).toContainText('HK$520.00');
  await expect(row).toContainText('HK$468.50');

  // Put the demo product back as it was, for the storefront specs that run after this one.
  await row.getByRole('link', { name: sku, exact: true }).click();
  await page.getByLabel('原價（HK$）').fill(originalPrice);
  await page.getByLabel('優惠價（HK$，留空即沒有優惠）').fill(originalSale);
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('status').getByText('已儲存', { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: '庫存', exact: true }).click();
  await page.getByLabel('搜尋名稱或貨號').fill(sku);
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  await page.getByRole('table', { name: '存貨水平' }).getByRole('link', { name: sku, exact: true }).click();
  await page.getByLabel('增減數量（例如 12 或 -3）').fill('-24');
  await page.getByLabel('原因').fill('還原測試 Undo a test delivery');
  await page.getByRole('button', { name: '調整' }).click();
  await expect(page.getByText(`已調整，現有存貨 ${stock}`)).toBeVisible();
});

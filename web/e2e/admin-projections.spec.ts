import { expect, test } from './fixtures.ts';
import { logInAsStaff, OWNER } from './staff.ts';

/**
 * The projections page (issue 12): a rebuild of the orders read model runs to 100 % while the storefront keeps
 * answering, and the orders read from it afterwards are the same.
 */
test('the owner rebuilds the orders projection while a shopper keeps browsing', async ({ page, browser }) => {
  await logInAsStaff(page, OWNER, '/admin/permissions/projections');
  const table = page.getByRole('table', { name: '投影（讀取模型）' });
  const orders = table.getByRole('row').filter({ hasText: /^orders/ });
  await expect(orders).toContainText('正常');

  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  const answers: number[] = [];
  let browsing = true;
  const keepBrowsing = (async () => {
    while (browsing) {
      const response = await shop.request.get('/api/displayProduct/all?page=1&size=20');
      answers.push(response.status());
    }
  })();

  await orders.getByRole('button', { name: '重建 orders' }).click();
  // The progress bar shows while it runs (a small shop may finish between two looks), then the button is back.
  await expect(page.getByRole('status')).toHaveText('orders 重建完成：100%，已換上新資料表。', {
    timeout: 30_000,
  });
  await expect(orders.getByRole('button', { name: '重建 orders' })).toBeVisible();
  await expect(orders).toContainText('正常');
  await expect(orders).not.toContainText('重建中');
  browsing = false;
  await keepBrowsing;
  await shopper.close();
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((status) => status === 200)).toBe(true);

  await page.getByRole('link', { name: '修改記錄' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'projection.rebuildStarted' }).first()).toContainText(
    '店主 Owner',
  );
});

import { expect, test } from './fixtures.ts';
import { logInAsStaff, OWNER } from './staff.ts';

/**
 * The back office's door and its permissions section (issue 12): staff log in with their own accounts, the
 * owner adds a staff member with one role, and that staff member sees only what the role allows.
 */

test('a wrong password is refused with a readable message, and the owner then gets every section', async ({
  page,
}) => {
  await logInAsStaff(page, { ...OWNER, password: 'not the password' });
  await expect(page.getByRole('alert').filter({ hasText: '用戶名稱或密碼不正確' })).toBeVisible();
  await page.getByLabel('密碼').fill('Passw0rd!');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByRole('heading', { name: '歡迎，店主 Owner' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '後台選單' });
  for (const section of ['訂單', '產品', '庫存', '報告', '權限']) {
    await expect(menu.getByRole('link', { name: section, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, 店主 Owner' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Permissions' }),
  ).toBeVisible();
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '歡迎，店主 Owner' })).toBeVisible();
});

test('the owner adds a staff member with the orders role only, who cannot open products', async ({
  page,
}) => {
  const username = `e2e.clerk${Date.now() % 100000}`;
  await logInAsStaff(page, OWNER);
  await page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '權限' }).click();
  await expect(page.getByRole('table', { name: '員工' })).toContainText('owner');

  // The form checks with the server's own schema before sending.
  await page.getByLabel('用戶名稱').fill(username);
  await page.getByLabel('顯示名稱').fill('E2E 文員');
  await page.getByLabel('密碼').fill('short');
  await page.getByRole('button', { name: '新增員工' }).click();
  await expect(page.getByText('請修正標示的欄位。')).toBeVisible();
  await page.getByLabel('密碼').fill('OrdersOnly2026');
  await page.getByRole('checkbox', { name: '訂單處理 Orders' }).check();
  await page.getByRole('button', { name: '新增員工' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已新增員工 E2E 文員' })).toBeVisible();
  await expect(page.getByRole('table', { name: '員工' })).toContainText(username);

  await page.getByRole('button', { name: '登出' }).click();
  await logInAsStaff(page, { username, password: 'OrdersOnly2026' });
  await expect(page.getByRole('heading', { name: '歡迎，E2E 文員' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '後台選單' });
  await expect(menu.getByRole('link', { name: '訂單', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: '產品', exact: true })).toHaveCount(0);
  await page.goto('/admin/products');
  await expect(page.getByRole('alert')).toHaveText('你的角色不可使用「產品」部分。如需使用，請聯絡店主。');
  await page.goto('/admin/permissions');
  await expect(page.getByRole('alert')).toContainText('你的角色不可使用「權限」部分');

  // The owner reads who added the staff member.
  await page.getByRole('button', { name: '登出' }).click();
  await logInAsStaff(page, OWNER);
  await page.getByRole('link', { name: '修改記錄' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'staff.created' }).filter({ hasText: username });
  await expect(entry).toContainText('店主 Owner');
});

test('the back office fits a tablet: the menu sits on top and a wide table scrolls inside its box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await logInAsStaff(page, OWNER);
  await page
    .getByRole('navigation', { name: '後台選單' })
    .getByRole('link', { name: '訂單', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = await page.getByRole('navigation', { name: '後台選單' }).boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(menu && main && menu.y + menu.height <= main.y + 1).toBe(true);
  // Nothing pushes the page sideways: a wide table scrolls in its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_MEMBER, logIn, payOrder, placeMemberOrder, tokenOf } from './orderApi.ts';
import { logInAsStaff, OWNER, type StaffAccount } from './staff.ts';

/**
 * The back office's orders section (issue 12, "Playwright"): the owner adds a staff member holding only an
 * orders role, who logs in, ships a paid order with a tracking number the shopper then sees on the order
 * page, and finds the products section closed.
 */

/** The demo's orders role (bff/src/seed/demo/people.ts): orders, and reading what an order touches. */
const ORDERS_ROLE_LABEL = '訂單處理 Orders';

async function staffLogIn(page: Page, account: StaffAccount) {
  await logInAsStaff(page, account);
  await expect(page).toHaveURL('/admin');
}

test('a staff member with the orders role only ships a paid order; the shopper sees the tracking number', async ({
  page,
  request,
}) => {
  // Three sessions (owner, staff member, shopper) and a payment in one journey: three times the usual time.
  test.slow();
  const clerk = { username: `clerk${Date.now() % 100_000}`, password: 'Sh1pping-Desk', name: '陳小明' };
  await staffLogIn(page, OWNER);
  await page.goto('/admin/permissions');
  await page.getByLabel('用戶名稱').fill(clerk.username);
  await page.getByLabel('顯示名稱').fill(clerk.name);
  await page.getByLabel('密碼', { exact: true }).fill(clerk.password);
  await page.getByRole('checkbox', { name: ORDERS_ROLE_LABEL }).check();
  await page.getByRole('button', { name: '新增員工' }).click();
  await expect(page.getByText(`已新增員工 ${clerk.name}`)).toBeVisible();
  await page.getByRole('button', { name: '登出' }).click();

  // A paid order of the demo member.
  const shopperToken = await tokenOf(request, DEMO_MEMBER);
  const order = await placeMemberOrder(request, shopperToken);
  await payOrder(request, shopperToken, order.orderId);

  await staffLogIn(page, clerk);
  await page.goto(`/admin/orders?q=${order.orderNo}`);
  const row = page.getByRole('row').filter({ hasText: order.orderNo });
  await expect(row).toContainText('已付款');
  await row.getByRole('link', { name: order.orderNo }).click();
  await expect(page.getByRole('heading', { level: 1, name: `訂單 ${order.orderNo}` })).toBeVisible();
  await expect(page.getByTestId('admin-order-status')).toHaveText('目前狀態：已付款');

  await page.getByRole('button', { name: '開始處理' }).click();
  await page.getByRole('dialog', { name: '開始處理' }).getByRole('button', { name: '確定' }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('目前狀態：處理中');

  const tracking = `SF${String(Date.now()).slice(-10)}`;
  await page.getByRole('button', { name: '出貨' }).click();
  const ship = page.getByRole('dialog', { name: '出貨' });
  await ship.getByRole('button', { name: '出貨' }).click();
  await expect(ship.getByText('必須填寫。')).toBeVisible();
  await ship.getByLabel('追蹤編號').fill(tracking);
  await ship.getByRole('button', { name: '出貨' }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('目前狀態：運送中');
  await expect(page.getByTestId('admin-order-tracking')).toHaveText(tracking);
  const shipped = page.getByRole('row').filter({ hasText: '已出貨' });
  await expect(shipped).toContainText(`員工 ${clerk.name}`);
  await expect(shipped).toContainText(tracking);
  // A cancellation is no longer offered once the parcel has left.
  await expect(page.getByRole('button', { name: '取消訂單' })).toHaveCount(0);

  // The menu offers only the orders; typing the products address shows why it stays closed.
  const menu = page.getByRole('navigation', { name: '後台選單' });
  await expect(menu.getByRole('link', { name: '訂單' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '產品' })).toHaveCount(0);
  await page.goto('/admin/products');
  await expect(page.getByText('你的角色不可使用「產品」部分。如需使用，請聯絡店主。')).toBeVisible();

  await logIn(page, DEMO_MEMBER);
  await page.goto(`/order/${order.orderId}`);
  await expect(page.getByText(tracking)).toBeVisible();
});

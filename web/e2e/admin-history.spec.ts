import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { type Placed, payGuestOrder, placeGuestOrder } from './orderApi.ts';
import { logInAsStaff, OWNER, staffToken } from './staff.ts';

/**
 * Replay and time travel (issue 12): the owner opens an order's timeline and sees who shipped it, what the
 * shipping changed and the order as it stood before; and a member's points timeline after an adjustment.
 * Orders are placed of the fish oil (1,200 in stock), as the other order specs do.
 */

/** A guest's order of one fish oil, paid through the sandbox gateway (as the browser would post it). */
async function paidGuestOrder(request: APIRequestContext): Promise<Placed> {
  const phone = `6${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const order = await placeGuestOrder(request, phone);
  await payGuestOrder(request, order, phone);
  return order;
}

test('the owner replays an order’s timeline and sees who shipped it', async ({ page, request }) => {
  test.slow();
  const order = await paidGuestOrder(request);
  // A staff member with the orders role ships it through the orders section's API.
  const owner = await staffToken(request, OWNER);
  const username = `e2e.shipper${Date.now() % 100000}`;
  const created = await request.post('/api/admin/staff', {
    headers: { authorization: owner },
    data: { username, displayName: 'E2E 出貨員', password: 'Shipping2026', roles: ['orders'] },
  });
  expect(created.ok()).toBe(true);
  const shipper = await staffToken(request, { username, password: 'Shipping2026' });
  const detail = await (
    await request.get(`/api/admin/orders/${order.orderId}`, { headers: { authorization: shipper } })
  ).json();
  const processing = await request.post(`/api/admin/orders/${order.orderId}/process`, {
    headers: { authorization: shipper },
    data: { expectedVersion: detail.version },
  });
  expect(processing.ok()).toBe(true);
  const shipped = await request.post(`/api/admin/orders/${order.orderId}/ship`, {
    headers: { authorization: shipper },
    data: { expectedVersion: (await processing.json()).version, trackingNumber: 'SF7788990011' },
  });
  expect(shipped.ok()).toBe(true);

  await logInAsStaff(page, OWNER);
  await expect(page.getByRole('navigation', { name: '後台選單' })).toBeVisible();
  await page.goto(`/admin/orders/${order.orderId}/history`);
  const steps = page.getByTestId('timeline-step');
  const shipping = steps.filter({ hasText: 'OrderShipped' });
  await expect(shipping).toContainText('員工 E2E 出貨員');
  await expect(steps.filter({ hasText: 'OrderPlaced' })).toContainText('訪客');
  await expect(steps.filter({ hasText: 'OrderProcessingStarted' })).toContainText('E2E 出貨員');

  // The last step is selected: what shipping changed, and the state after it.
  const changed = page.getByRole('table', { name: '此步的改動' });
  await expect(changed.getByRole('row').filter({ hasText: 'trackingNumbers[0]' })).toContainText(
    '"SF7788990011"',
  );
  await expect(page.getByTestId('timeline-state')).toContainText('"status": "inTransit"');

  // Two ticked steps: what changed from paid to shipped.
  await steps.filter({ hasText: 'PaymentConfirmed' }).getByRole('checkbox').check();
  await shipping.getByRole('checkbox').check();
  const between = page.getByRole('table', { name: /至第 \d+ 步之間的改動/ });
  await expect(between.getByRole('row').filter({ hasText: /^status/ })).toContainText('"paid"');
  await expect(between.getByRole('row').filter({ hasText: /^status/ })).toContainText('"inTransit"');

  // As of a moment before the order existed: the server says so in words, not an empty table.
  await page.getByLabel('查看當時狀態（香港時間）').fill('2020-01-01T00:00:00');
  await page.getByRole('button', { name: '顯示', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('當時未有此訂單');
});

test('the owner adjusts a VIP’s points and reads the adjustment in the ledger and its timeline', async ({
  page,
}) => {
  await logInAsStaff(page, OWNER);
  await expect(page.getByRole('navigation', { name: '後台選單' })).toBeVisible();
  await page
    .getByRole('navigation', { name: '後台選單' })
    .getByRole('link', { name: '積分', exact: true })
    .click();
  await page.getByLabel('搜尋會員（電話或姓名）').fill('98765432');
  await page.getByRole('button', { name: '搜尋' }).click();
  await page.getByRole('table', { name: '會員' }).getByRole('link').first().click();
  const balance = page.getByTestId('points-balance');
  await expect(balance).toContainText('VIP會員');
  const before = Number((await balance.textContent())?.match(/現有積分：(\d+)/)?.[1]);
  expect(before).toBeGreaterThan(0);

  // More than the balance is refused in words, and nothing changes.
  await page.getByLabel('積分（扣減請輸入負數）').fill(String(-(before + 1)));
  await page.getByLabel('原因（必須填寫）').fill('E2E 過多扣減');
  await page.getByRole('button', { name: '記錄調整' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '調整後積分不可低於零' })).toBeVisible();
  await expect(balance).toContainText(`現有積分：${before}`);

  await page.getByLabel('積分（扣減請輸入負數）').fill('150');
  await page.getByLabel('原因（必須填寫）').fill('E2E 補償');
  await page.getByRole('button', { name: '記錄調整' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `已調整，現有積分 ${before + 150}` }),
  ).toBeVisible();
  await expect(balance).toContainText(`現有積分：${before + 150}`);
  await expect(page.getByRole('table', { name: '積分記錄' }).getByRole('row').nth(1)).toContainText(
    'E2E 補償',
  );
  const adjusted = page.getByTestId('timeline-step').filter({ hasText: 'PointsAdjusted' }).last();
  await expect(adjusted).toContainText('員工 店主 Owner');

  // Put the demo VIP's balance back: the cart and journey specs that run later count on it.
  await page.getByLabel('積分（扣減請輸入負數）').fill('-150');
  await page.getByLabel('原因（必須填寫）').fill('E2E 還原');
  await page.getByRole('button', { name: '記錄調整' }).click();
  await expect(balance).toContainText(`現有積分：${before}`);
});

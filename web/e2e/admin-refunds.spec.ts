import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { type Placed, placeGuestOrder } from './orderApi.ts';
import { logInAsStaff, OWNER } from './staff.ts';

/**
 * Every payment accounted for (docs/payments.md, "Unwanted payments, refunds owed and reconciliation"): a
 * guest pays one order twice, in two tabs at the sandbox gateway at once; the second payment is not lost but
 * owed back, and the owner sees it in 退款待辦, records it refunded, and it leaves the list.
 */

/** A tab at the sandbox gateway's card page for the order, as the checkout's form post leaves it. */
async function atGateway(page: Page, order: Placed, phone: string): Promise<void> {
  await page.goto('/order_enquiry');
  const form = await page.request.post('/api/payment/form', {
    data: { orderId: order.orderId, orderNo: order.orderNo, phone, channel: 'GLOBALPAY' },
  });
  expect(form.ok()).toBe(true);
  const { action, fields } = (await form.json()) as { action: string; fields: Record<string, string> };
  // The browser posts the signed form to the gateway, as the checkout does.
  await page.evaluate(
    ({ action, fields }) => {
      const post = document.createElement('form');
      post.method = 'POST';
      post.action = action;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        post.append(input);
      }
      document.body.append(post);
      post.submit();
    },
    { action, fields },
  );
  await expect(page.getByTestId('sandbox-reference')).toHaveText(`DEV-${order.orderId}_${order.orderNo}`);
}

async function payWithCard(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/globalpay\//);
}

test('a guest pays one order in two tabs; staff see the second payment owed back, record it, and it leaves the list', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const phone = `6${String(Date.now()).slice(-7)}`;
  const order = await placeGuestOrder(request, phone);

  const amount = await test.step('the guest opens the gateway in two tabs and pays in both', async () => {
    const second = await context.newPage();
    await atGateway(page, order, phone);
    await atGateway(second, order, phone);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(heading).toMatch(/^Pay HK\$[\d,]+\.\d\d$/);
    await payWithCard(page);
    await payWithCard(second);
    await second.close();
    return heading.replace(/^Pay /, '');
  });

  await test.step('the enquiry shows the order paid, once', async () => {
    await expect
      .poll(async () => {
        const answer = await request.post('/api/order/checking', { data: { orderNo: order.orderNo, phone } });
        return ((await answer.json()) as { orderStatus?: string }[])[0]?.orderStatus;
      })
      .toBe('paid');
  });

  await test.step('the owner finds the second payment in 退款待辦 with its amount', async () => {
    await logInAsStaff(page, OWNER);
    await expect(page).toHaveURL('/admin');
    await page.goto('/admin/orders');
    await page.getByRole('link', { name: '退款待辦' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '退款待辦' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: order.orderNo });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(amount);
    await expect(row).toContainText('重複付款');
    await expect(row).toContainText('GLOBALPAY');
    await expect(row).toContainText(/SBX-/);
  });

  await test.step('the owner records it refunded and it leaves the list', async () => {
    const row = page.getByRole('row').filter({ hasText: order.orderNo });
    await row.getByRole('button', { name: '記錄已退款' }).click();
    await row.getByLabel('備註（例如閘道退款編號）').fill('refunded at the gateway console');
    await row.getByRole('button', { name: `確認已退款 ${amount}` }).click();
    await expect(page.getByRole('status')).toHaveText(`已記錄訂單 ${order.orderNo} 的退款 ${amount}。`);
    await expect(page.getByRole('row').filter({ hasText: order.orderNo })).toHaveCount(0);
  });
});

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  DEMO_MEMBER,
  DEMO_VIP,
  declineAtGateway,
  homeAddress,
  logIn,
  type Placed,
  placeGuestOrder,
  placeMemberOrder,
  productIdOf,
  rememberGuestOrder,
  tokenOf,
} from './orderApi.ts';

/**
 * The order pages and the payment return (issue 11, seed 001 §2, §4, §8) at phone size against the real bff.
 * The first group needs no order route; the others need the bff's order routes (placement, GET order/{id},
 * GET order/member, POST order/checking): each says which.
 */

test.use({ viewport: { width: 390, height: 844 } });

const guestPhone = () => `6${String(Date.now() % 10_000_000).padStart(7, '0')}`;

test.describe('order pages without an order', () => {
  test('payment return: a bad Ref goes home, an unknown subpath shows the generic screen', async ({
    page,
  }) => {
    await page.goto('/globalpay/s?Ref=DEV-abc_JH1');
    await expect(page).toHaveURL('/');
    await page.goto('/paydollar/s');
    await expect(page).toHaveURL('/');
    await page.goto('/globalpay/x?Ref=DEV-12_JH1');
    await expect(page.getByRole('heading', { level: 1, name: '抱歉，未能顯示此頁面' })).toBeVisible();
  });

  test('payment return for a guest: failed, cancelled, and never "paid" without the stored order', async ({
    page,
  }) => {
    await page.goto('/paydollar/f?Ref=AD-TEST-12_JH1');
    await expect(page.getByRole('heading', { level: 1, name: '付款失敗' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回購物車' })).toBeVisible();
    await page.goto('/globalpay/c?Ref=DEV-12_JH1');
    await expect(page.getByRole('heading', { level: 1, name: '訂單已取消' })).toBeVisible();
    await page.goto('/globalpay/s?Ref=DEV-12_JH1');
    await expect(page.getByRole('heading', { level: 1, name: '未能在此顯示訂單' })).toBeVisible();
  });

  test('order fail: bank rejection, other codes, and the default title only', async ({ page }) => {
    await page.goto('/order_fail?o=JH2611240001&c=205');
    await expect(page.getByRole('heading', { level: 1, name: '訂單交易失敗' })).toBeVisible();
    await expect(page.getByTestId('order-fail-reason')).toHaveText('交易被拒絕，請聯絡你的銀行。');
    await expect(page.getByText('訂單編號：JH2611240001')).toBeVisible();
    await page.goto('/order_fail?o=JH2611240001&c=999');
    await expect(page.getByTestId('order-fail-reason')).toHaveText('訂單交易失敗，請重試。');
    await page.goto('/order_fail?c=205');
    await expect(page.getByRole('heading', { level: 1, name: '訂單交易失敗' })).toBeVisible();
    await expect(page.getByTestId('order-fail-reason')).toHaveCount(0);
  });

  test('order cancel, and the enquiry alert for empty fields', async ({ page }) => {
    await page.goto('/order_cancel');
    await expect(page.getByRole('heading', { level: 1, name: '訂單交易已取消' })).toBeVisible();
    await page.goto('/order_enquiry');
    await page.getByLabel('訂單編號').fill('   ');
    await page.getByLabel('電話號碼').fill('91234567');
    await page.getByRole('button', { name: '查詢' }).click();
    await expect(page.getByRole('alert')).toHaveText('請輸入訂單編號及電話號碼');
    const box = await page.getByRole('button', { name: '查詢' }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  });

  test('member-only pages show guests the generic screen; guest-only pages show it to members', async ({
    page,
  }) => {
    await page.goto('/order/1');
    await expect(page.getByTestId('generic-screen')).toBeVisible();
    await page.goto('/order_success/1');
    await expect(page.getByTestId('generic-screen')).toBeVisible();
    await page.goto('/guest_order_success');
    // No order remembered in this tab: nothing to confirm.
    await expect(page.getByTestId('generic-screen')).toBeVisible();
    await logIn(page, DEMO_MEMBER);
    for (const path of ['/order_enquiry', '/guest_order_success']) {
      await page.goto(path);
      await expect(page.getByTestId('generic-screen')).toBeVisible();
    }
    // A member's failed payment returns to the order list.
    await page.goto('/globalpay/f?Ref=DEV-12_JH1');
    await expect(page).toHaveURL('/member/order');
  });
});

test.describe('orders placed through the bff', () => {
  // Needs POST order/guest/add and POST order/checking.
  test('a guest: the success page, view order, the enquiry; the payment return waits, then opens the enquiry', async ({
    page,
    request,
  }) => {
    const phone = guestPhone();
    const order = await placeGuestOrder(request, phone);
    await page.goto('/');
    await rememberGuestOrder(page, order, phone);

    await page.goto('/guest_order_success');
    await expect(page.getByTestId('success-order-no')).toHaveText(`你的訂單編號：${order.orderNo}`);
    await page.getByRole('link', { name: '查看訂單' }).click();
    await expect(page.getByTestId('order-no')).toHaveText(order.orderNo);
    await expect(page.getByTestId('order-status')).toHaveText('未付款');
    await expect(page.getByText('12樓B室')).toBeVisible();

    // A wrong phone: the same "not found" as a wrong number.
    await page.getByLabel('電話號碼').fill('60000000');
    await page.getByRole('button', { name: '查詢' }).click();
    await expect(page.getByRole('alert')).toHaveText('找不到訂單，請檢查訂單編號或電話號碼。');

    // No notify came (nobody paid): the return page waits its bound, never marks it paid, and goes on.
    await page.goto(`/globalpay/s?Ref=DEV-${order.orderId}_${order.orderNo}`);
    await expect(page.getByText('正在確認付款，請稍候…')).toBeVisible();
    await expect(page).toHaveURL(/\/order_enquiry\?/, { timeout: 20_000 });
    await expect(page.getByTestId('order-status')).toHaveText('未付款');
    expect(await page.evaluate(() => sessionStorage.getItem('guest_order_id'))).toBeNull();
  });

  // Needs POST order/add, GET order/{id} and GET order/member.
  test('a member: the list links to the order page and receipt; offline both stay readable, marked; another member gets the generic screen', async ({
    page,
    context,
    request,
  }) => {
    // The VIP buys: the ordinary demo member's order list must stay empty for the account spec (both screen
    // sizes share one shop).
    const order = await placeMemberOrder(request, await tokenOf(request, DEMO_VIP));
    await logIn(page, DEMO_VIP);
    await page.goto('/member/order');
    const row = page.getByRole('row').filter({ hasText: order.orderNo });
    await expect(row).toContainText('未付款');
    await row.getByRole('link', { name: `訂單${order.orderNo}詳情` }).click();
    await expect(page).toHaveURL(`/order/${order.orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `訂單${order.orderNo}` })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('未付款');
    await expect(page.getByText('陳大文')).toBeVisible();
    await expect(page.getByRole('button', { name: '列印收據' })).toBeVisible();

    await context.setOffline(true);
    await page.goBack();
    await expect(page.getByTestId('orders-stale')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: order.orderNo })).toBeVisible();
    await page.goForward();
    await expect(page.getByTestId('order-stale')).toBeVisible();
    await expect(page.getByTestId('order-no')).toHaveText(order.orderNo);
    await context.setOffline(false);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^會員帳戶/ })
      .click();
    await page.getByRole('banner').getByRole('button', { name: '登出' }).click();
    await expect(page).toHaveURL('/');
    await logIn(page, DEMO_MEMBER);
    await page.goto(`/order/${order.orderId}`);
    await expect(page.getByTestId('generic-screen')).toBeVisible();
  });

  // Needs GET order/member: an API failure would show an error, so this proves the route answers.
  test('a member with orders never sees "no orders yet" when the list answers', async ({ page }) => {
    await logIn(page, DEMO_VIP);
    await page.goto('/member/order');
    await expect(page.getByRole('heading', { level: 2, name: '訂單記錄' })).toBeVisible();
    await expect(page.getByTestId('orders-error')).toHaveCount(0);
    await expect(page.getByRole('table').or(page.getByText('你暫時未有訂單。'))).toBeVisible();
  });
});

test.describe('a declined card: pay the same order again, or cancel it', () => {
  // Needs POST payment/form, the sandbox gateway and POST order/cancel.
  /**
   * The product page's "N left" for the serum's first option, as a shopper who has not seen it before reads
   * it: a fresh context, so neither the browser's copy (catalogue answers may be kept 60 s) nor a service
   * worker's stands in for the server's count.
   */
  async function serumLeft(browser: Browser): Promise<number> {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      await page.goto('/product/hydrating-serum');
      const stock = page.getByTestId('stock-display');
      await expect(stock).toHaveText(/^尚餘\d+件$/);
      return Number(/\d+/.exec((await stock.textContent()) ?? '')?.[0]);
    } finally {
      await context.close();
    }
  }

  test('a member pays again from the order page after a decline; the page says paid once the server has it', async ({
    page,
    request,
  }) => {
    const authorization = await tokenOf(request, DEMO_MEMBER);
    const order = await placeMemberOrder(request, authorization);
    await declineAtGateway(request, order, { authorization });

    await test.step('the order page: unpaid, declined, until when, pay again', async () => {
      await logIn(page, DEMO_MEMBER);
      await page.goto(`/order/${order.orderId}`);
      await expect(page.getByTestId('order-status')).toHaveText('未付款');
      await expect(page.getByTestId('order-declined-reason')).toHaveText('交易被拒絕，請聯絡你的銀行。');
      await expect(page.getByTestId('order-payment-deadline')).toHaveText(/^請於 \d{2}:\d{2} 前付款$/);
      await expect(page.getByRole('button', { name: '取消訂單' })).toBeVisible();
    });

    await test.step('pay again: the same order at the gateway, paid with a good card', async () => {
      await page.getByRole('button', { name: '再次付款' }).click();
      await expect(page.getByTestId('sandbox-reference')).toHaveText(`DEV-${order.orderId}_${order.orderNo}`);
      await page.getByLabel('Card number').fill('4111111111111111');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      // The gateway's notify has been checked before its redirect answers; the return pages read the order.
      await page.waitForURL((url) => !url.pathname.startsWith('/api/payment/sandbox'));
    });

    await test.step('the order page says paid, and offers nothing more to pay', async () => {
      await page.goto(`/order/${order.orderId}`);
      await expect(page.getByTestId('order-status')).toHaveText('已付款');
      await expect(page.getByTestId('order-declined')).toHaveCount(0);
      await expect(page.getByRole('button', { name: '再次付款' })).toHaveCount(0);
    });
  });

  /** One unit of the serum's first option, by a member (token) or a guest (phone), through the API. */
  async function placeSerum(
    request: APIRequestContext,
    who: { authorization: string } | { phone: string },
  ): Promise<Placed> {
    const productId = await productIdOf(request, 'hydrating-serum');
    const placed =
      'authorization' in who
        ? await request.post('/api/order/add', {
            headers: { authorization: who.authorization },
            data: { ...homeAddress, phone: DEMO_MEMBER.phone, productId, quantity: 1, deliveryTimes: 1 },
          })
        : await request.post('/api/order/guest/add', {
            data: {
              ...homeAddress,
              phone: who.phone,
              productListJson: [{ productId, quantity: 1, deliveryTimes: 1 }],
            },
          });
    expect(placed.ok()).toBe(true);
    return (await placed.json()) as Placed;
  }

  /** The confirm dialog of 取消訂單, answered yes; the order then says cancelled and offers no payment. */
  async function cancelOnPage(page: Page) {
    await test.step('cancelling asks first, then the order says cancelled', async () => {
      await page.getByRole('button', { name: '取消訂單' }).click();
      const confirm = page.getByTestId('order-cancel-confirm');
      await expect(confirm.getByRole('heading', { name: '取消此訂單？' })).toBeVisible();
      await confirm.getByRole('button', { name: '確認取消訂單' }).click();
      await expect(page.getByTestId('order-status')).toHaveText('已取消');
      await expect(
        page.getByRole('status').filter({ hasText: '訂單已取消，所訂貨品已撥回存貨。' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: '再次付款' })).toHaveCount(0);
    });
  }

  test('a member cancels a declined order from its page: cancelled, and the product’s stock is back at once', async ({
    browser,
    page,
    request,
  }) => {
    const before = await serumLeft(browser);
    const authorization = await tokenOf(request, DEMO_MEMBER);
    const order = await placeSerum(request, { authorization });
    await declineAtGateway(request, order, { authorization });

    await test.step('the declined order holds its unit: one fewer left', async () => {
      expect(await serumLeft(browser)).toBe(before - 1);
    });

    await test.step('the order page offers pay again and cancel', async () => {
      await logIn(page, DEMO_MEMBER);
      await page.goto(`/order/${order.orderId}`);
      await expect(page.getByTestId('order-status')).toHaveText('未付款');
      await expect(page.getByRole('button', { name: '再次付款' })).toBeVisible();
    });
    await cancelOnPage(page);

    await test.step('the product page shows the unit back', async () => {
      expect(await serumLeft(browser)).toBe(before);
    });
  });

  test('a guest cancels a declined order from the enquiry: cancelled, and the product’s stock is back at once', async ({
    browser,
    page,
    request,
  }) => {
    const phone = guestPhone();
    const before = await serumLeft(browser);
    const order = await placeSerum(request, { phone });
    await declineAtGateway(request, order, { phone });
    expect(await serumLeft(browser)).toBe(before - 1);

    await test.step('the enquiry offers pay again and cancel', async () => {
      await page.goto('/order_enquiry');
      await page.getByLabel('訂單編號').fill(order.orderNo);
      await page.getByLabel('電話號碼').fill(phone);
      await page.getByRole('button', { name: '查詢' }).click();
      await expect(page.getByTestId('order-status')).toHaveText('未付款');
      await expect(page.getByTestId('order-payment-deadline')).toHaveText(/^請於 \d{2}:\d{2} 前付款$/);
      await expect(page.getByRole('button', { name: '再次付款' })).toBeVisible();
    });
    await cancelOnPage(page);

    await test.step('the product page shows the unit back', async () => {
      expect(await serumLeft(browser)).toBe(before);
    });
  });
});

import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_MEMBER, logIn, placeGuestOrder, placeMemberOrder, tokenOf } from './orderApi.ts';

/**
 * Web Push reaches the real service worker (web/public/push-sw.js, imported by the built sw.js). Chromium
 * cannot reach a real push service on this machine, so the push is delivered through the DevTools protocol
 * (ServiceWorker.deliverPushMessage) with the payload the shop's server encrypts (bff/src/push, whose round
 * trip through a stand-in push service the integration test proves); nothing of the page is stubbed here.
 */
/** Opens the home page until the shop's service worker controls it; answers its registration for CDP. */
async function controlledByServiceWorker(
  page: Page,
  context: BrowserContext,
  origin: string,
): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/');
  // The first install precaches about 150 files from a bff still warming up: up to a minute on a busy CI.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 90_000 });
  await expect.poll(() => registrations.get(`${origin}/`), { timeout: 10_000 }).toBeDefined();
  return { cdp, id: registrations.get(`${origin}/`) as string };
}

// Each test waits for the worker's first install (about 150 files precached): a minute on a busy CI.
test.describe.configure({ timeout: 150_000 });

test('a push shows the notification with the order number, in the payload language, and its link', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await context.grantPermissions(['notifications'], { origin });

  const registrationId = await test.step('the service worker controls the page', () =>
    controlledByServiceWorker(page, context, origin));

  await test.step('an order shipped push is shown as a notification', async () => {
    const payload = {
      title: '悅港生活',
      body: 'Order JH26112100001234 has shipped. Tracking number SF1234567.',
      url: '/order_enquiry?o=JH26112100001234&p=61239876&g=1',
      icon: '/icons/icon-192.png',
      tag: 'order-JH26112100001234',
      lang: 'en',
    };
    await registrationId.cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrationId.id,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          lang: notification.lang,
          tag: notification.tag,
          url: (notification.data as { url: string }).url,
        })),
      );
    await expect.poll(shown, { timeout: 10_000 }).toEqual([
      {
        title: '悅港生活',
        body: 'Order JH26112100001234 has shipped. Tracking number SF1234567.',
        lang: 'en',
        tag: 'order-JH26112100001234',
        url: `${origin}/order_enquiry?o=JH26112100001234&p=61239876&g=1`,
      },
    ]);
  });

  await test.step('a push naming another site still links to the shop only', async () => {
    await registrationId.cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrationId.id,
      data: JSON.stringify({
        title: 'x',
        body: 'y',
        url: 'https://evil.example/',
        tag: 'other',
        lang: 'zh-HK',
      }),
    });
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications({ tag: 'other' })).map(
              (notification) => (notification.data as { url: string }).url,
            ),
          ),
        { timeout: 10_000 },
      )
      .toEqual([origin]);
  });
});

/**
 * The tap. Chromium headless shows no system notification to click, and the DevTools protocol has no
 * "click a notification" command, so the test does in the service worker what the browser does on a tap:
 * it takes the shown notification (registration.getNotifications) and dispatches a `notificationclick`
 * NotificationEvent for it (Playwright's evaluate in the worker's own context). The shop's real listener
 * (web/public/push-sw.js) handles it. Two differences from a real tap, both the browser's rules for events a
 * script makes: `waitUntil` refuses an untrusted event (the listener's work has started by then and goes
 * on), and the worker may not focus a window outside a real tap, so the open window is taken to the page
 * without being focused. What the shopper then sees is asserted on the page, not only its address.
 */
test('a tap on the notification takes the open window to the followed order, shown with its number', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const origin = baseURL ?? '';
  await context.grantPermissions(['notifications'], { origin });
  const phone = `6${String(Date.now()).slice(-7)}`;
  const order = await placeGuestOrder(request, phone);
  const registration = await controlledByServiceWorker(page, context, origin);
  const tag = `order-${order.orderNo}`;

  await test.step('the push for the guest order is shown', async () => {
    await registration.cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration.id,
      data: JSON.stringify({
        title: '悅港生活',
        body: `訂單 ${order.orderNo} 已付款。`,
        url: `/order_enquiry?${new URLSearchParams({ o: order.orderNo, p: phone, g: '1' })}`,
        tag,
        lang: 'zh-HK',
      }),
    });
    await expect
      .poll(
        () =>
          page.evaluate(
            async (wanted) =>
              (await (await navigator.serviceWorker.ready).getNotifications({ tag: wanted })).length,
            tag,
          ),
        { timeout: 10_000 },
      )
      .toBe(1);
  });

  await test.step('the tap opens the enquiry of that order in the open window', async () => {
    const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(origin));
    expect(worker, "the shop's service worker").toBeDefined();
    await worker?.evaluate(async (wanted) => {
      const scope = globalThis as unknown as {
        registration: { getNotifications(filter: { tag: string }): Promise<object[]> };
        NotificationEvent: new (type: string, init: { notification: object }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications({ tag: wanted });
      if (!notification) throw new Error(`no notification tagged ${wanted}`);
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    }, tag);
    await expect(page).toHaveURL(/\/order_enquiry\?/, { timeout: 15_000 });
    await expect(page.getByTestId('order-no')).toHaveText(order.orderNo);
    // The listener closed the notification it handled.
    expect(
      await page.evaluate(
        async (wanted) =>
          (await (await navigator.serviceWorker.ready).getNotifications({ tag: wanted })).length,
        tag,
      ),
    ).toBe(0);
    // The enquiry offers to follow the order too: it still has news to come.
    await expect(page.getByRole('button', { name: '有新消息時通知我' })).toBeVisible();
  });
});

/**
 * The member area lists what the member is notified of and removes it. The follow is made through the API
 * as the offer's tap makes it, with a browser subscription standing in for the one Chromium cannot get here
 * (no push service): an FCM endpoint, which the shop accepts and never reaches in this test (nothing happens
 * to the order afterwards).
 */
test('a member sees the orders they are notified of in the member area and removes one', async ({
  page,
  request,
}) => {
  const authorization = await tokenOf(request, DEMO_MEMBER);
  const order = await placeMemberOrder(request, authorization);
  const followed = await request.post('/api/push/subscription', {
    headers: { authorization },
    data: {
      subscription: {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-member-follows-${order.orderId}`,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
      orderId: order.orderId,
    },
  });
  expect(followed.ok()).toBe(true);

  await logIn(page, DEMO_MEMBER);
  await page.goto('/member/follows');
  const tabs = page.getByRole('navigation', { name: '會員專區分頁' });
  await expect(tabs.getByRole('link', { name: '通知' })).toHaveAttribute('aria-current', 'page');
  const row = page.getByTestId('follow').filter({ hasText: `訂單 ${order.orderNo}` });
  await expect(row).toBeVisible();
  // Another browser's follow: this one has no push subscription.
  await expect(row).toContainText('另一裝置');
  await expect(row.getByRole('link', { name: `訂單 ${order.orderNo}` })).toHaveAttribute(
    'href',
    `/order/${order.orderId}`,
  );
  await row.getByRole('button', { name: `移除「訂單 ${order.orderNo}」的通知` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `已移除「訂單 ${order.orderNo}」的通知。` }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  // Gone on the server too.
  const list = await request.get('/api/push/subscriptions', { headers: { authorization } });
  const follows = ((await list.json()) as { follows: { follows: { orderId?: number } }[] }).follows;
  expect(follows.filter((one) => one.follows.orderId === order.orderId)).toEqual([]);
});

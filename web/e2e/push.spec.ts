import { expect, test } from './fixtures.ts';

/**
 * Web Push reaches the real service worker (web/public/push-sw.js, imported by the built sw.js). Chromium
 * cannot reach a real push service on this machine, so the push is delivered through the DevTools protocol
 * (ServiceWorker.deliverPushMessage) with the payload the shop's server encrypts (bff/src/push, whose round
 * trip through a stand-in push service the integration test proves); nothing of the page is stubbed here.
 */
test('a push shows the notification with the order number, in the payload language, and its link', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await context.grantPermissions(['notifications'], { origin });

  const registrationId = await test.step('the service worker controls the page', async () => {
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const registration of updated)
        registrations.set(registration.scopeURL, registration.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await expect.poll(() => registrations.get(`${origin}/`), { timeout: 10_000 }).toBeDefined();
    return { cdp, id: registrations.get(`${origin}/`) as string };
  });

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

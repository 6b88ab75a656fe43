import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../lib/api.ts';
import { AppIntlProvider } from '../../lib/intl.tsx';
import { zhHK } from './messages.ts';
import { PushOffer } from './PushOffer.tsx';
import { followWithPush } from './pushApi.ts';

// A real VAPID public key shape: 65 bytes (an uncompressed P-256 point), base64url.
const PUBLIC_KEY_BYTES = Array.from({ length: 65 }, (_, index) => (index * 7 + 4) % 256);
const PUBLIC_KEY = Buffer.from(PUBLIC_KEY_BYTES).toString('base64url');
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

/** The browser's push pieces, stood in for: the shop's server and the permission prompt are what is tested. */
function fakeBrowser(permission: NotificationPermission) {
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => ({
    endpoint: SUBSCRIPTION.endpoint,
    options,
    toJSON: () => SUBSCRIPTION,
  }));
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {} });
  vi.stubGlobal('Notification', { requestPermission: async () => permission });
  vi.stubGlobal('navigator', {
    serviceWorker: {
      ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }),
    },
  });
  setApiTransport(async (input, init) => {
    const url = String(input);
    requests.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const answer = url.endsWith('push/publicKey')
      ? { publicKey: PUBLIC_KEY }
      : { follows: { kind: 'order', orderId: 12, orderNo: 'JH26112100000012' } };
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  return { subscribe, requests };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiTransport((input, init) => fetch(input, init));
});

describe('the push offers', () => {
  it('render nothing on the server: no prompt on page load, and the first render in the browser matches', () => {
    const html = renderToString(
      <AppIntlProvider locale="zh-HK" messages={zhHK as never}>
        <PushOffer target={{ productId: 30001 }} />
      </AppIntlProvider>,
    );
    expect(html).toBe('');
  });

  it('subscribe with the shop key and tell the shop which guest order to follow, in the page language', async () => {
    const browser = fakeBrowser('granted');
    const outcome = await followWithPush({ orderNo: 'JH26112100000012', phone: '61239876' }, 'en');
    expect(outcome).toEqual({
      follows: { kind: 'order', orderId: 12, orderNo: 'JH26112100000012' },
      endpoint: SUBSCRIPTION.endpoint,
    });
    const options = browser.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Array.from(options?.applicationServerKey as Uint8Array)).toEqual(PUBLIC_KEY_BYTES);
    expect(browser.requests.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'GET /api/push/publicKey',
      'POST /api/push/subscription',
    ]);
    expect(browser.requests[1]?.body).toEqual({
      subscription: SUBSCRIPTION,
      lang: 'en',
      orderNo: 'JH26112100000012',
      phone: '61239876',
    });
  });

  it('stop at a refused permission: no subscription, nothing sent to follow', async () => {
    const browser = fakeBrowser('denied');
    expect(await followWithPush({ productId: 30001 }, 'zh-HK')).toBe('denied');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(browser.requests.map(({ method }) => method)).toEqual(['GET']);
  });
});

// Web Push in the service worker (docs/push.md). Workbox's generated sw.js loads this file through
// `importScripts` (vite.config.ts). The shop's server encrypts a JSON payload for this browser only:
// { title, body, url, icon, image, tag, lang }. A payload that is not JSON still shows the shop's name.
const SHOP_ICON = '/icons/icon-192.png';
const SHOP_NAME = { 'zh-HK': '悅港生活', en: 'Joy Harbour' };

function pushPayload(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return { body: event.data ? event.data.text() : '' };
  }
}

/** Only the shop's own pages: a payload never sends the shopper to another site. */
function sameOriginUrl(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin;
  } catch {
    return self.location.origin;
  }
}

self.addEventListener('push', (event) => {
  const payload = pushPayload(event);
  const lang = payload.lang === 'en' ? 'en' : 'zh-HK';
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: typeof payload.icon === 'string' ? payload.icon : SHOP_ICON,
    badge: SHOP_ICON,
    lang,
    data: { url: sameOriginUrl(payload.url) },
  };
  if (typeof payload.image === 'string') options.image = payload.image;
  if (typeof payload.tag === 'string') options.tag = payload.tag;
  const title = typeof payload.title === 'string' ? payload.title : SHOP_NAME[lang];
  event.waitUntil(self.registration.showNotification(title, options));
});

/**
 * Takes the shopper to the notification's page: an open window of the shop is focused and taken there,
 * rather than opening another. The browser lets a worker focus or open a window only while it handles a
 * tap on a notification; a window it may not focus is still taken to the page.
 */
async function openShopPage(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    if (new URL(client.url).origin !== self.location.origin) continue;
    const focused = await client.focus().catch(() => client);
    if ('navigate' in focused) await focused.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openShopPage(sameOriginUrl(event.notification.data?.url)));
});

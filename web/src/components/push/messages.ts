/**
 * Messages of the Web Push offers (PushOffer.tsx): on the order success and order pages, and on a sold-out
 * product page. Spread into app/messages/zh-HK.ts and en.ts.
 */
export const zhHK = {
  'push.order.offer': '有新消息時通知我',
  'push.order.hint': '付款確認、寄出（連追蹤編號）及退款時，我們會傳送通知到此裝置。',
  'push.product.offer': '補貨時通知我',
  'push.product.hint': '此貨品補貨時，我們會傳送一次通知到此裝置。',
  'push.asking': '正在設定通知…',
  'push.following': '已開啟通知，有新消息時會通知你。',
  'push.stop': '停止通知',
  'push.unsupported':
    '此瀏覽器未能接收通知。iPhone 及 iPad 請先用「分享 → 加至主畫面」安裝本店，再從主畫面開啟。',
  'push.denied': '此瀏覽器已封鎖本店的通知，請在瀏覽器設定中允許通知後再試。',
  'push.failed': '未能開啟通知，請稍後再試。',
} as const satisfies Record<string, string>;

export const en: Record<keyof typeof zhHK, string> = {
  'push.order.offer': 'Tell me when it ships',
  'push.order.hint':
    'We will notify this device when the payment is confirmed, when it ships (with the tracking number) and of any refund.',
  'push.product.offer': 'Tell me when it is back',
  'push.product.hint': 'We will notify this device once, when this product is back in stock.',
  'push.asking': 'Setting up notifications…',
  'push.following': 'Notifications are on. We will tell you when something happens.',
  'push.stop': 'Stop notifications',
  'push.unsupported':
    'This browser cannot receive notifications. On iPhone and iPad, add the shop to your Home Screen (Share → Add to Home Screen) and open it from there.',
  'push.denied': 'This browser blocks notifications from the shop. Allow them in its settings and try again.',
  'push.failed': 'Notifications could not be turned on. Please try again later.',
};

/** Messages of the invitation to install the shop (InstallInvitation.tsx). Spread into app/messages. */
export const zhHK = {
  'install.title': '安裝{shopName}',
  'install.body': '加至主畫面，下次一按即開，離線亦可瀏覽，訂單有新消息時亦可收到通知。',
  'install.install': '安裝',
  'install.later': '稍後',
  'install.ios.steps': '在 Safari 按「分享」按鈕，再選「加至主畫面」，下次從主畫面一按即開。',
  'install.ios.done': '知道了',
} as const satisfies Record<string, string>;

export const en: Record<keyof typeof zhHK, string> = {
  'install.title': 'Install {shopName}',
  'install.body':
    'Add it to your home screen: it opens in one tap, works offline and can tell you when your order ships.',
  'install.install': 'Install',
  'install.later': 'Not now',
  'install.ios.steps':
    'In Safari, tap the Share button, then "Add to Home Screen": next time it opens in one tap from there.',
  'install.ios.done': 'Got it',
};

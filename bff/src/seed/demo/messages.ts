/**
 * Shop messages (the back office's messages section). The year-end stocktake pop-up of spec 000 §2 was
 * written into the home page before; it is data now, with the window the specification gives (shown only
 * before 6 January 2025, Hong Kong time), so staff can write next year's.
 */
export interface SeedShopMessage {
  kind: 'popup' | 'notice';
  titleChi: string;
  titleEng: string;
  textChi: string;
  textEng: string;
  startsAt: Date | null;
  endsAt: Date | null;
}

export const SHOP_MESSAGES: readonly SeedShopMessage[] = [
  {
    kind: 'popup',
    titleChi: '年終盤點通知',
    titleEng: 'Year-end stocktake',
    textChi: '本店將於2024年12月20日至2025年1月3日進行年終盤點，期間的訂單將於2025年1月6日後寄出，敬請見諒。',
    textEng:
      'Our year-end stocktake runs from 20 December 2024 to 3 January 2025. Orders placed in that period ship after 6 January 2025. Thank you for your patience.',
    startsAt: null,
    endsAt: new Date('2025-01-06T00:00:00+08:00'),
  },
  {
    kind: 'notice',
    titleChi: '',
    titleEng: '',
    textChi: '成為會員，購物滿HK$500免運費，更可不時收到優惠。',
    textEng: 'Members get free delivery from HK$500 and occasional offers.',
    startsAt: null,
    endsAt: null,
  },
];

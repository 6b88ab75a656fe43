/** Messages of the content pages (spread into app/messages/zh-HK.ts and en.ts). Page texts come from the API. */
export const zhHK = {
  'content.sectionsLabel': '本頁內容',
  'content.shopInfo.points': '會員積分',
  'content.hairCase.female': '女士滋養精華',
  'content.hairCase.antiGrey': '烏髮系列',
  'content.hairCase.men': '男士系列',
  'content.faq.female': '女士系列',
  'content.faq.colorant': '染髮系列',
  'content.faq.men': '男士系列',
  'content.faq.antiGrey': '烏髮系列',
  'content.club.register': '立即登記成為會員',
  'content.club.login': '已是會員？登入',
} as const;

export const en: Record<keyof typeof zhHK, string> = {
  'content.sectionsLabel': 'On this page',
  'content.shopInfo.points': 'Member points',
  'content.hairCase.female': 'Women’s nourishing essence',
  'content.hairCase.antiGrey': 'Anti-grey',
  'content.hairCase.men': 'Men',
  'content.faq.female': 'Women’s series',
  'content.faq.colorant': 'Colorants',
  'content.faq.men': 'Men’s series',
  'content.faq.antiGrey': 'Anti-grey series',
  'content.club.register': 'Join now',
  'content.club.login': 'Already a member? Log in',
};

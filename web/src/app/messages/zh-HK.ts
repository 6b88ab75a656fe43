import * as storefrontComponents from '../../components/messages.ts';
import * as push from '../../components/push/messages.ts';
import * as account from '../../features/account/messages.ts';
import * as cart from '../../features/cart/messages.ts';
import * as catalogue from '../../features/catalogue/messages.ts';
import * as checkout from '../../features/checkout/messages.ts';
import * as content from '../../features/content/messages.ts';
import * as favourites from '../../features/favourites/messages.ts';
import * as orders from '../../features/orders/messages.ts';
import * as install from '../../features/pwa/install/messages.ts';

/**
 * The active catalogue (spec 000: the interface is Traditional Chinese) and every message's default.
 * Keys are flat and dotted by screen area. `{shopName}` is filled in by the intl wrapper.
 */
export const zhHK = {
  'app.description': '香港網上商店：健康美容、書籍及護髮產品。會員滿HK$500免運費。',
  'app.skipToContent': '跳至主要內容',
  'app.loading': '載入中…',

  'header.promo': '成為會員即享滿HK$500免運費及不定期優惠',
  'header.homeLink': '{shopName}首頁',
  'header.menu': '選單',
  'header.menuLabel': '主選單',
  'header.toolsLabel': '會員及購物',
  'header.account': '會員登入',
  'header.search': '搜尋產品',
  'header.favourites': '我的最愛',
  'header.cart': '購物車，{count, plural, =0 {沒有商品} other {#件商品}}',

  'nav.brandStory': '品牌故事',
  'nav.products': '產品資訊',
  'nav.offers': '最新優惠',

  'search.title': '搜尋產品',
  'search.label': '產品名稱或關鍵字',
  'search.submit': '搜尋',
  'search.close': '關閉搜尋',

  'footer.linksLabel': '網站連結',
  'footer.home': '首頁',
  'footer.brandStory': '品牌故事',
  'footer.allProducts': '所有產品',
  'footer.terms': '條款及細則',
  'footer.privacy': '私隱政策',
  'footer.shopInfo': '網店資訊',
  'footer.shopInfo.shipping': '送貨安排',
  'footer.shopInfo.payment': '付款方式',
  'footer.shopInfo.returns': '退換政策',
  'footer.shopInfo.contact': '聯絡我們',
  'footer.follow': '關注我們',
  'footer.newWindow': '{name}（於新視窗開啟）',
  'footer.payments': '接受的付款方式',
  'footer.copyright': '© {year} {shopName}　版權所有',
  'footer.backToTop': '返回頁頂',

  'social.facebook': 'Facebook',
  'social.instagram': 'Instagram',
  'social.youtube': 'YouTube',
  'social.whatsapp': 'WhatsApp',

  'payment.visa': 'Visa',
  'payment.visa.mark': 'VISA',
  'payment.mastercard': 'Mastercard',
  'payment.unionpay': '銀聯',

  'home.title': '首頁',
  'home.heading': '歡迎光臨{shopName}',

  'notFound.title': '找不到頁面',
  'notFound.heading': '抱歉，此頁面不存在',
  'notFound.body': '網址可能已過期或不存在。請嘗試搜尋其他產品，或聯絡我們。',
  'notFound.home': '返回首頁',
  'notFound.contact': '聯絡我們',

  'error.title': '發生錯誤',
  'error.heading': '抱歉，頁面未能載入',
  'error.body': '請重新載入頁面。如問題持續，請聯絡我們。',
  'error.reload': '重新載入',
  'error.network': '未能連線。請檢查網絡連線後再試。',
  'error.server': '系統暫時未能處理你的要求，請稍後再試。',
  'error.generic': '發生問題，請再試一次。如問題持續，請聯絡我們。',

  'offline.title': '你已離線',
  'offline.body': '已瀏覽過的頁面仍可查看；登入、結帳及付款需待恢復網絡連線。',

  'update.message': '有新版本可用，重新載入即可使用。',
  'update.reload': '重新載入',
  'update.reloading': '正在更新…',
  'update.dismiss': '稍後',

  ...account.zhHK,
  ...cart.zhHK,
  ...favourites.zhHK,
  ...orders.zhHK,
  ...storefrontComponents.zhHK,
  ...push.zhHK,
  ...install.zhHK,
  ...catalogue.zhHK,
  ...content.zhHK,
  ...checkout.zhHK,
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof zhHK;
export type Messages = Readonly<Record<MessageKey, string>>;
type AppMessages = Messages;

// The keys shared code names (lib/intl.tsx `MessageKey`), without it importing the features that own them.
declare module '../../lib/intl.tsx' {
  interface MessageCatalogue extends AppMessages {}
}

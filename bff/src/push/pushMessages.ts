import { type Cents, formatHkd } from '@shop/domain/money';
import type { PushPayload } from '@shop/domain/push/apiSchemas';

type Lang = PushPayload['lang'];
/** A payload before the subscription's own link is added (each follow has its own: member or guest page). */
export type PayloadWithoutUrl = Omit<PushPayload, 'url'>;

const ICON = '/icons/icon-192.png';

/** What happened to an order, as the notification says it. */
export type OrderNews =
  | { kind: 'paid'; orderNo: string }
  | { kind: 'shipped'; orderNo: string; trackingNumber: string }
  | { kind: 'secondDeliveryShipped'; orderNo: string; trackingNumber: string }
  | { kind: 'refunded'; orderNo: string; amount: Cents };

function orderBody(news: OrderNews, lang: Lang): string {
  const en = lang === 'en';
  switch (news.kind) {
    case 'paid':
      return en
        ? `Order ${news.orderNo} is paid. We are preparing it.`
        : `訂單 ${news.orderNo} 已付款，我們正為你準備貨品。`;
    case 'shipped':
      return en
        ? `Order ${news.orderNo} has shipped. Tracking number ${news.trackingNumber}.`
        : `訂單 ${news.orderNo} 已寄出，追蹤編號 ${news.trackingNumber}。`;
    case 'secondDeliveryShipped':
      return en
        ? `The second delivery of order ${news.orderNo} has shipped. Tracking number ${news.trackingNumber}.`
        : `訂單 ${news.orderNo} 的第二次送貨已寄出，追蹤編號 ${news.trackingNumber}。`;
    case 'refunded':
      return en
        ? `${formatHkd(news.amount, 'en-HK')} has been refunded for order ${news.orderNo}.`
        : `訂單 ${news.orderNo} 已退款 ${formatHkd(news.amount, 'zh-HK')}。`;
  }
}

export function orderPayload(shopName: string, news: OrderNews, lang: Lang): PayloadWithoutUrl {
  return { title: shopName, body: orderBody(news, lang), icon: ICON, tag: `order-${news.orderNo}`, lang };
}

export function restockPayload(
  shopName: string,
  product: { productId: number; name: string; image: string | null },
  lang: Lang,
): PayloadWithoutUrl {
  return {
    title: shopName,
    body: lang === 'en' ? `${product.name} is back in stock.` : `${product.name} 已補貨，現在可以購買。`,
    icon: ICON,
    ...(product.image !== null && { image: product.image }),
    tag: `restock-${product.productId}`,
    lang,
  };
}

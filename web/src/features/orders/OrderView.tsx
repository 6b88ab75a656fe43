import type { Order } from '@shop/domain/orders/apiSchemas';
import { useId } from 'react';
import { type AddressParts, addressLines, addressVariant } from '../../lib/addressDisplay.ts';
import {
  SHOP_TIME_ZONE,
  type Translate,
  useFormatMoney,
  useFormatNumber,
  useLocale,
  useT,
} from '../../lib/intl.tsx';
import { localName } from '../../lib/localName.ts';

const cents = (dollars: number) => Math.round(dollars * 100);
const fileUrl = (name: string) => `/api/file/${encodeURIComponent(name)}`;

export function formatOrderDate(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}

function orderAddressParts(order: Order): AddressParts {
  return {
    province: order.orderAddressProvince,
    city: order.orderAddressCity,
    zone: order.orderAddressZone,
    row1: order.orderAddress1,
    row2: order.orderAddress2,
    row3: order.orderAddress3,
    row4: order.orderAddress4,
  };
}

/** Where the order goes: the typed address (§5 display rules) or the locker's address / station's name. */
function Destination({ order, t }: { order: Order; t: Translate }) {
  const locale = useLocale();
  if (order.shippingMedhod === 'HOME_DELIVERY') {
    return (
      <>
        <dt>{t('orders.summary.address')}</dt>
        <dd>
          {addressLines(orderAddressParts(order), addressVariant(locale)).map((line) => (
            <span key={line} className="order-address-line">
              {line}
            </span>
          ))}
        </dd>
      </>
    );
  }
  return (
    <>
      <dt>{t(order.shippingMedhod === 'SF_LOCKER' ? 'orders.summary.locker' : 'orders.summary.station')}</dt>
      <dd>
        {[order.orderAddress, order.orderAddressName].filter((part) => part && part !== '').join(' · ')}
      </dd>
    </>
  );
}

/**
 * The summary of seed 001 §2 (order pages): order number, status, date, goods total, points deducted (only
 * if any), the first coupon with its title, discount, shipping fee with the free-delivery discount's title,
 * total, shipping method, recipient and address or point, tracking number.
 */
export function OrderSummary({ order }: { order: Order }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const formatNumber = useFormatNumber();
  const locale = useLocale();
  const headingId = useId();
  const coupon = order.coupons[0];
  // Everything taken off the goods before points: line discounts and coupons.
  const discount = cents(order.productTotalBeforeDiscount) - cents(order.productTotal);
  const shippingFee = formatMoney(cents(order.shippingFee));
  return (
    <section className="order-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('orders.summary.heading')}</h2>
      <dl className="order-facts">
        <dt>{t('orders.summary.orderNo')}</dt>
        <dd data-testid="order-no">{order.orderNo}</dd>
        <dt>{t('orders.summary.status')}</dt>
        <dd data-testid="order-status">{t(`order_status_${order.orderStatus}`)}</dd>
        <dt>{t('orders.summary.date')}</dt>
        <dd>{formatOrderDate(order.orderDate, locale)}</dd>
        <dt>{t('orders.summary.goodsTotal')}</dt>
        <dd className="money">{formatMoney(cents(order.productTotalBeforeDiscount))}</dd>
        {order.usedPoint > 0 ? (
          <>
            <dt>{t('orders.summary.points')}</dt>
            <dd className="money" data-testid="order-points">
              {t('orders.summary.pointsValue', {
                points: formatNumber(order.usedPoint),
                cash: formatMoney(cents(order.pointsCash)),
              })}
            </dd>
          </>
        ) : null}
        {coupon ? (
          <>
            <dt>{t('orders.summary.coupon')}</dt>
            <dd>
              {t('orders.summary.couponValue', {
                code: coupon.couponCode,
                title: coupon.discount.discountTitle,
              })}
            </dd>
          </>
        ) : null}
        {discount > 0 ? (
          <>
            <dt>{t('orders.summary.discount')}</dt>
            <dd className="money">{t('orders.summary.discountValue', { amount: formatMoney(discount) })}</dd>
          </>
        ) : null}
        <dt>{t('orders.summary.shipping')}</dt>
        <dd className="money" data-testid="order-shipping-fee">
          {order.freeDeliveryDiscount
            ? t('orders.summary.shippingWithDiscount', {
                fee: shippingFee,
                title: order.freeDeliveryDiscount.discountTitle,
              })
            : shippingFee}
        </dd>
        <dt>{t('orders.summary.total')}</dt>
        <dd className="money order-total" data-testid="order-total">
          {formatMoney(cents(order.orderTotal))}
        </dd>
        <dt>{t('orders.summary.method')}</dt>
        <dd>{t(`orders.method.${order.shippingMedhod}`)}</dd>
        <dt>{t('orders.summary.recipient')}</dt>
        <dd>{order.orderAddressRecipient}</dd>
        <Destination order={order} t={t} />
        <dt>{t('orders.summary.tracking')}</dt>
        <dd>{order.trackingNumber ?? t('orders.summary.trackingNone')}</dd>
      </dl>
    </section>
  );
}

export function OrderProducts({ order }: { order: Order }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const formatNumber = useFormatNumber();
  const locale = useLocale();
  const headingId = useId();
  return (
    <section className="order-products" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('orders.products.heading')}</h2>
      <ul>
        {order.orderProducts.map((line, index) => {
          const { product } = line;
          const name = localName(locale, product.productNameChi, product.productNameEng);
          const image = product.productImage[0];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines are a snapshot that never reorders; a product may appear twice (bought and redeemed)
            <li key={`${product.productId}:${index}`} className="order-line">
              {image ? (
                <img src={fileUrl(image)} width={64} height={64} alt="" loading="lazy" decoding="async" />
              ) : (
                <span className="order-line-image" />
              )}
              <div className="order-line-text">
                <p className="order-line-name">
                  {product.productVolume
                    ? t('orders.products.nameWithVolume', { name, volume: product.productVolume })
                    : name}
                </p>
                <p>
                  {t('orders.products.quantity', { quantity: line.quantity })}
                  {line.deliveryTimes > 1 ? (
                    <span className="order-line-deliveries">
                      {t('orders.products.deliveryTimes', { times: line.deliveryTimes })}
                    </span>
                  ) : null}
                </p>
              </div>
              <p className="money order-line-price">
                {line.productPoint > 0
                  ? t('orders.products.points', { points: formatNumber(line.productPoint * line.quantity) })
                  : formatMoney(cents(line.finalPrice))}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The copy shown came from the browser's store, not the server: say so and when it was saved. */
export function StaleMark({ savedAt }: { savedAt: number | null }) {
  const t = useT();
  const locale = useLocale();
  if (savedAt === null) return null;
  return (
    <p className="order-stale" role="status" data-testid="order-stale">
      {t('orders.stale', { time: formatOrderDate(new Date(savedAt).toISOString(), locale) })}
    </p>
  );
}

import { FormattedMoney, useFormatMoney, useLocale, useT } from '../../lib/intl.tsx';
import type { PricedOrder, ShippingQuote } from './checkoutApi.ts';

/** Option names usually carry their size already ("… 30ml"): add it only when they do not. */
function lineName(name: string, volume: string): string {
  return volume && !name.includes(volume) ? `${name} ${volume}` : name;
}

/** Seed 001 §2's summary: the lines, the coupon and its discount, shipping, points and the order total. */
export function OrderSummary({ priced, shipping }: { priced: PricedOrder; shipping: ShippingQuote | null }) {
  const t = useT();
  const english = useLocale() === 'en';
  const money = useFormatMoney();
  const feeCents = shipping?.feeCents ?? priced.shipping.feeCents;
  const freeDeliveryTitle = shipping ? shipping.freeDeliveryTitle : priced.shipping.freeDeliveryTitle;
  const totalCents = priced.productTotalCents - priced.pointsCashCents + feeCents;
  return (
    <section
      className="checkout-summary"
      aria-labelledby="checkout-summary-heading"
      data-testid="checkout-summary"
    >
      <h2 id="checkout-summary-heading">{t('checkout.summary.heading')}</h2>
      <ul className="checkout-lines" aria-label={t('checkout.summary.lines')}>
        {priced.lines.map((line) => (
          <li key={line.key}>
            <span className="checkout-line-name">
              {lineName(english && line.nameEng ? line.nameEng : line.nameChi, line.volume)}
            </span>
            <span className="checkout-line-meta">
              {t('checkout.summary.quantity', { count: line.quantity })}
              {line.deliveryTimes > 1
                ? ` · ${t('checkout.summary.deliveries', { count: line.deliveryTimes })}`
                : ''}
              {line.points > 0 ? ` · ${t('checkout.summary.points', { points: line.points })}` : ''}
            </span>
            <FormattedMoney cents={line.totalCents} />
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <dt>{t('checkout.summary.goods')}</dt>
        <dd>
          <FormattedMoney cents={priced.productTotalCents + priced.couponDiscountCents} />
        </dd>
        {priced.couponCode ? (
          <>
            <dt>
              {t('checkout.summary.coupon', { code: priced.couponCode, title: priced.couponTitle ?? '' })}
            </dt>
            <dd>{t('checkout.summary.less', { amount: money(priced.couponDiscountCents) })}</dd>
          </>
        ) : priced.couponDiscountCents > 0 ? (
          <>
            <dt>{t('checkout.summary.discount')}</dt>
            <dd>{t('checkout.summary.less', { amount: money(priced.couponDiscountCents) })}</dd>
          </>
        ) : null}
        <dt>
          {freeDeliveryTitle
            ? t('checkout.summary.freeDelivery', { title: freeDeliveryTitle })
            : t('checkout.summary.shipping')}
        </dt>
        <dd data-testid="checkout-shipping-fee">
          <FormattedMoney cents={feeCents} />
        </dd>
        {priced.pointsCashCents > 0 ? (
          <>
            <dt>{t('checkout.summary.pointsCash', { points: priced.pointsUsed })}</dt>
            <dd>{t('checkout.summary.less', { amount: money(priced.pointsCashCents) })}</dd>
          </>
        ) : null}
        <dt className="checkout-total">{t('checkout.summary.total')}</dt>
        <dd className="checkout-total" data-testid="checkout-total">
          <FormattedMoney cents={totalCents} />
        </dd>
      </dl>
    </section>
  );
}

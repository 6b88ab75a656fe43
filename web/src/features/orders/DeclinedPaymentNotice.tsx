import type { Order } from '@shop/domain/orders/apiSchemas';
import { useId } from 'react';
import { useT } from '../../lib/intl.tsx';
import { declinedPayment } from './orderFail.ts';

/**
 * An unpaid order whose card was declined: the gateway's reason in the words of /order_fail, its code, and
 * what happens now: pay again or cancel before the payment window ends (PaymentDueActions below it), else
 * the order is cancelled then and its stock released.
 */
export function DeclinedPaymentNotice({
  order,
}: {
  order: Pick<Order, 'orderStatus' | 'paymentFailureCode'>;
}) {
  const t = useT();
  const headingId = useId();
  const declined = declinedPayment(order);
  if (declined === null) return null;
  return (
    <section className="order-declined" aria-labelledby={headingId} data-testid="order-declined">
      <h2 id={headingId}>{t('orders.declined.heading')}</h2>
      <p className="order-fail-reason" data-testid="order-declined-reason">
        {t(declined.kind === 'bankRejected' ? 'orders.fail.bankRejected' : 'orders.fail.failed')}
      </p>
      <p>{t('orders.declined.code', { code: declined.code })}</p>
      <p data-testid="order-declined-next">{t('orders.declined.next')}</p>
    </section>
  );
}

import { Link, useSearchParams } from 'react-router';
import { useT } from '../../lib/intl.tsx';
import { OrderMessage } from './OrderNotices.tsx';
import { type OrderFailView, orderFailView } from './orderFail.ts';
import './orders.css';

/** /order_cancel (seed 001 §2): the payment was cancelled. */
export function OrderCancelRoute() {
  const t = useT();
  return (
    <OrderMessage heading={t('orders.cancel.heading')} title={t('orders.cancel.title')}>
      <p>{t('orders.cancel.body')}</p>
      <p className="notice-actions">
        <Link to="/shopping_cart" className="button">
          {t('orders.cancel.cart')}
        </Link>
      </p>
    </OrderMessage>
  );
}

/** /order_fail?o=&c= (seed 001 §2, §8): the order number and a message chosen by the gateway's code. */
export function OrderFailRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const view = orderFailView(params);
  return (
    <OrderMessage heading={t('orders.fail.heading')} title={t('orders.fail.title')}>
      <PaymentFailureReason view={view} />
      <p className="notice-actions">
        <Link to="/shopping_cart" className="button">
          {t('orders.fail.cart')}
        </Link>
      </p>
    </OrderMessage>
  );
}

/** The gateway's reason for a failed payment and the order number; nothing without both. */
export function PaymentFailureReason({ view }: { view: OrderFailView }) {
  const t = useT();
  if (view.kind === 'default') return null;
  return (
    <>
      <p className="order-fail-reason" data-testid="order-fail-reason">
        {t(view.kind === 'bankRejected' ? 'orders.fail.bankRejected' : 'orders.fail.failed')}
      </p>
      <p>{t('orders.fail.orderNo', { orderNo: view.orderNo })}</p>
    </>
  );
}

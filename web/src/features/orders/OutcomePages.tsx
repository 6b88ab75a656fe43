import { Link, useSearchParams } from 'react-router';
import { useT } from '../../lib/intl.tsx';
import { OrderMessage } from './OrderNotices.tsx';
import { orderFailView } from './orderFail.ts';
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
      {view.kind === 'default' ? null : (
        <>
          <p className="order-fail-reason" data-testid="order-fail-reason">
            {t(view.kind === 'bankRejected' ? 'orders.fail.bankRejected' : 'orders.fail.failed')}
          </p>
          <p>{t('orders.fail.orderNo', { orderNo: view.orderNo })}</p>
        </>
      )}
      <p className="notice-actions">
        <Link to="/shopping_cart" className="button">
          {t('orders.fail.cart')}
        </Link>
      </p>
    </OrderMessage>
  );
}

import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useT } from '../../lib/intl.tsx';
import { useSession } from '../../lib/session.ts';
import { DeclinedPaymentNotice } from './DeclinedPaymentNotice.tsx';
import { GenericScreen, OrdersError, OrdersLoading } from './OrderNotices.tsx';
import { OrderProducts, OrderSummary, StaleMark } from './OrderView.tsx';
import { routeOrderId, useMemberOrder } from './useMemberOrder.ts';
import './orders.css';

/**
 * /order/{id} (seed 001 §2): members only, their own orders only; anyone else gets the generic screen. The
 * page doubles as the printable receipt (orders.css has the print stylesheet). Once seen, it opens offline
 * from the browser's copy, marked as possibly out of date.
 */
export function OrderRoute() {
  const session = useSession();
  const { orderId } = useParams();
  const [attempt, setAttempt] = useState(0);
  const load = useMemberOrder(session?.member_id ?? null, routeOrderId(orderId), attempt);
  if (!session || load.state === 'notFound') return <GenericScreen />;
  return <OrderDetail load={load} onRetry={() => setAttempt((n) => n + 1)} />;
}

function OrderDetail({
  load,
  onRetry,
}: {
  load: Exclude<ReturnType<typeof useMemberOrder>, { state: 'notFound' }>;
  onRetry: () => void;
}) {
  const t = useT();
  usePageTitle(t('orders.detail.title'));
  return (
    <div className="page order-page">
      {load.state === 'ready' ? (
        <>
          <p className="order-receipt-heading">{t('orders.receipt.heading')}</p>
          <h1>{t('orders.detail.heading', { orderNo: load.order.orderNo })}</h1>
          <StaleMark savedAt={load.savedAt} />
          <DeclinedPaymentNotice order={load.order} />
          <div className="order-layout">
            <OrderSummary order={load.order} />
            <OrderProducts order={load.order} />
          </div>
          <p className="order-actions no-print">
            <button type="button" className="button" onClick={() => window.print()}>
              {t('orders.detail.print')}
            </button>
            <Link to="/member/order" className="button button-secondary">
              {t('orders.detail.backToList')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <h1>{t('orders.detail.title')}</h1>
          {load.state === 'loading' ? (
            <OrdersLoading />
          ) : (
            <OrdersError error={load.error} onRetry={onRetry} />
          )}
        </>
      )}
    </div>
  );
}

import type { Order } from '@shop/domain/orders/apiSchemas';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PushOffer } from '../../components/push/PushOffer.tsx';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useT } from '../../lib/intl.tsx';
import { useSession } from '../../lib/session.ts';
import type { OrderOwner } from './api.ts';
import { DeclinedPaymentNotice } from './DeclinedPaymentNotice.tsx';
import { GenericScreen, OrdersError, OrdersLoading } from './OrderNotices.tsx';
import { OrderProducts, OrderSummary, StaleMark } from './OrderView.tsx';
import { hasNewsToCome } from './orderFollowing.ts';
import { PaymentDueActions } from './PaymentDueActions.tsx';
import { routeOrderId, useMemberOrder } from './useMemberOrder.ts';
import './orders.css';

/**
 * /order/{id} (seed 001 §2): members only, their own orders only; anyone else gets the generic screen. The
 * page doubles as the printable receipt (orders.css has the print stylesheet). Once seen, it opens offline
 * from the browser's copy, marked as possibly out of date.
 */
const MEMBER: OrderOwner = { kind: 'member' };

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
        <LoadedOrder loaded={load.order} savedAt={load.savedAt} />
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

function LoadedOrder({ loaded, savedAt }: { loaded: Order; savedAt: number | null }) {
  const t = useT();
  // The answer of a cancel on this page, until the order is loaded again.
  const [changed, setChanged] = useState<Order | null>(null);
  const order = changed ?? loaded;
  return (
    <>
      <p className="order-receipt-heading">{t('orders.receipt.heading')}</p>
      <h1>{t('orders.detail.heading', { orderNo: order.orderNo })}</h1>
      <StaleMark savedAt={savedAt} />
      <DeclinedPaymentNotice order={order} />
      <PaymentDueActions order={order} owner={MEMBER} onChanged={setChanged} />
      {hasNewsToCome(order) ? (
        <div className="no-print">
          <PushOffer target={{ orderId: order.orderId }} />
        </div>
      ) : null}
      <div className="order-layout">
        <OrderSummary order={order} />
        <OrderProducts order={order} />
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
  );
}

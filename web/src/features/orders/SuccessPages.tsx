import type { Order } from '@shop/domain/orders/apiSchemas';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { readGuestOrder } from '../../lib/guestOrderSession.ts';
import { useT } from '../../lib/intl.tsx';
import { useSession } from '../../lib/session.ts';
import { findGuestOrder } from './api.ts';
import { GenericScreen, OrderMessage, OrdersError, OrdersLoading } from './OrderNotices.tsx';
import { completeOrderSuccess } from './orderSuccess.ts';
import { routeOrderId, useMemberOrder } from './useMemberOrder.ts';
import './orders.css';

function enquiryHref(orderNo: string, phone: string): string {
  return `/order_enquiry?${new URLSearchParams({ o: orderNo, p: phone, g: '1' })}`;
}

/**
 * /order_success/{id} (seed 001 §2, §4): the member's confirmation, with a button to the order. Arriving
 * here empties the cart and sends the purchase event (once). Non-members, and members who do not own the
 * order (the API's 404), get the generic screen.
 */
export function OrderSuccessRoute() {
  const t = useT();
  const session = useSession();
  const { orderId } = useParams();
  const [attempt, setAttempt] = useState(0);
  const load = useMemberOrder(session?.member_id ?? null, routeOrderId(orderId), attempt);
  const order = load.state === 'ready' ? load.order : null;

  useEffect(() => {
    if (order) void completeOrderSuccess(order);
  }, [order]);

  if (!session || load.state === 'notFound') return <GenericScreen />;
  return (
    <OrderMessage heading={t('orders.success.heading')} title={t('orders.success.title')}>
      {load.state === 'loading' ? <OrdersLoading /> : null}
      {load.state === 'failed' ? (
        <OrdersError error={load.error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {order ? (
        <>
          <p data-testid="success-order-no">{t('orders.success.orderNo', { orderNo: order.orderNo })}</p>
          <p>{t('orders.success.thanks')}</p>
          <p className="notice-actions">
            <Link to={`/order/${order.orderId}`} className="button">
              {t('orders.success.view')}
            </Link>
          </p>
        </>
      ) : null}
    </OrderMessage>
  );
}

/**
 * /guest_order_success (seed 001 §2, §4): the guest's confirmation from what this tab remembers of the
 * order (sessionStorage), with "view order" to the enquiry. The order itself is looked up for the purchase
 * event; the cart is emptied either way. Members, and a tab that remembers no order, get the generic screen.
 */
export function GuestOrderSuccessRoute() {
  const t = useT();
  const session = useSession();
  const [remembered] = useState(() => readGuestOrder());

  useEffect(() => {
    if (session || !remembered) return;
    const controller = new AbortController();
    findGuestOrder(remembered.orderNo, remembered.phone, controller.signal)
      .catch(() => null)
      .then((order: Order | null) => {
        if (!controller.signal.aborted) void completeOrderSuccess(order);
      });
    return () => controller.abort();
  }, [session, remembered]);

  if (session || !remembered) return <GenericScreen />;
  return (
    <OrderMessage heading={t('orders.success.heading')} title={t('orders.success.title')}>
      <p data-testid="success-order-no">{t('orders.success.orderNo', { orderNo: remembered.orderNo })}</p>
      <p>{t('orders.success.thanks')}</p>
      <p className="notice-actions">
        <Link to={enquiryHref(remembered.orderNo, remembered.phone)} className="button">
          {t('orders.success.view')}
        </Link>
      </p>
    </OrderMessage>
  );
}

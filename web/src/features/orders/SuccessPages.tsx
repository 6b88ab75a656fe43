import type { Order } from '@shop/domain/orders/apiSchemas';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PushOffer } from '../../components/push/PushOffer.tsx';
import { readGuestOrder } from '../../lib/guestOrderSession.ts';
import { useT } from '../../lib/intl.tsx';
import { useSession } from '../../lib/session.ts';
import { useShopActions } from '../../lib/shopActions.ts';
import { findGuestOrder } from './api.ts';
import { GenericScreen, OrderMessage, OrdersError, OrdersLoading } from './OrderNotices.tsx';
import { PaymentFailureReason } from './OutcomePages.tsx';
import { declinedPayment } from './orderFail.ts';
import { completeOrderSuccess } from './orderSuccess.ts';
import { type SuccessState, successState } from './successState.ts';
import { routeOrderId, useMemberOrder } from './useMemberOrder.ts';
import './orders.css';

function enquiryHref(orderNo: string, phone: string): string {
  return `/order_enquiry?${new URLSearchParams({ o: orderNo, p: phone, g: '1' })}`;
}

/**
 * /order_success/{id} (seed 001 §2, §4): the member's order as the server reports it. A paid order gets
 * the confirmation, with a button to the order; arriving then empties the cart and sends the purchase event
 * (once). Any other order says where it stands and what to do, and leaves the cart alone. Non-members, and
 * members who do not own the order (the API's 404), get the generic screen.
 */
export function OrderSuccessRoute() {
  const session = useSession();
  const { cart } = useShopActions();
  const { orderId } = useParams();
  const [attempt, setAttempt] = useState(0);
  const load = useMemberOrder(session?.member_id ?? null, routeOrderId(orderId), attempt);
  const order = load.state === 'ready' ? load.order : null;

  useEffect(() => {
    if (order) void completeOrderSuccess(order, cart);
  }, [order, cart]);

  if (!session || load.state === 'notFound') return <GenericScreen />;
  if (load.state === 'loading') return <SuccessLoading />;
  if (load.state === 'failed') {
    return <SuccessFailed error={load.error} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  return (
    <>
      <SuccessOutcome order={load.order} orderNo={load.order.orderNo} to={`/order/${load.order.orderId}`} />
      <PushOffer target={{ orderId: load.order.orderId }} />
    </>
  );
}

type GuestLoad =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; order: Order | null };

/**
 * /guest_order_success (seed 001 §2, §4): the order this tab remembers (sessionStorage), looked up by its
 * number and phone, as the server reports it: confirmed (and the cart emptied) only when paid; otherwise
 * its state and the way to the enquiry, where it can be paid again. Members, and a tab that remembers no
 * order, get the generic screen.
 */
export function GuestOrderSuccessRoute() {
  const session = useSession();
  const { cart } = useShopActions();
  const [remembered] = useState(() => readGuestOrder());
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<GuestLoad>({ state: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on retry
  useEffect(() => {
    if (session || !remembered) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    findGuestOrder(remembered.orderNo, remembered.phone, controller.signal).then(
      (order) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'ready', order });
        void completeOrderSuccess(order, cart);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [session, remembered, attempt, cart]);

  if (session || !remembered) return <GenericScreen />;
  if (load.state === 'loading') return <SuccessLoading />;
  if (load.state === 'failed') {
    return <SuccessFailed error={load.error} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  return (
    <>
      <SuccessOutcome
        order={load.order}
        orderNo={remembered.orderNo}
        to={enquiryHref(remembered.orderNo, remembered.phone)}
      />
      {load.order ? <PushOffer target={{ orderNo: remembered.orderNo, phone: remembered.phone }} /> : null}
    </>
  );
}

function SuccessLoading() {
  const t = useT();
  return (
    <OrderMessage heading={t('orders.success.checking')} title={t('orders.success.checking')}>
      <OrdersLoading />
    </OrderMessage>
  );
}

function SuccessFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <OrderMessage heading={t('orders.success.checking')} title={t('orders.success.checking')}>
      <OrdersError error={error} onRetry={onRetry} />
    </OrderMessage>
  );
}

const HEADING = {
  confirmed: 'orders.success.heading',
  declined: 'orders.success.declined.heading',
  awaitingPayment: 'orders.success.awaiting.heading',
  paymentPending: 'orders.success.pending.heading',
  cancelled: 'orders.success.cancelled.heading',
  notFound: 'orders.success.notFound.heading',
} as const satisfies Record<SuccessState, string>;

const NEXT = {
  confirmed: 'orders.success.thanks',
  declined: 'orders.success.declined.next',
  awaitingPayment: 'orders.success.awaiting.next',
  paymentPending: 'orders.success.pending.next',
  cancelled: 'orders.success.cancelled.next',
  notFound: 'orders.success.notFound.next',
} as const satisfies Record<SuccessState, string>;

/** What the order's state is, in the shopper's words, and the one place to go next (`to`: the order). */
function SuccessOutcome({ order, orderNo, to }: { order: Order | null; orderNo: string; to: string }) {
  const t = useT();
  const state = successState(order);
  const declined = order ? declinedPayment(order) : null;
  return (
    <OrderMessage heading={t(HEADING[state])} title={t(HEADING[state])}>
      <div data-testid="success-state" data-state={state}>
        {declined ? (
          <PaymentFailureReason view={{ kind: declined.kind, orderNo, code: declined.code }} />
        ) : (
          <p data-testid="success-order-no">{t('orders.success.orderNo', { orderNo })}</p>
        )}
        <p data-testid="success-next">{t(NEXT[state])}</p>
        <p className="notice-actions">
          <Link to={state === 'notFound' ? '/order_enquiry' : to} className="button">
            {t(state === 'notFound' ? 'orders.return.enquiry' : 'orders.success.view')}
          </Link>
        </p>
      </div>
    </OrderMessage>
  );
}

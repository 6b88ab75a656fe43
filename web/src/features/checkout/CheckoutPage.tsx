import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useOnlineStatus } from '../../hooks/useOnlineStatus.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { pushToDataLayer } from '../../lib/analytics.ts';
import { rememberGuestOrder } from '../../lib/guestOrderSession.ts';
import { useT } from '../../lib/intl.tsx';
import { newMutationId } from '../../lib/outbox.ts';
import { currentSession, isVip, type Session, subscribeSession } from '../../lib/session.ts';
import { ConfirmationStep } from './ConfirmationStep.tsx';
import type { CheckoutPurchase, Shopper } from './checkoutApi.ts';
import { type CheckoutMachine, stepOf } from './checkoutMachine.ts';
import { PaymentStep } from './PaymentStep.tsx';
import { ShippingStep } from './ShippingStep.tsx';
import { SoldOutNotice } from './SoldOutNotice.tsx';
import { StepTabs } from './StepTabs.tsx';
import { StockPopup } from './StockPopup.tsx';
import './checkout.css';

function shopperOf(session: Session | null): Shopper | null {
  if (!session) return null;
  return {
    memberId: session.member_id,
    vip: isVip(session),
    email: session.member_email,
    firstName: session.member_first_name,
    lastName: session.member_last_name,
  };
}

const positiveInt = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : fallback;
};

/** /expressCheckout?productId=&quantity=&deliveryTimes= buys one product; a missing product id goes nowhere. */
function purchaseOf(express: boolean, params: URLSearchParams): CheckoutPurchase | null {
  if (!express) return { kind: 'cart' };
  const productId = positiveInt(params.get('productId'), 0);
  if (productId === 0) return null;
  return {
    kind: 'express',
    productId,
    quantity: positiveInt(params.get('quantity'), 1),
    deliveryTimes: positiveInt(params.get('deliveryTimes'), 1),
  };
}

/**
 * /checkout and /expressCheckout (seed 001 §2). The app hands over the machine with its real calls
 * (app/routes/checkout.tsx): checkout's calls need the guest's cart, which is another feature's.
 */
export function CheckoutPage({ machine, express = false }: { machine: CheckoutMachine; express?: boolean }) {
  const t = useT();
  usePageTitle(t(express ? 'checkout.expressTitle' : 'checkout.title'));
  const [params] = useSearchParams();
  const purchase = useMemo(() => purchaseOf(express, params), [express, params]);
  if (!purchase) {
    return (
      <div className="page checkout-page">
        <h1>{t('checkout.expressTitle')}</h1>
        <p className="form-alert" role="alert">
          {t('checkout.stock.failed')}
        </p>
        <Link className="button" to="/shopping_cart">
          {t('checkout.backToCart')}
        </Link>
      </div>
    );
  }
  return <Checkout machine={machine} purchase={purchase} express={express} />;
}

function Checkout({
  machine,
  purchase,
  express,
}: {
  machine: CheckoutMachine;
  purchase: CheckoutPurchase;
  express: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const actor = useActorRef(machine, {
    input: {
      purchase,
      shopper: shopperOf(currentSession()),
      online: typeof navigator === 'undefined' ? true : navigator.onLine,
      newKey: newMutationId,
    },
  });

  useEffect(() => {
    const subscriptions = [
      actor.on('navigate', (event) => navigate(event.to, { replace: true })),
      actor.on('track', (event) => {
        pushToDataLayer({ ecommerce: null });
        pushToDataLayer(event.entry);
      }),
      actor.on('guestOrderPlaced', (event) => rememberGuestOrder(event.order)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, navigate]);

  useEffect(() => actor.send({ type: 'CONNECTION', online }), [actor, online]);

  // Seed 001 §2: a login change after the page loaded sends the shopper back to the cart.
  useEffect(
    () =>
      subscribeSession(() =>
        actor.send({ type: 'SESSION_CHANGED', memberId: currentSession()?.member_id ?? null }),
      ),
    [actor],
  );

  const step = useSelector(actor, stepOf);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const loadFailed = useSelector(actor, (snapshot) => snapshot.matches('loadFailed'));
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const empty = useSelector(actor, (snapshot) => snapshot.matches('empty'));
  const soldOut = useSelector(actor, (snapshot) => snapshot.matches('soldOut'));

  return (
    <div className="page checkout-page" data-testid="checkout-page">
      <h1>{t(express ? 'checkout.expressTitle' : 'checkout.title')}</h1>
      {soldOut ? null : <StepTabs actor={actor} step={step} />}
      {!online ? (
        <p className="checkout-notice" role="status" data-testid="checkout-offline">
          {t('checkout.offline')}
        </p>
      ) : null}
      {loading ? (
        <p role="status">{t('checkout.loading')}</p>
      ) : loadFailed ? (
        <div className="checkout-notice" role="alert">
          <p>{t(notice === 'offline' ? 'checkout.offline' : 'checkout.pricingFailed')}</p>
          <div className="form-actions">
            <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
              {t('checkout.retry')}
            </button>
            <Link className="button button-secondary" to="/shopping_cart">
              {t('checkout.backToCart')}
            </Link>
          </div>
        </div>
      ) : empty ? (
        <div className="checkout-notice">
          <p>{t('checkout.empty')}</p>
          <Link className="button" to="/shopping_cart">
            {t('checkout.backToCart')}
          </Link>
        </div>
      ) : soldOut ? (
        <SoldOutNotice actor={actor} express={express} />
      ) : step === 'shipping' ? (
        <ShippingStep actor={actor} />
      ) : step === 'confirmation' ? (
        <ConfirmationStep actor={actor} />
      ) : (
        <PaymentStep actor={actor} />
      )}
      <StockPopup actor={actor} />
    </div>
  );
}

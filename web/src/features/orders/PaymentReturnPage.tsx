import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { createActor, fromPromise } from 'xstate';
import { forgetGuestOrder, readGuestOrder } from '../../lib/guestOrderSession.ts';
import { useT } from '../../lib/intl.tsx';
import { currentSession } from '../../lib/session.ts';
import { useShopActions } from '../../lib/shopActions.ts';
import { readOrderForReturn } from './api.ts';
import { GenericScreen, OrderMessage } from './OrderNotices.tsx';
import { PaymentFailureReason } from './OutcomePages.tsx';
import { returnFailView } from './orderFail.ts';
import { completeOrderSuccess } from './orderSuccess.ts';
import { type OrderRead, type PaymentReturnOutcome, paymentReturnMachine } from './paymentReturnMachine.ts';
import './orders.css';

/**
 * /globalpay/* and /paydollar/* (seed 001 §4): runs the payment-return machine once per visit. It reads
 * the order (never marks it paid: the gateway's signed notify does that) and either moves on (replacing
 * this page in history, so "back" does not return here) or says what happened. A guest's failed payment
 * also says why, by the gateway's code (`c`, seed 001 §8's wording of /order_fail): "contact your bank" for
 * a rejection is what the shopper needs to know, and the generic "payment failed" alone does not say it.
 */
export function PaymentReturnRoute() {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { cart } = useShopActions();
  const [outcome, setOutcome] = useState<PaymentReturnOutcome | null>(null);
  const result = params['*'] ?? '';
  const ref = search.get('Ref');

  useEffect(() => {
    const machine = paymentReturnMachine.provide({
      actors: {
        readOrder: fromPromise<Awaited<ReturnType<typeof readOrderForReturn>>, OrderRead>(({ input }) =>
          readOrderForReturn(input),
        ),
      },
    });
    const actor = createActor(machine, {
      input: { result, ref, member: currentSession() !== null, guestOrder: readGuestOrder() },
    });
    actor.on('paid', ({ order }) => void completeOrderSuccess(order, cart));
    actor.on('forgetGuestOrder', () => forgetGuestOrder());
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      if (snapshot.output?.type === 'navigate') navigate(snapshot.output.to, { replace: true });
      else setOutcome(snapshot.output ?? { type: 'generic' });
    });
    actor.start();
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [result, ref, navigate, cart]);

  if (outcome?.type === 'generic') return <GenericScreen />;
  if (outcome?.type === 'message') {
    const { message } = outcome;
    return (
      <OrderMessage heading={t(`orders.return.${message}`)} title={t(`orders.return.${message}`)}>
        {message === 'paymentFailed' ? <PaymentFailureReason view={returnFailView(search)} /> : null}
        <p>{t(`orders.return.${message}Body`)}</p>
        <p className="notice-actions">
          {message === 'orderUnknown' ? (
            <>
              <Link to="/order_enquiry" className="button">
                {t('orders.return.enquiry')}
              </Link>
              <Link to="/login" className="button button-secondary">
                {t('orders.return.login')}
              </Link>
            </>
          ) : (
            <Link to="/shopping_cart" className="button">
              {t('orders.return.cart')}
            </Link>
          )}
        </p>
      </OrderMessage>
    );
  }
  return (
    <OrderMessage heading={t('orders.return.title')} title={t('orders.return.title')}>
      <p role="status" aria-busy="true">
        {t('orders.return.checking')}
      </p>
    </OrderMessage>
  );
}

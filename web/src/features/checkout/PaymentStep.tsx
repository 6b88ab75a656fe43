import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { GatewayForm } from '../../components/payment/GatewayForm.tsx';
import { useT } from '../../lib/intl.tsx';
import type { CheckoutMachine } from './checkoutMachine.ts';

/** The order is placed: its number, then the card gateway's form, posted once. */
export function PaymentStep({ actor }: { actor: ActorRefFrom<CheckoutMachine> }) {
  const t = useT();
  const order = useSelector(actor, (snapshot) => snapshot.context.order);
  const form = useSelector(actor, (snapshot) => snapshot.context.paymentForm);
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ payment: 'formFailed' }));
  return (
    <section className="checkout-step-panel" aria-labelledby="checkout-payment-heading">
      <h2 id="checkout-payment-heading">{t('checkout.payment.heading')}</h2>
      {order ? (
        <p data-testid="checkout-order-no">{t('checkout.payment.order', { orderNo: order.orderNo })}</p>
      ) : null}
      {failed ? (
        <div className="checkout-notice" role="alert">
          <p>{t('checkout.payment.failed')}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('checkout.payment.continue')}
          </button>
        </div>
      ) : (
        <p role="status">{t(form ? 'checkout.payment.redirecting' : 'checkout.payment.preparing')}</p>
      )}
      {form ? <GatewayForm form={form} /> : null}
    </section>
  );
}

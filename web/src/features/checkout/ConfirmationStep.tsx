import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { addressLines, addressVariant } from '../../lib/addressDisplay.ts';
import { useLocale, useT } from '../../lib/intl.tsx';
import type { CheckoutMachine } from './checkoutMachine.ts';
import { OrderSummary } from './OrderSummary.tsx';

/** Where the order goes, what it costs, and "confirm order" (seed 001 §2). */
export function ConfirmationStep({ actor }: { actor: ActorRefFrom<CheckoutMachine> }) {
  const t = useT();
  const locale = useLocale();
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const loaded = useSelector(actor, (snapshot) => snapshot.context.loaded);
  const priced = useSelector(actor, (snapshot) => snapshot.context.priced);
  const shipping = useSelector(actor, (snapshot) => snapshot.context.shipping);
  const placing = useSelector(actor, (snapshot) => snapshot.matches({ confirmation: 'placing' }));
  const notice = useSelector(actor, (snapshot) =>
    snapshot.matches({ confirmation: 'ready' }) ? snapshot.context.notice : null,
  );
  const home = form.shippingMethod === 'HOME_DELIVERY';
  const point = home
    ? null
    : form.shippingMethod === 'SF_LOCKER'
      ? loaded?.lockers.find((locker) => locker.sfLockerId === form.pickupPoint)?.address
      : loaded?.stations.find((station) => station.sfStationCode === form.pickupPoint)?.sfStationName;
  const address = addressLines(
    {
      province: form.province,
      city: form.city,
      zone: form.zone,
      row1: form.address1,
      row2: form.address2,
      row3: form.address3,
      row4: form.address4,
    },
    addressVariant(locale),
  );
  return (
    <section className="checkout-step-panel" aria-labelledby="checkout-confirm-heading">
      <h2 id="checkout-confirm-heading">{t('checkout.confirm.heading')}</h2>
      <dl className="checkout-delivery" data-testid="checkout-delivery">
        <dt>{t('checkout.method.legend')}</dt>
        <dd>{t(`checkout.method.${form.shippingMethod}`)}</dd>
        <dt>{t(home ? 'checkout.confirm.deliverTo' : 'checkout.confirm.pickUp')}</dt>
        <dd>
          {form.recipient}
          <br />
          {home
            ? address.map((line) => (
                <span key={line} className="checkout-address-line">
                  {line}
                </span>
              ))
            : (point ?? form.pickupPoint)}
          <br />
          {form.phone}
          {form.email ? (
            <>
              <br />
              {form.email}
            </>
          ) : null}
        </dd>
      </dl>
      {priced ? <OrderSummary priced={priced} shipping={shipping} /> : null}
      {notice === 'offline' ? (
        <p className="checkout-notice" role="alert">
          {t('checkout.offline')}
        </p>
      ) : null}
      <div className="checkout-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={placing}
          onClick={() => actor.send({ type: 'PREVIOUS' })}
        >
          {t('checkout.previous')}
        </button>
        <button
          type="button"
          className="button"
          disabled={placing}
          aria-busy={placing || undefined}
          onClick={() => actor.send({ type: 'CONFIRM' })}
        >
          {t(placing ? 'checkout.confirming' : 'checkout.confirm')}
        </button>
      </div>
    </section>
  );
}

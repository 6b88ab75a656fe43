import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../lib/intl.tsx';
import type { CheckoutMachine } from './checkoutMachine.ts';
import { ShortageList } from './ShortageList.tsx';

/**
 * Checkout of something the stock cannot fill, said at load: which lines, and the way back. It stands in
 * for the shipping form, so nobody types an address and presses "confirm order" only to hear it then.
 */
export function SoldOutNotice({
  actor,
  express,
}: {
  actor: ActorRefFrom<CheckoutMachine>;
  express: boolean;
}) {
  const t = useT();
  const shortages = useSelector(actor, (snapshot) => snapshot.context.shortages);
  return (
    <div className="checkout-notice" role="alert" data-testid="checkout-sold-out">
      <h2>{t('checkout.soldOut.heading')}</h2>
      <p>{t(express ? 'checkout.soldOut.express' : 'checkout.soldOut.cart')}</p>
      <ShortageList shortages={shortages} />
      <div className="form-actions">
        <Link className="button" to={express ? '/' : '/shopping_cart'}>
          {t(express ? 'checkout.soldOut.shop' : 'checkout.backToCart')}
        </Link>
      </div>
    </div>
  );
}

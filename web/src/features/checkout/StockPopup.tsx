import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useT } from '../../lib/intl.tsx';
import type { CheckoutMachine } from './checkoutMachine.ts';
import { ShortageList } from './ShortageList.tsx';

/**
 * Seed 001 §2's out-of-stock notice: each item sold out (inventory 0) or remaining N, and a button to the
 * cart. A placement that failed otherwise opens it empty, with a message saying what to do next. It must
 * be answered (no Escape); focus stays inside while it is open.
 */
export function StockPopup({ actor }: { actor: ActorRefFrom<CheckoutMachine> }) {
  const t = useT();
  const titleId = useId();
  const bodyId = useId();
  const open = useSelector(actor, (snapshot) => snapshot.matches({ confirmation: 'stockPopup' }));
  const shortages = useSelector(actor, (snapshot) => snapshot.context.shortages);
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const close = () => actor.send({ type: 'CLOSE_STOCK_POPUP' });
  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      describedBy={bodyId}
      dismissible={false}
      testId="checkout-stock-dialog"
    >
      <div className="dialog-body">
        <h2 id={titleId}>{t('checkout.stock.title')}</h2>
        <p id={bodyId}>
          {notice === 'offline'
            ? t('checkout.stock.offline')
            : notice === 'placeFailed'
              ? t('checkout.stock.failed')
              : notice === 'firstPurchaseTaken'
                ? t('checkout.stock.firstPurchaseTaken')
                : t('checkout.stock.body')}
        </p>
        {shortages.length > 0 ? <ShortageList shortages={shortages} /> : null}
        <div className="dialog-actions">
          <Link className="button" to="/shopping_cart" data-autofocus>
            {t('checkout.stock.toCart')}
          </Link>
          <button type="button" className="button button-secondary" onClick={close}>
            {t('checkout.stock.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

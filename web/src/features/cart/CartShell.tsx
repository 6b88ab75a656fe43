import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { afterFirstView } from '../../lib/afterFirstView.ts';
import { useT } from '../../lib/intl.tsx';
import { loadCart } from './bootCart.ts';
import { CartNotices } from './CartNotices.tsx';
import { dismissCartEvent, useCartEvent } from './cartEvents.ts';
import type { CartNotice, CartStore } from './cartStore.ts';
import './cart.css';

/** Spec 000 §9: modals close themselves after 3 seconds. */
export const CONFIRMATION_MS = 3000;

/**
 * The cart's part of the shell: the cart-added confirmation (closes itself after 3 s), the out-of-stock
 * pop-up of an add, and the report of a login merge (some lines capped or refused), wherever the shopper is.
 */
export function CartShell() {
  const t = useT();
  const current = useCartEvent();
  const titleId = useId();
  const bodyId = useId();
  const { pathname } = useLocation();
  const [store, setStore] = useState<CartStore | null>(null);
  const [notices, setNotices] = useState<readonly CartNotice[]>([]);

  useEffect(() => {
    let off = () => {};
    let cancelled = false;
    // Dexie and the cart store stay out of the first view: the header shows the stored count until then.
    afterFirstView(() => {
      if (cancelled) return;
      void loadCart().then(({ store: loaded }) => {
        if (cancelled) return;
        const update = () =>
          setNotices(loaded.getState().notices.filter((notice) => notice.type === 'merged'));
        off = loaded.subscribe(update);
        update();
        setStore(loaded);
      });
    });
    return () => {
      cancelled = true;
      off();
    };
  }, []);

  const event = current?.payload ?? null;
  const close = () => {
    if (current) dismissCartEvent(current.id);
  };

  return (
    <>
      <Dialog
        open={event !== null}
        onClose={close}
        labelledBy={titleId}
        describedBy={bodyId}
        autoCloseMs={event?.type === 'added' ? CONFIRMATION_MS : undefined}
        testId={event ? `cart-${event.type}-dialog` : undefined}
      >
        {event?.type === 'added' ? (
          <div className="dialog-body">
            <h2 id={titleId}>{t('cart.added.title')}</h2>
            <div id={bodyId}>
              <p>{t('cart.added.body', { name: event.name, quantity: event.quantity })}</p>
              {event.pending ? <p className="cart-pending-note">{t('cart.added.pending')}</p> : null}
            </div>
            <div className="dialog-actions">
              <Link to="/shopping_cart" className="button" onClick={close} data-autofocus>
                {t('cart.added.viewCart')}
              </Link>
              <button type="button" className="button button-secondary" onClick={close}>
                {t('cart.added.continue')}
              </button>
            </div>
          </div>
        ) : event?.type === 'outOfStock' ? (
          <div className="dialog-body">
            <h2 id={titleId}>{t('cart.outOfStock.title')}</h2>
            <p id={bodyId}>
              {event.inventory > 0
                ? t('cart.outOfStock.remaining', { name: event.name, count: event.inventory })
                : t('cart.outOfStock.soldOut', { name: event.name })}
            </p>
            <div className="dialog-actions">
              <button type="button" className="button" onClick={close} data-autofocus>
                {t('cart.stock.close')}
              </button>
            </div>
          </div>
        ) : event?.type === 'addFailed' ? (
          <div className="dialog-body">
            <h2 id={titleId}>{t('cart.addFailed.title')}</h2>
            <p id={bodyId}>{t('cart.addFailed.body')}</p>
            <div className="dialog-actions">
              <button type="button" className="button" onClick={close} data-autofocus>
                {t('cart.close')}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
      {store && pathname !== '/shopping_cart' && notices.length > 0 ? (
        <div className="cart-shell-notices">
          <CartNotices notices={notices} onDismiss={(id) => store.dismissNotice(id)}>
            <Link to="/shopping_cart">{t('cart.notice.viewCart')}</Link>
          </CartNotices>
        </div>
      ) : null}
    </>
  );
}

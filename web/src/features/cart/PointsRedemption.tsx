import type { ProductDetail, ProductPoint } from '@shop/domain/catalogue/apiSchemas';
import { toCents } from '@shop/domain/money';
import { useEffect, useId, useState } from 'react';
import { type MessageKey, useT } from '../../lib/intl.tsx';
import { type CartItem, itemFromPointOption } from './cartItem.ts';
import type { CartStore, ChangeOutcome } from './cartStore.ts';
import { changeProblem } from './changeProblems.ts';
import { useFormatHkd } from './Money.tsx';

type Listing = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; products: ProductDetail[] };
type Message = { key: MessageKey; values: Record<string, string | number>; tone: 'status' | 'alert' };

/** Products a VIP can take now: on sale, in stock, with at least one points option. */
function redeemable(products: readonly ProductDetail[]): ProductDetail[] {
  return products.filter(
    (product) => product.status === 1 && product.productInventory > 0 && product.points.length > 0,
  );
}

function outcomeMessage(outcome: ChangeOutcome, item: CartItem, items: readonly CartItem[]): Message {
  const name = item.product_name_chi;
  switch (outcome.status) {
    case 'done':
      return { key: 'cart.points.added', values: { name }, tone: 'status' };
    case 'pending':
      return { key: 'cart.points.addedPending', values: { name }, tone: 'status' };
    case 'refused':
      return outcome.refusal.reason === 'outOfStock'
        ? { key: 'cart.points.refusedStock', values: { name }, tone: 'alert' }
        : { key: 'cart.points.refusedOther', values: { name }, tone: 'alert' };
    case 'conflict': {
      // The server refused it (not enough points, another option already in the cart…): say why here,
      // where the shopper's thumb is; the refusal also waits in the conflicts list until dismissed.
      const change = {
        type: 'pointsAdd' as const,
        productId: item.product_id,
        productPointId: item.product_point_id ?? 0,
        quantity: 1,
        item,
      };
      return { ...changeProblem(change, outcome.error, items), tone: 'alert' };
    }
    default: {
      const unexpected: never = outcome;
      throw new Error(`Unknown outcome ${JSON.stringify(unexpected)}`);
    }
  }
}

/**
 * Points redemption on the cart page (spec 000 §4, VIP members only): the products of
 * GET product/all/withPoint, each option a button that adds one item as a points line. The list is asked
 * for when the shopper opens it, so the cart itself loads nothing more. The server judges the points.
 */
export function PointsRedemption({ store, items }: { store: CartStore; items: readonly CartItem[] }) {
  const t = useT();
  const formatHkd = useFormatHkd();
  const headingId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [listing, setListing] = useState<Listing | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks again after a failure.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setListing({ status: 'loading' });
    store
      .pointProducts(controller.signal)
      .then((products) => setListing({ status: 'ready', products: redeemable(products) }))
      .catch(() => {
        if (!controller.signal.aborted) setListing({ status: 'failed' });
      });
    return () => controller.abort();
  }, [open, store, attempt]);

  const redeem = async (product: ProductDetail, option: ProductPoint) => {
    const item = itemFromPointOption(product, option, Date.now());
    setBusy(item.key);
    setMessage(null);
    try {
      setMessage(outcomeMessage(await store.redeem(item), item, items));
    } finally {
      setBusy(null);
    }
  };

  const priceOf = (option: ProductPoint) =>
    option.money > 0
      ? t('cart.points.optionMixed', { points: option.point, amount: formatHkd(toCents(option.money)) })
      : t('cart.points.optionPoints', { points: option.point });

  return (
    <section className="cart-panel cart-redeem" aria-labelledby={headingId} data-testid="cart-redeem">
      <h2 id={headingId}>{t('cart.points.redeemHeading')}</h2>
      <p>{t('cart.points.redeemIntro')}</p>
      <button
        type="button"
        className="button button-secondary button-block"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        data-testid="redeem-toggle"
      >
        {open ? t('cart.points.hide') : t('cart.points.show')}
      </button>
      {message ? (
        <p
          className={message.tone === 'alert' ? 'cart-redeem-problem' : 'cart-redeem-done'}
          role={message.tone}
          data-testid="redeem-message"
        >
          {t(message.key, message.values)}
        </p>
      ) : null}
      <div id={listId} hidden={!open}>
        {listing?.status === 'loading' ? <p role="status">{t('cart.points.loading')}</p> : null}
        {listing?.status === 'failed' ? (
          <p role="alert">
            {t('cart.points.loadFailed')}{' '}
            <button type="button" className="cart-text-button" onClick={() => setAttempt(attempt + 1)}>
              {t('cart.sync.retry')}
            </button>
          </p>
        ) : null}
        {listing?.status === 'ready' && listing.products.length === 0 ? <p>{t('cart.points.none')}</p> : null}
        {listing?.status === 'ready' && listing.products.length > 0 ? (
          <ul className="cart-redeem-list">
            {listing.products.map((product) => {
              const name = product.productNameChi || product.displayProductNameChi;
              return (
                <li key={product.productId} data-testid="redeem-product" data-product-id={product.productId}>
                  <p className="cart-redeem-name">
                    {name}
                    {product.productVolume ? (
                      <span className="cart-line-meta">
                        {' '}
                        {t('cart.line.volume', { volume: product.productVolume })}
                      </span>
                    ) : null}
                  </p>
                  <div className="cart-redeem-options">
                    {product.points.map((option) => {
                      const price = priceOf(option);
                      return (
                        <button
                          key={option.productPointId}
                          type="button"
                          className="button button-secondary"
                          aria-label={t('cart.points.redeemNamed', { name, price })}
                          disabled={busy !== null}
                          onClick={() => void redeem(product, option)}
                          data-testid="redeem-option"
                          data-point-id={option.productPointId}
                        >
                          {price}
                        </button>
                      );
                    })}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

import type { DisplayProductCard, ProductCardVariant } from '@shop/domain/catalogue/apiSchemas';
import { toCents } from '@shop/domain/money';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProductCarousel } from '../../components/product/ProductCarousel.tsx';
import { useOnlineStatus } from '../../hooks/useOnlineStatus.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { type MessageKey, useT } from '../../lib/intl.tsx';
import type { OutboxEntry } from '../../lib/outbox.ts';
import { AddOnDialog } from './AddOnDialog.tsx';
import { cartActions } from './actions.ts';
import { browserCart } from './browserCart.ts';
import { CartLineRow } from './CartLineRow.tsx';
import { CartNotices } from './CartNotices.tsx';
import { CouponBox } from './CouponBox.tsx';
import { createCartApi } from './cartApi.ts';
import type { CartItem } from './cartItem.ts';
import type { CartChange } from './cartRules.ts';
import { type AddOnOffer, type CartState, type CartStore, pendingKeys, visibleItems } from './cartStore.ts';
import { buildCartView, type CartView, cartTotals } from './cartView.ts';
import { changeProblem } from './changeProblems.ts';
import { Money, useFormatHkd } from './Money.tsx';
import { PointsRedemption } from './PointsRedemption.tsx';
import { StockDialog } from './StockDialog.tsx';
import './cart.css';

/** Spec 000 §2: the empty cart recommends the latest offers (category 80000). */
export const RECOMMENDED_CATEGORY_ID = 80000;
const CAROUSEL_SIZE = 12;

const cartApi = createCartApi();

function addFromCarousel(variant: ProductCardVariant, product: DisplayProductCard) {
  void cartActions.addToCart({
    productId: variant.productId,
    displayProductId: product.displayProductId,
    quantity: 1,
    name: variant.productNameChi,
    unitPrice: variant.productDiscountPrice ?? variant.productPrice,
    card: product,
  });
}

function useCartState(store: CartStore): CartState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** /shopping_cart (spec 000 §2): empty state, or the lines, coupon, points, summary and recommendations. */
export function CartRoute() {
  const t = useT();
  usePageTitle(t('cart.title'));
  const { store } = browserCart();
  const state = useCartState(store);

  useEffect(() => {
    // Coming to the cart is a good moment to ask the server (prices and stock may have moved).
    if (store.getState().ready) void store.refresh();
  }, [store]);

  return (
    <div className="page cart-page" data-testid="cart-page">
      <h1>{t('cart.heading')}</h1>
      {!state.ready ? (
        <p role="status" className="cart-loading">
          {t('cart.loading')}
        </p>
      ) : (
        <CartContent store={store} state={state} />
      )}
    </div>
  );
}

function CartContent({ store, state }: { store: CartStore; state: CartState }) {
  const online = useOnlineStatus();
  const { items, pending, memberId, server, guestCoupon, guestPriced, level } = state;
  const view = useMemo(() => {
    const visible = visibleItems({ items, pending, memberId });
    const keys = pendingKeys({ items, pending, memberId });
    const totals = cartTotals(
      { memberId, level, server, guestCoupon, guestPriced },
      visible,
      keys,
      new Date(),
    );
    return buildCartView({ items: visible, totals, pendingKeys: keys });
  }, [items, pending, memberId, server, guestCoupon, guestPriced, level]);

  const notices = (
    <>
      <CartNotices notices={state.notices} onDismiss={(id) => store.dismissNotice(id)} />
      <Conflicts store={store} conflicts={state.conflicts} items={view.lines.map((line) => line.item)} />
      <SyncStatus store={store} state={state} online={online} />
    </>
  );

  // Points redemption is for VIP members only; guests and ordinary members see no such control. It keeps
  // one place in the tree whether the cart is empty or not, so redeeming the first item keeps the list
  // open, its message and the focus on the button tapped.
  const redemption =
    memberId && level === 'vip' ? (
      <PointsRedemption store={store} items={view.lines.map((line) => line.item)} />
    ) : null;
  const empty = view.lines.length === 0;

  return (
    <>
      {notices}
      {empty ? <EmptyCart /> : <FilledCart store={store} state={state} view={view} online={online} />}
      {redemption}
      {empty ? null : <Interested items={view.lines.map((line) => line.item)} />}
    </>
  );
}

function SyncStatus({ store, state, online }: { store: CartStore; state: CartState; online: boolean }) {
  const t = useT();
  return (
    <div className="cart-sync" role="status" data-testid="cart-sync">
      {!online || state.syncProblem === 'offline' ? <p>{t('cart.sync.offline')}</p> : null}
      {online && state.syncProblem === 'failed' ? (
        <p>
          {t('cart.sync.failed')}{' '}
          <button type="button" className="cart-text-button" onClick={() => void store.refresh()}>
            {t('cart.sync.retry')}
          </button>
        </p>
      ) : null}
      {state.pending.length > 0 ? (
        <p data-testid="cart-pending-count">{t('cart.sync.pending', { count: state.pending.length })}</p>
      ) : null}
    </div>
  );
}

/** Member changes the server refused (stock gone, coupon expired …), until the shopper has seen them. */
function Conflicts({
  store,
  conflicts,
  items,
}: {
  store: CartStore;
  conflicts: readonly OutboxEntry[];
  items: readonly CartItem[];
}) {
  const t = useT();
  const headingId = useId();
  if (conflicts.length === 0) return null;
  return (
    <section className="cart-conflicts" role="alert" aria-labelledby={headingId} data-testid="cart-conflicts">
      <h2 id={headingId}>{t('cart.conflict.heading')}</h2>
      <ul>
        {conflicts.map((entry) => {
          const message = changeProblem(entry.change as CartChange, entry.lastError, items);
          const values = { ...message.values, name: message.values.name || t('cart.conflict.cart') };
          return (
            <li key={entry.mutationId} data-testid="cart-conflict">
              <span>{t(message.key, values)}</span>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void store.dismissConflict(entry.mutationId)}
              >
                {t('cart.conflict.dismiss')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function EmptyCart() {
  const t = useT();
  const [products, setProducts] = useState<DisplayProductCard[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    cartApi
      .categoryProducts(RECOMMENDED_CATEGORY_ID, CAROUSEL_SIZE, controller.signal)
      .then((page) => setProducts(page.list))
      .catch(() => {
        if (!controller.signal.aborted) setProducts([]);
      });
    return () => controller.abort();
  }, []);
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <h2>{t('cart.empty.heading')}</h2>
      <p>{t('cart.empty.body')}</p>
      <Link to="/" className="button" data-testid="explore-more">
        {t('cart.empty.explore')}
      </Link>
      {products === null || products.length > 0 ? (
        <section className="cart-recommended" aria-labelledby="cart-recommended-heading">
          <h2 id="cart-recommended-heading">{t('cart.empty.recommended')}</h2>
          <ProductCarousel
            products={products}
            label={t('cart.empty.recommended')}
            onAddToCart={addFromCarousel}
            testId="cart-recommended"
          />
        </section>
      ) : null}
    </div>
  );
}

/** Products the lines recommend (not already in the cart), else the latest offers. */
function Interested({ items }: { items: readonly CartItem[] }) {
  const t = useT();
  const [products, setProducts] = useState<DisplayProductCard[] | null>(null);
  const inCart = useMemo(() => new Set(items.map((item) => item.product_display_product)), [items]);
  const wanted = useMemo(() => {
    const ids = items.flatMap((item) =>
      item.recommended
        .split(',')
        .map((id) => Number(id.trim()))
        .filter((id) => Number.isInteger(id) && id > 0),
    );
    return [...new Set(ids)].filter((id) => !inCart.has(id)).slice(0, 8);
  }, [items, inCart]);
  const key = wanted.join(',');

  useEffect(() => {
    const controller = new AbortController();
    const ids = key === '' ? [] : key.split(',');
    const load = async (): Promise<DisplayProductCard[]> => {
      const results = await Promise.allSettled(
        ids.map((id) => cartApi.displayProduct(id, controller.signal)),
      );
      const found = results.flatMap((result) =>
        result.status === 'fulfilled' && result.value.status === 1 ? [result.value] : [],
      );
      if (found.length > 0) return found;
      const page = await cartApi.categoryProducts(RECOMMENDED_CATEGORY_ID, CAROUSEL_SIZE, controller.signal);
      return page.list.filter((product) => !inCart.has(product.displayProductId));
    };
    load()
      .then((list) => {
        if (!controller.signal.aborted) setProducts(list);
      })
      .catch(() => {
        if (!controller.signal.aborted) setProducts([]);
      });
    return () => controller.abort();
  }, [key, inCart]);

  if (products !== null && products.length === 0) return null;
  return (
    <section className="cart-recommended" aria-labelledby="cart-interested-heading">
      <h2 id="cart-interested-heading">{t('cart.interested')}</h2>
      <ProductCarousel
        products={products}
        label={t('cart.interested')}
        onAddToCart={addFromCarousel}
        testId="cart-interested"
      />
    </section>
  );
}

const BLOCKS: Record<'notForSale' | 'stock' | 'pending' | 'warnings', MessageKey> = {
  notForSale: 'cart.checkout.notForSale',
  stock: 'cart.checkout.stock',
  pending: 'cart.checkout.pending',
  warnings: 'cart.checkout.warnings',
};

function FilledCart({
  store,
  state,
  view,
  online,
}: {
  store: CartStore;
  state: CartState;
  view: CartView;
  online: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const formatHkd = useFormatHkd();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [stockOpen, setStockOpen] = useState(false);
  const [offers, setOffers] = useState<AddOnOffer[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirmClean, setConfirmClean] = useState(false);
  const shownFor = useRef('');
  const { totals } = view;

  // Spec 000 §4: a line out of stock (or beyond it) raises the pop-up, once for each line whose stock is
  // newly short; the shopper fixing one line (removing, lowering) does not raise it again.
  const problems = view.stockProblems.map((problem) => `${problem.key}:${problem.inventory}`).join('|');
  useEffect(() => {
    const current = problems === '' ? [] : problems.split('|');
    const seen = new Set(shownFor.current === '' ? [] : shownFor.current.split('|'));
    if (current.some((problem) => !seen.has(problem))) setStockOpen(true);
    shownFor.current = problems;
  }, [problems]);

  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusyKey(key);
    try {
      await action();
    } finally {
      setBusyKey(null);
    }
  };

  const toCheckout = () => {
    setOffers(null);
    navigate('/checkout');
  };

  const checkout = async () => {
    if (view.stockProblems.length > 0) {
      setStockOpen(true);
      return;
    }
    if (view.checkoutBlock || checking) return;
    setChecking(true);
    try {
      const found = await store.addOnOffers(totals.productTotal);
      if (found.length > 0) setOffers(found);
      else toCheckout();
    } catch {
      // Add-on offers are a bonus: not finding them must not stop the order.
      toCheckout();
    } finally {
      setChecking(false);
    }
  };

  const server = state.memberId ? state.server : null;

  return (
    <div className="cart-layout">
      <div className="cart-main">
        <ul className="cart-lines" aria-label={t('cart.list.label')}>
          {view.lines.map((line) => (
            <CartLineRow
              key={line.item.key}
              line={line}
              busy={busyKey === line.item.key}
              onChange={(delta) => void run(line.item.key, () => store.changeQuantity(line.item.key, delta))}
              onRemove={() => void run(line.item.key, () => store.remove(line.item.key))}
              onDeliveryTimes={(deliveryTimes) =>
                void run(line.item.key, () => store.setDeliveryTimes(line.item.key, deliveryTimes))
              }
            />
          ))}
        </ul>
        <div className="cart-clean">
          {confirmClean ? (
            <p role="alert">
              {t('cart.clean.question')}{' '}
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  setConfirmClean(false);
                  void store.clean();
                }}
                data-testid="clean-confirm"
              >
                {t('cart.clean.confirm')}
              </button>{' '}
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setConfirmClean(false)}
              >
                {t('cart.clean.cancel')}
              </button>
            </p>
          ) : (
            <button
              type="button"
              className="cart-text-button"
              onClick={() => setConfirmClean(true)}
              data-testid="clean-cart"
            >
              {t('cart.clean')}
            </button>
          )}
        </div>
      </div>
      <aside className="cart-side">
        <CouponBox store={store} coupon={totals.coupon} isMember={state.memberId !== null} online={online} />
        {state.level === 'vip' && server ? (
          <section className="cart-panel" aria-labelledby="cart-points-heading" data-testid="cart-points">
            <h2 id="cart-points-heading">{t('cart.points.heading')}</h2>
            <p>
              {t('cart.points.balance', {
                points: server.valid_point,
                amount: formatHkd(toCents(server.pointToCash)),
              })}
            </p>
            {server.points_to_earn > 0 ? (
              <p>{t('cart.summary.earn', { points: server.points_to_earn })}</p>
            ) : null}
          </section>
        ) : null}
        <section
          className="cart-panel cart-summary"
          aria-labelledby="cart-summary-heading"
          data-testid="cart-summary"
        >
          <h2 id="cart-summary-heading">{t('cart.summary.heading')}</h2>
          <dl>
            <div>
              <dt>{t('cart.summary.goods')}</dt>
              <dd>
                <Money cents={totals.goods} testId="summary-goods" />
              </dd>
            </div>
            {totals.couponDiscount > 0 ? (
              <div>
                <dt>{t('cart.summary.coupon')}</dt>
                <dd className="money" data-testid="summary-coupon">
                  {t('cart.summary.less', { amount: formatHkd(totals.couponDiscount) })}
                </dd>
              </div>
            ) : null}
            {totals.redemptionPoints > 0 ? (
              <div>
                <dt>{t('cart.summary.points', { points: totals.redemptionPoints })}</dt>
                <dd>
                  <Money cents={totals.redemptionCash} testId="summary-points" />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('cart.summary.shipping')}</dt>
              <dd data-testid="summary-shipping">
                {totals.shipping === 0 ? t('cart.summary.freeShipping') : <Money cents={totals.shipping} />}
              </dd>
            </div>
            <div className="cart-summary-total">
              <dt>{t('cart.summary.total')}</dt>
              <dd>
                <Money cents={totals.orderTotal} testId="summary-total" />
              </dd>
            </div>
          </dl>
          {view.freeDeliveryGap !== null ? (
            <p className="cart-hint">
              {t('cart.summary.freeDeliveryGap', { amount: formatHkd(view.freeDeliveryGap) })}
            </p>
          ) : null}
          {totals.estimated ? (
            <p className="cart-hint" data-testid="summary-estimated">
              {t('cart.summary.estimated')}
            </p>
          ) : null}
          {view.checkoutBlock && view.checkoutBlock !== 'empty' ? (
            <p className="cart-block" data-testid="checkout-block">
              {t(BLOCKS[view.checkoutBlock])}
            </p>
          ) : null}
          <button
            type="button"
            className="button button-block"
            disabled={view.checkoutBlock !== null || checking}
            onClick={() => void checkout()}
            data-testid="checkout"
          >
            {checking ? t('cart.addOn.loading') : t('cart.checkout')}
          </button>
        </section>
      </aside>
      <StockDialog open={stockOpen} problems={view.stockProblems} onClose={() => setStockOpen(false)} />
      <AddOnDialog
        key={offers ? 'open' : 'closed'}
        offers={offers}
        onSkip={toCheckout}
        onClose={() => setOffers(null)}
        onConfirm={async (choices) => {
          const { ok } = await store.addAddOns(choices);
          if (ok) toCheckout();
          return ok;
        }}
      />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { apiErrorMessageKey } from '../../lib/api.ts';
import { useT } from '../../lib/intl.tsx';

/**
 * The generic screen of seed 001 §8: a member-only or guest-only page visited by the wrong kind of shopper,
 * or an order that is not the shopper's (the API's 404, which says nothing of whose it is).
 */
export function GenericScreen() {
  const t = useT();
  usePageTitle(t('orders.generic.title'));
  return (
    <section className="notice" aria-labelledby="orders-generic-heading" data-testid="generic-screen">
      <h1 id="orders-generic-heading">{t('orders.generic.heading')}</h1>
      <p>{t('orders.generic.body')}</p>
      <p className="notice-actions">
        <Link to="/" className="button">
          {t('orders.home')}
        </Link>
      </p>
    </section>
  );
}

export function OrdersLoading() {
  const t = useT();
  return (
    <div aria-busy="true" className="order-loading">
      <span className="visually-hidden">{t('orders.loading')}</span>
      <div className="skeleton skeleton-heading" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line" />
    </div>
  );
}

/** A failed call: what happened in the shopper's words, and a retry. */
export function OrdersError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="order-error">
      <p>{t(apiErrorMessageKey(error))}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('orders.retry')}
      </button>
    </div>
  );
}

/** A one-message page (cancel, fail, payment-return outcomes). */
export function OrderMessage({
  heading,
  title,
  children,
}: {
  heading: string;
  title: string;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="notice order-message" aria-labelledby="order-message-heading">
      <h1 id="order-message-heading">{heading}</h1>
      {children}
    </section>
  );
}

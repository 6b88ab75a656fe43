import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { apiErrorMessageKey } from '../../../lib/api.ts';
import { type MessageKey, useFormatMoney, useLocale, useT } from '../../../lib/intl.tsx';
import { fetchMemberOrders, type OrderSummary } from '../api.ts';
import { orderHref, orderLinkKind, orderPage } from './orderList.ts';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; key: MessageKey }
  | { state: 'ready'; orders: OrderSummary[] };

function formatDate(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Hong_Kong' }).format(date);
}

/** /member/order (spec 000 §2): 10 orders a page with previous and next; detail or invoice by status. */
export function OrderRoute() {
  const t = useT();
  usePageTitle(t('account.order.title'));
  const formatMoney = useFormatMoney();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const headingId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on retry
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchMemberOrders(controller.signal).then(
      (orders) => setLoad({ state: 'ready', orders }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', key: apiErrorMessageKey(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const goTo = (page: number) => setParams(page > 1 ? { page: String(page) } : {});

  return (
    <section className="member-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.order.title')}</h2>
      {load.state === 'loading' ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t('app.loading')}</span>
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line" />
        </div>
      ) : load.state === 'failed' ? (
        <div role="alert" className="member-error">
          <p>{t(load.key)}</p>
          <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('account.member.retry')}
          </button>
        </div>
      ) : load.orders.length === 0 ? (
        <div className="empty-state">
          <p>{t('account.order.empty')}</p>
          <Link to="/category/all" className="button">
            {t('account.order.shop')}
          </Link>
        </div>
      ) : (
        <OrderTable
          page={orderPage(load.orders, Number(params.get('page') ?? '1'))}
          onPage={goTo}
          formatMoney={formatMoney}
          locale={locale}
        />
      )}
    </section>
  );
}

function OrderTable({
  page,
  onPage,
  formatMoney,
  locale,
}: {
  page: ReturnType<typeof orderPage<OrderSummary>>;
  onPage: (page: number) => void;
  formatMoney: (cents: number) => string;
  locale: string;
}) {
  const t = useT();
  return (
    <>
      <table className="order-table">
        <thead>
          <tr>
            <th scope="col">{t('account.order.number')}</th>
            <th scope="col">{t('account.order.date')}</th>
            <th scope="col">{t('account.order.total')}</th>
            <th scope="col">{t('account.order.action')}</th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((order) => {
            const kind = orderLinkKind(order.status);
            return (
              <tr key={order.orderId}>
                <td>{order.orderNo}</td>
                <td>{formatDate(order.date, locale)}</td>
                <td className="money">{formatMoney(Math.round(order.total * 100))}</td>
                <td>
                  <Link
                    to={orderHref(order.orderNo, kind)}
                    aria-label={t(
                      kind === 'detail' ? 'account.order.detailFor' : 'account.order.invoiceFor',
                      {
                        orderNo: order.orderNo,
                      },
                    )}
                  >
                    {t(kind === 'detail' ? 'account.order.detail' : 'account.order.invoice')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <nav className="pager" aria-label={t('account.order.pages')}>
        <button
          type="button"
          className="button button-secondary"
          disabled={page.page <= 1}
          onClick={() => onPage(page.page - 1)}
        >
          {t('account.order.previous')}
        </button>
        <span>{t('account.order.page', { page: page.page, pages: page.pages })}</span>
        <button
          type="button"
          className="button button-secondary"
          disabled={page.page >= page.pages}
          onClick={() => onPage(page.page + 1)}
        >
          {t('account.order.next')}
        </button>
      </nav>
    </>
  );
}

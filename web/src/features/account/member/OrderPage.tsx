import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { apiErrorMessageKey } from '../../../lib/api.ts';
import { type MessageKey, useFormatMoney, useLocale, useT } from '../../../lib/intl.tsx';
import { useSession } from '../../../lib/session.ts';
import { fetchMemberOrders, type MemberOrdersPage } from '../api.ts';
import { LoadFailed, LoadingSkeleton } from './loadStates.tsx';
import { formatMemberDate } from './memberDate.ts';
import { orderHref, orderLinkKind, pageCount, requestedPage } from './orderList.ts';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; key: MessageKey }
  | { state: 'ready'; page: MemberOrdersPage; savedAt: number | null };

/**
 * /member/order (spec 000 §2): 10 orders a page from the API with previous and next; each links to its
 * order page (detail or invoice by status). A failed call is an error with a retry, never "no orders yet";
 * offline, the page last seen is shown and marked as possibly out of date.
 */
export function OrderRoute() {
  const t = useT();
  usePageTitle(t('account.order.title'));
  const locale = useLocale();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const pageNumber = requestedPage(params.get('page'));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const headingId = useId();
  const memberId = session?.member_id ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on retry
  useEffect(() => {
    if (memberId === null) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchMemberOrders(memberId, pageNumber, controller.signal).then(
      ({ value, savedAt }) => setLoad({ state: 'ready', page: value, savedAt }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', key: apiErrorMessageKey(error) });
      },
    );
    return () => controller.abort();
  }, [memberId, pageNumber, attempt]);

  const goTo = (page: number) => setParams(page > 1 ? { page: String(page) } : {});

  return (
    <section className="member-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.order.title')}</h2>
      {load.state === 'loading' ? (
        <LoadingSkeleton lines={3} />
      ) : load.state === 'failed' ? (
        <LoadFailed message={t(load.key)} onRetry={() => setAttempt((n) => n + 1)} testId="orders-error" />
      ) : load.page.total === 0 ? (
        <div className="empty-state">
          <p>{t('account.order.empty')}</p>
          <Link to="/category/all" className="button">
            {t('account.order.shop')}
          </Link>
        </div>
      ) : (
        <>
          {load.savedAt !== null ? (
            <p className="form-note" role="status" data-testid="orders-stale">
              {t('account.order.stale', {
                time: formatMemberDate(new Date(load.savedAt).toISOString(), locale),
              })}
            </p>
          ) : null}
          <OrderTable page={load.page} onPage={goTo} />
        </>
      )}
    </section>
  );
}

function OrderTable({ page, onPage }: { page: MemberOrdersPage; onPage: (page: number) => void }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const locale = useLocale();
  const pages = pageCount(page.total, page.pageSize);
  return (
    <>
      <table className="order-table">
        <thead>
          <tr>
            <th scope="col">{t('account.order.number')}</th>
            <th scope="col">{t('account.order.date')}</th>
            <th scope="col">{t('account.order.total')}</th>
            <th scope="col">{t('account.order.status')}</th>
            <th scope="col">{t('account.order.action')}</th>
          </tr>
        </thead>
        <tbody>
          {page.list.map((order) => {
            const kind = orderLinkKind(order.orderStatus);
            return (
              <tr key={order.orderId}>
                <td>{order.orderNo}</td>
                <td>{formatMemberDate(order.orderDate, locale)}</td>
                <td className="money">{formatMoney(Math.round(order.orderTotal * 100))}</td>
                <td>{t(`order_status_${order.orderStatus}`)}</td>
                <td>
                  <Link
                    to={orderHref(order.orderId)}
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
        <span>{t('account.order.page', { page: page.page, pages })}</span>
        <button
          type="button"
          className="button button-secondary"
          disabled={page.page >= pages}
          onClick={() => onPage(page.page + 1)}
        >
          {t('account.order.next')}
        </button>
      </nav>
    </>
  );
}

import type { AdminOrderRow } from '@shop/domain/admin/orders';
import { ORDER_STATUSES } from '@shop/domain/orders/order';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFormatMoney } from '../../../lib/intl.tsx';
import { DataTable } from '../kit/DataTable.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { useAdminT } from '../useAdminT.ts';
import { useOrderLabels } from './useOrderLabels.ts';

const FILTERS = ['status', 'from', 'to', 'buyer'] as const;
const PLACED_STATUSES = ORDER_STATUSES.filter((status) => status !== 'notPlaced');

export function OrdersListPage() {
  const t = useAdminT();
  const labels = useOrderLabels();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  return (
    <section>
      <h1>{t('admin.section.orders')}</h1>
      <p>
        <Link to="refunds">{t('admin.refunds.link')}</Link>
      </p>
      <DataTable<AdminOrderRow>
        path="admin/orders"
        caption={t('admin.orders.list')}
        searchLabel={t('admin.orders.search')}
        filters={<OrderFilters />}
        rowKey={(row) => row.orderId}
        rowLink={(row) => String(row.orderId)}
        columns={[
          { key: 'orderNo', label: t('admin.orders.orderNo'), sort: 'orderNo', render: (row) => row.orderNo },
          {
            key: 'placedAt',
            label: t('admin.orders.placedAt'),
            sort: 'placedAt',
            render: (row) => formatDateTime(row.placedAt),
          },
          {
            key: 'status',
            label: t('admin.orders.status'),
            sort: 'status',
            render: (row) => labels.status(row.status),
          },
          { key: 'buyer', label: t('admin.orders.buyer'), render: (row) => labels.buyer(row.buyer) },
          {
            key: 'total',
            label: t('admin.orders.total'),
            sort: 'orderTotal',
            numeric: true,
            render: (row) => formatMoney(row.orderTotal),
          },
          {
            key: 'tracking',
            label: t('admin.orders.tracking'),
            render: (row) => row.trackingNumbers.at(-1) ?? '',
          },
        ]}
      />
    </section>
  );
}

/** Status, Hong Kong days and buyer, kept in the URL with the table's own parameters. */
function OrderFilters() {
  const t = useAdminT();
  const labels = useOrderLabels();
  const [params, setParams] = useSearchParams();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams(params);
    for (const name of FILTERS) {
      const value = form.get(name);
      if (typeof value === 'string' && value !== '') next.set(name, value);
      else next.delete(name);
    }
    next.delete('page');
    setParams(next);
  };
  const clear = () => {
    const next = new URLSearchParams(params);
    for (const name of [...FILTERS, 'q', 'page']) next.delete(name);
    setParams(next);
  };
  // Keyed by the URL so Back and "clear" show the filters the table is using.
  return (
    <form className="admin-order-filters" onSubmit={apply} key={params.toString()}>
      <label>
        {t('admin.orders.filter.status')}
        <select name="status" defaultValue={params.get('status') ?? ''}>
          <option value="">{t('admin.orders.filter.anyStatus')}</option>
          {PLACED_STATUSES.map((status) => (
            <option key={status} value={status}>
              {labels.status(status)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('admin.orders.filter.from')}
        <input type="date" name="from" defaultValue={params.get('from') ?? ''} />
      </label>
      <label>
        {t('admin.orders.filter.to')}
        <input type="date" name="to" defaultValue={params.get('to') ?? ''} />
      </label>
      <label>
        {t('admin.orders.filter.buyer')}
        <select name="buyer" defaultValue={params.get('buyer') ?? ''}>
          <option value="">{t('admin.orders.filter.anyBuyer')}</option>
          <option value="member">{t('admin.orders.filter.member')}</option>
          <option value="guest">{t('admin.orders.filter.guest')}</option>
        </select>
      </label>
      <button type="submit">{t('admin.orders.filter.apply')}</button>
      <button type="button" onClick={clear}>
        {t('admin.orders.filter.clear')}
      </button>
    </form>
  );
}

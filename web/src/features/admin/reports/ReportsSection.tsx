import type { MembersByLevelRow, PointsRow, SalesRow, TopProductRow } from '@shop/domain/admin/reports';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SHOP_TIME_ZONE, useFormatMoney, useLocale } from '../../../lib/intl.tsx';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { FigureTable } from '../kit/FigureTable.tsx';
import { staffSession } from '../kit/session.ts';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useAdminT } from '../useAdminT.ts';
import { Chart } from './Chart.tsx';

interface Reports {
  sales: SalesRow[];
  topProducts: TopProductRow[];
  points: PointsRow[];
  membersByLevel: MembersByLevelRow[];
}

/** Today in Hong Kong, and `days` before it, as YYYY-MM-DD. */
function hongKongDay(daysBefore = 0): string {
  const day = new Date(Date.now() - daysBefore * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(day);
}

async function downloadCsv(report: string, query: Record<string, string>): Promise<void> {
  // The staff token goes in a header, so the file comes through fetch and leaves as a blob link.
  const response = await fetch(`/api/admin/reports/${report}.csv?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${staffSession.current()?.token ?? ''}` },
  });
  if (!response.ok) throw new Error(`${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `${report}-${query.from}-${query.to}.csv`,
  });
  link.click();
  URL.revokeObjectURL(url);
}

/** /admin/reports: a range of Hong Kong days (the URL holds it), charts and their tables, CSV per table. */
export default function ReportsSection() {
  const t = useAdminT();
  const money = useFormatMoney();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = {
    from: params.get('from') ?? hongKongDay(29),
    to: params.get('to') ?? hongKongDay(),
    by: params.get('by') === 'week' ? 'week' : 'day',
  };
  const { data, error, loading, reload } = useAdminQuery<Reports>('admin/reports', query);
  const salesSeries = useMemo(
    () => [
      {
        label: t('admin.reports.amount'),
        values: (data?.sales ?? []).map((r) => r.salesCents / 100),
        color: '#2f6f8f',
      },
    ],
    [data, t],
  );
  const pointsSeries = useMemo(
    () => [
      {
        label: t('admin.reports.issued'),
        values: (data?.points ?? []).map((r) => r.issued),
        color: '#3c8d4f',
      },
      {
        label: t('admin.reports.redeemed'),
        values: (data?.points ?? []).map((r) => r.redeemed),
        color: '#b5651d',
      },
    ],
    [data, t],
  );
  const totalOrders = data?.sales.reduce((sum, r) => sum + r.orders, 0) ?? 0;
  const totalSales = data?.sales.reduce((sum, r) => sum + r.salesCents, 0) ?? 0;
  const csv = (report: string) => (
    <button type="button" onClick={() => void downloadCsv(report, query).catch(reload)}>
      {t('admin.reports.csv')}
    </button>
  );

  return (
    <section className="admin-reports">
      <h1>{t('admin.section.reports')}</h1>
      <form
        className="admin-table-tools"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setParams({
            from: String(form.get('from')),
            to: String(form.get('to')),
            by: String(form.get('by')),
          });
        }}
      >
        <label>
          {t('admin.reports.from')} <input type="date" name="from" defaultValue={query.from} required />
        </label>
        <label>
          {t('admin.reports.to')} <input type="date" name="to" defaultValue={query.to} required />
        </label>
        <label>
          {t('admin.reports.by')}{' '}
          <select name="by" defaultValue={query.by}>
            <option value="day">{t('admin.reports.byDay')}</option>
            <option value="week">{t('admin.reports.byWeek')}</option>
          </select>
        </label>
        <button type="submit">{t('admin.reports.show')}</button>
      </form>
      {error ? <ErrorNotice error={error} onRetry={reload} /> : null}
      {loading && !data ? <p>{t('admin.table.loading')}</p> : null}
      {data ? (
        <>
          <h2>{t('admin.reports.sales')}</h2>
          <p>{t('admin.reports.totals', { orders: totalOrders, amount: money(totalSales) })}</p>
          <Chart kind="bar" labels={data.sales.map((r) => r.period)} series={salesSeries} />
          {csv('sales')}
          <FigureTable
            caption={t('admin.reports.salesCaption')}
            rows={data.sales}
            rowKey={(row) => row.period}
            columns={[
              { label: t('admin.reports.period'), render: (row) => row.period },
              { label: t('admin.reports.orders'), numeric: true, render: (row) => row.orders },
              { label: t('admin.reports.amount'), numeric: true, render: (row) => money(row.salesCents) },
            ]}
          />

          <h2>{t('admin.reports.topProducts')}</h2>
          {csv('top-products')}
          <FigureTable
            caption={t('admin.reports.topProducts')}
            rows={data.topProducts}
            rowKey={(row) => row.productId}
            columns={[
              {
                label: t('admin.reports.product'),
                render: (row) =>
                  t('admin.reports.productName', {
                    name: locale === 'en' ? row.nameEng : row.nameChi,
                    sku: row.sku,
                  }),
              },
              { label: t('admin.reports.quantity'), numeric: true, render: (row) => row.quantity },
              { label: t('admin.reports.amount'), numeric: true, render: (row) => money(row.salesCents) },
            ]}
          />

          <h2>{t('admin.reports.points')}</h2>
          <Chart kind="line" labels={data.points.map((r) => r.period)} series={pointsSeries} />
          {csv('points')}
          <FigureTable
            caption={t('admin.reports.points')}
            rows={data.points}
            rowKey={(row) => row.period}
            columns={[
              { label: t('admin.reports.period'), render: (row) => row.period },
              { label: t('admin.reports.issued'), numeric: true, render: (row) => row.issued },
              { label: t('admin.reports.redeemed'), numeric: true, render: (row) => row.redeemed },
            ]}
          />

          <h2>{t('admin.reports.members')}</h2>
          <FigureTable
            caption={t('admin.reports.members')}
            rows={data.membersByLevel}
            rowKey={(row) => row.level}
            columns={[
              { label: t('admin.reports.level'), render: (row) => t(`admin.reports.level.${row.level}`) },
              { label: t('admin.reports.count'), numeric: true, render: (row) => row.members },
            ]}
          />
        </>
      ) : null}
    </section>
  );
}

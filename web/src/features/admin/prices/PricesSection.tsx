import {
  type BulkPriceLine,
  bulkPriceSchema,
  type PriceRow,
  priceEditSchema,
} from '@shop/domain/admin/products';
import { useState } from 'react';
import { Link, useParams, useRoutes } from 'react-router';
import { FormField } from '../../../components/forms/FormField.tsx';
import { useFormatMoney } from '../../../lib/intl.tsx';
import { adminApi } from '../kit/adminApi.ts';
import { DataTable } from '../kit/DataTable.tsx';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { FigureTable } from '../kit/FigureTable.tsx';
import { centsAsInput } from '../kit/format.ts';
import { FormActions, useAdminForm } from '../kit/schemaForm.tsx';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useStaff } from '../kit/useStaff.ts';
import { useAdminT } from '../useAdminT.ts';

/** /admin/prices: every option's prices, the edit of one, and a sale of N % off on many. */
export default function PricesSection() {
  return useRoutes([
    { index: true, element: <PriceListPage /> },
    { path: ':productId', element: <PriceEditPage /> },
  ]);
}

function PriceListPage() {
  const t = useAdminT();
  const formatMoney = useFormatMoney();
  const { can } = useStaff();
  const [generation, setGeneration] = useState(0);
  return (
    <section>
      <h1>{t('admin.section.prices')}</h1>
      <DataTable<PriceRow>
        key={generation}
        path="admin/prices"
        caption={t('admin.prices.list')}
        searchLabel={t('admin.prices.search')}
        rowKey={(row) => row.productId}
        rowLink={(row) => String(row.productId)}
        columns={[
          { key: 'sku', label: t('admin.prices.sku'), sort: 'sku', render: (row) => row.sku },
          { key: 'id', label: t('admin.prices.id'), numeric: true, render: (row) => row.productId },
          { key: 'name', label: t('admin.prices.name'), sort: 'name', render: (row) => row.nameChi },
          {
            key: 'price',
            label: t('admin.prices.price'),
            sort: 'price',
            numeric: true,
            render: (row) => formatMoney(row.priceCents),
          },
          {
            key: 'discount',
            label: t('admin.prices.discountPrice'),
            sort: 'discountPrice',
            numeric: true,
            render: (row) =>
              row.discountPriceCents === null ? t('admin.prices.none') : formatMoney(row.discountPriceCents),
          },
          {
            key: 'points',
            label: t('admin.prices.points'),
            render: (row) =>
              row.points
                .map((p) =>
                  t('admin.prices.pointsValue', { point: p.point, money: formatMoney(p.moneyCents) }),
                )
                .join('；'),
          },
        ]}
      />
      {can('prices', true) ? <BulkSale onApplied={() => setGeneration((n) => n + 1)} /> : null}
    </section>
  );
}

function PriceEditPage() {
  const t = useAdminT();
  const productId = Number(useParams().productId);
  const found = useAdminQuery<{ items: PriceRow[] }>('admin/prices', { productId, pageSize: 1 });
  const row = found.data?.items.find((item) => item.productId === productId);
  if (found.error) return <ErrorNotice error={found.error} onRetry={found.reload} />;
  if (!row) return <p>{t('admin.table.loading')}</p>;
  return <PriceEditForm row={row} />;
}

function PriceEditForm({ row }: { row: PriceRow }) {
  const t = useAdminT();
  const { can } = useStaff();
  const form = useAdminForm(priceEditSchema, {
    price: centsAsInput(row.priceCents),
    discountPrice: centsAsInput(row.discountPriceCents),
  });
  return (
    <section>
      <h1>{t('admin.prices.edit', { name: `${row.sku} ${row.nameChi}` })}</h1>
      <p>
        <Link to="/admin/prices">{t('admin.prices.back')}</Link>
      </p>
      <form
        className="admin-form"
        noValidate
        // The schema's output holds cents; the server parses the same input again, so it gets the input.
        onSubmit={form.onSubmit(() =>
          adminApi.request(`admin/prices/${row.productId}`, {
            method: 'PUT',
            auth: 'required',
            body: form.values,
          }),
        )}
      >
        <FormField form={form} name="price" label={t('admin.prices.priceField')} inputMode="decimal" />
        <FormField
          form={form}
          name="discountPrice"
          label={t('admin.prices.discountField')}
          inputMode="decimal"
        />
        {can('prices', true) ? <FormActions form={form} /> : null}
      </form>
    </section>
  );
}

interface BulkAnswer {
  applied: boolean;
  lines: BulkPriceLine[];
}

/** Option numbers typed as "12, 15" become the schema's list; the schema refuses anything else. */
const bulkInput = (values: Record<string, unknown>) => ({
  productIds: String(values.productIds ?? '')
    .split(/[,，\s]+/)
    .filter((id) => id !== ''),
  percentOff: values.percentOff,
});

function BulkSale({ onApplied }: { onApplied: () => void }) {
  const t = useAdminT();
  const formatMoney = useFormatMoney();
  const [answer, setAnswer] = useState<BulkAnswer | null>(null);
  const form = useAdminForm(bulkPriceSchema, { productIds: '', percentOff: '' }, bulkInput);
  const send = (apply: boolean) =>
    form.onSubmit(async (input) => {
      const result = await adminApi.request<BulkAnswer>('admin/prices/bulk', {
        method: 'POST',
        auth: 'required',
        body: { ...input, apply },
      });
      setAnswer(result);
      if (apply) onApplied();
    });
  return (
    <section>
      <h2>{t('admin.prices.bulk')}</h2>
      <p>{t('admin.prices.bulkHint')}</p>
      <form className="admin-form" noValidate onSubmit={send(false)}>
        <FormField form={form} name="productIds" label={t('admin.prices.bulkIds')} inputMode="numeric" />
        <FormField form={form} name="percentOff" label={t('admin.prices.percentOff')} inputMode="numeric" />
        <FormActions form={form} submitLabel={t('admin.prices.preview')}>
          {answer && !answer.applied ? (
            <button type="button" onClick={(event) => send(true)(event)}>
              {t('admin.prices.apply', { n: answer.lines.length })}
            </button>
          ) : null}
          {answer?.applied ? (
            <span role="status">{t('admin.prices.applied', { n: answer.lines.length })}</span>
          ) : null}
        </FormActions>
      </form>
      {answer ? (
        <FigureTable
          caption={t('admin.prices.preview')}
          rows={answer.lines}
          rowKey={(line) => line.productId}
          columns={[
            { label: t('admin.prices.sku'), render: (line) => line.sku },
            { label: t('admin.prices.price'), numeric: true, render: (line) => formatMoney(line.priceCents) },
            {
              label: t('admin.prices.before'),
              numeric: true,
              render: (line) =>
                line.discountPriceCentsBefore === null
                  ? t('admin.prices.none')
                  : formatMoney(line.discountPriceCentsBefore),
            },
            {
              label: t('admin.prices.after'),
              numeric: true,
              render: (line) => formatMoney(line.discountPriceCentsAfter),
            },
          ]}
        />
      ) : null}
    </section>
  );
}

import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type InventoryRow,
  type StockAdjustmentRow,
  stockAdjustmentSchema,
} from '@shop/domain/admin/products';
import { useState } from 'react';
import { Link, useParams, useRoutes, useSearchParams } from 'react-router';
import { FormField } from '../../../components/forms/FormField.tsx';
import { adminApi } from '../kit/adminApi.ts';
import { DataTable } from '../kit/DataTable.tsx';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { useListFilters } from '../kit/listFilters.tsx';
import { FormActions, useAdminForm } from '../kit/schemaForm.tsx';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useStaff } from '../kit/useStaff.ts';
import { useAdminT } from '../useAdminT.ts';

/** /admin/inventory: stock levels (and the low-stock list), one option's adjustments, the whole history. */
export default function InventorySection() {
  return useRoutes([
    { index: true, element: <StockLevelsPage /> },
    { path: 'history', element: <HistoryTable productId={null} /> },
    { path: ':productId', element: <AdjustPage /> },
  ]);
}

function StockLevelsPage() {
  const t = useAdminT();
  const [params] = useSearchParams();
  const low = params.get('lowStock');
  const setFilters = useListFilters();
  const setLow = (value: string | null) => setFilters({ lowStock: value });
  return (
    <section>
      <h1>{t('admin.section.inventory')}</h1>
      <p>
        <Link to="history">{t('admin.inventory.allHistory')}</Link>
      </p>
      <DataTable<InventoryRow>
        path="admin/inventory"
        caption={t('admin.inventory.levels')}
        searchLabel={t('admin.inventory.search')}
        rowKey={(row) => row.productId}
        rowLink={(row) => String(row.productId)}
        filters={
          <>
            <label className="admin-check">
              <input
                type="checkbox"
                checked={low !== null}
                onChange={(event) =>
                  setLow(event.target.checked ? String(DEFAULT_LOW_STOCK_THRESHOLD) : null)
                }
              />
              {t('admin.inventory.lowOnly')}
            </label>
            {low !== null ? (
              <label>
                {t('admin.inventory.threshold')}{' '}
                <input
                  type="number"
                  min={0}
                  inputMode="numeric"
                  value={low}
                  onChange={(event) =>
                    setLow(/^\d{1,6}$/.test(event.target.value) ? event.target.value : '0')
                  }
                />
              </label>
            ) : null}
          </>
        }
        columns={[
          { key: 'sku', label: t('admin.inventory.sku'), sort: 'sku', render: (row) => row.sku },
          { key: 'name', label: t('admin.inventory.name'), sort: 'name', render: (row) => row.nameChi },
          { key: 'volume', label: t('admin.inventory.volume'), render: (row) => row.volume },
          {
            key: 'stock',
            label: t('admin.inventory.stock'),
            sort: 'stock',
            numeric: true,
            render: (row) => row.inventory,
          },
          {
            key: 'onSale',
            label: t('admin.inventory.onSale'),
            render: (row) => (row.onSale ? t('admin.yes') : t('admin.no')),
          },
        ]}
      />
    </section>
  );
}

function AdjustPage() {
  const t = useAdminT();
  const { can } = useStaff();
  const productId = Number(useParams().productId);
  const [generation, setGeneration] = useState(0);
  const [done, setDone] = useState<number | null>(null);
  const option = useAdminQuery<{ items: InventoryRow[] }>('admin/inventory', { productId, pageSize: 1 });
  const row = option.data?.items[0];
  const form = useAdminForm(stockAdjustmentSchema, { change: '', reason: '' });
  return (
    <section>
      <p>
        <Link to="/admin/inventory">{t('admin.inventory.back')}</Link>
      </p>
      {option.error ? <ErrorNotice error={option.error} onRetry={option.reload} /> : null}
      {row ? (
        <>
          <h1>{t('admin.inventory.adjust', { name: `${row.sku} ${row.nameChi}` })}</h1>
          <p>{t('admin.inventory.current', { stock: row.inventory })}</p>
        </>
      ) : null}
      {can('inventory', true) ? (
        <form
          className="admin-form"
          noValidate
          onSubmit={form.onSubmit(async (input) => {
            const result = await adminApi.request<{ stockAfter: number }>(
              `admin/inventory/${productId}/adjustments`,
              {
                method: 'POST',
                auth: 'required',
                body: input,
              },
            );
            setDone(result.stockAfter);
            form.reset({ change: '', reason: '' });
            setGeneration((n) => n + 1);
            option.reload();
          })}
        >
          <FormField form={form} name="change" label={t('admin.inventory.change')} inputMode="numeric" />
          <FormField
            form={form}
            name="reason"
            label={t('admin.inventory.reason')}
            hint={t('admin.inventory.reasonHint')}
          />
          <FormActions form={form} submitLabel={t('admin.inventory.save')}>
            {done !== null ? <span role="status">{t('admin.inventory.done', { stock: done })}</span> : null}
          </FormActions>
        </form>
      ) : null}
      <HistoryTable key={generation} productId={productId} />
    </section>
  );
}

function HistoryTable({ productId }: { productId: number | null }) {
  const t = useAdminT();
  const formatDateTime = useFormatDateTime();
  return (
    <section>
      {productId === null ? (
        <>
          <h1>{t('admin.inventory.allHistory')}</h1>
          <p>
            <Link to="/admin/inventory">{t('admin.inventory.back')}</Link>
          </p>
        </>
      ) : null}
      <DataTable<StockAdjustmentRow>
        path={productId === null ? 'admin/inventory/adjustments' : `admin/inventory/${productId}/adjustments`}
        caption={t('admin.inventory.history')}
        rowKey={(row) => row.adjustmentId}
        columns={[
          { key: 'at', label: t('admin.inventory.at'), sort: 'at', render: (row) => formatDateTime(row.at) },
          { key: 'sku', label: t('admin.inventory.sku'), render: (row) => row.sku },
          {
            key: 'change',
            label: t('admin.inventory.changeColumn'),
            numeric: true,
            render: (row) => (row.change > 0 ? `+${row.change}` : String(row.change)),
          },
          { key: 'after', label: t('admin.inventory.after'), numeric: true, render: (row) => row.stockAfter },
          { key: 'reason', label: t('admin.inventory.reason'), render: (row) => row.reason },
          { key: 'staff', label: t('admin.inventory.staff'), render: (row) => row.staffName },
        ]}
      />
    </section>
  );
}

import './products.css';
import type { AdminProductRow, ProductFormChoices } from '@shop/domain/admin/products';
import { Link, useRoutes } from 'react-router';
import { useFormatMoney } from '../../../lib/intl.tsx';
import { DataTable } from '../kit/DataTable.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { FilterSelect } from '../kit/listFilters.tsx';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useStaff } from '../kit/useStaff.ts';
import { useAdminT } from '../useAdminT.ts';
import { ProductEditPage, ProductNewPage } from './ProductFormPage.tsx';

/** /admin/products: the products table, and the form to add or edit one. */
export default function ProductsSection() {
  return useRoutes([
    { index: true, element: <ProductListPage /> },
    { path: 'new', element: <ProductNewPage /> },
    { path: ':displayProductId', element: <ProductEditPage /> },
  ]);
}

function ProductListPage() {
  const t = useAdminT();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const { can } = useStaff();
  const choices = useAdminQuery<ProductFormChoices>('admin/products/choices');
  return (
    <section>
      <h1>{t('admin.section.products')}</h1>
      {can('products', true) ? (
        <p>
          <Link to="new">{t('admin.products.add')}</Link>
        </p>
      ) : null}
      <DataTable<AdminProductRow>
        path="admin/products"
        caption={t('admin.products.list')}
        searchLabel={t('admin.products.search')}
        rowKey={(row) => row.displayProductId}
        rowLink={(row) => String(row.displayProductId)}
        filters={
          <>
            <FilterSelect
              name="categoryId"
              label={t('admin.products.categories')}
              allLabel={t('admin.products.anyCategory')}
              options={(choices.data?.categories ?? []).map((category) => ({
                value: String(category.categoryId),
                label: category.nameChi,
              }))}
            />
            <FilterSelect
              name="status"
              label={t('admin.products.status')}
              allLabel={t('admin.products.anyStatus')}
              options={[
                { value: 'onSale', label: t('admin.products.onSale') },
                { value: 'offSale', label: t('admin.products.offSale') },
              ]}
            />
          </>
        }
        columns={[
          { key: 'name', label: t('admin.products.name'), sort: 'name', render: (row) => row.nameChi },
          {
            key: 'id',
            label: t('admin.products.id'),
            sort: 'id',
            numeric: true,
            render: (row) => row.displayProductId,
          },
          {
            key: 'status',
            label: t('admin.products.status'),
            render: (row) =>
              row.status === 'onSale' ? t('admin.products.onSale') : t('admin.products.offSale'),
          },
          {
            key: 'categories',
            label: t('admin.products.categories'),
            render: (row) => row.categoryNames.join('、'),
          },
          {
            key: 'price',
            label: t('admin.products.price'),
            sort: 'price',
            numeric: true,
            render: (row) => formatMoney(row.minPriceCents),
          },
          {
            key: 'options',
            label: t('admin.products.options'),
            numeric: true,
            render: (row) => row.optionCount,
          },
          {
            key: 'stock',
            label: t('admin.products.stock'),
            sort: 'stock',
            numeric: true,
            render: (row) => row.totalStock,
          },
          {
            key: 'created',
            label: t('admin.products.createdAt'),
            sort: 'createdAt',
            render: (row) => formatDateTime(row.createdAt),
          },
        ]}
      />
    </section>
  );
}

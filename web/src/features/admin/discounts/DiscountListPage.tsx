import { DISCOUNT_STATES, type DiscountListItem } from '@shop/domain/admin/discounts';
import { DISCOUNT_TYPES } from '@shop/domain/coupons/discountTypes';
import { formatHkd } from '@shop/domain/money';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/intl.tsx';
import { DataTable } from '../kit/DataTable.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { FilterSelect } from '../kit/listFilters.tsx';
import { useStaff } from '../kit/useStaff.ts';
import { useAdminT } from '../useAdminT.ts';

export function DiscountListPage() {
  const t = useAdminT();
  const locale = useLocale();
  const formatDateTime = useFormatDateTime();
  const { can } = useStaff();
  const offer = (item: DiscountListItem) => {
    if (item.rate !== null)
      return t('admin.discounts.rateValue', { rate: item.rate, off: Math.round((1 - item.rate) * 100) });
    if (item.amountCents !== null) return formatHkd(item.amountCents, locale);
    return t(`admin.discounts.type.${item.discountType}`);
  };
  return (
    <section>
      <h1>{t('admin.discounts.list')}</h1>
      {can('discounts', true) ? (
        <p>
          <Link to="new">{t('admin.discounts.add')}</Link>
        </p>
      ) : null}
      <DataTable<DiscountListItem>
        path="admin/discounts"
        caption={t('admin.discounts.list')}
        searchLabel={t('admin.discounts.search')}
        rowKey={(item) => item.discountId}
        rowLink={(item) => String(item.discountId)}
        filters={
          <>
            <FilterSelect
              name="state"
              label={t('admin.discounts.state')}
              allLabel={t('admin.discounts.state.all')}
              options={DISCOUNT_STATES.map((state) => ({
                value: state,
                label: t(`admin.discounts.state.${state}`),
              }))}
            />
            <FilterSelect
              name="type"
              label={t('admin.discounts.type')}
              allLabel={t('admin.discounts.type.all')}
              options={DISCOUNT_TYPES.map((type) => ({
                value: type,
                label: t(`admin.discounts.type.${type}`),
              }))}
            />
          </>
        }
        columns={[
          {
            key: 'title',
            label: t('admin.discounts.title'),
            sort: 'title',
            render: (item) => (locale === 'en' ? item.titleEng : item.titleChi),
          },
          {
            key: 'code',
            label: t('admin.discounts.code'),
            sort: 'couponCode',
            render: (item) => item.couponCode ?? '',
          },
          {
            key: 'type',
            label: t('admin.discounts.type'),
            render: (item) => t(`admin.discounts.type.${item.discountType}`),
          },
          { key: 'offer', label: t('admin.discounts.value'), render: offer },
          {
            key: 'minSpend',
            label: t('admin.discounts.minSpend'),
            numeric: true,
            render: (item) => (item.minSpendCents > 0 ? formatHkd(item.minSpendCents, locale) : ''),
          },
          {
            key: 'window',
            label: t('admin.discounts.window'),
            sort: 'validFrom',
            render: (item) =>
              t('admin.discounts.windowValue', {
                from: item.validFrom ? formatDateTime(item.validFrom) : t('admin.discounts.open'),
                to: item.validTo ? formatDateTime(item.validTo) : t('admin.discounts.open'),
              }),
          },
          {
            key: 'state',
            label: t('admin.discounts.state'),
            render: (item) => t(`admin.discounts.state.${item.state}`),
          },
        ]}
      />
    </section>
  );
}

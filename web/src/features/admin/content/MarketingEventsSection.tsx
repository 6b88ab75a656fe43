import { type AdminMarketingEvent, marketingEventFormSchema } from '@shop/domain/admin/content';
import { Link } from 'react-router';
import { FormField } from '../../../components/forms/FormField.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { FilterSelect } from '../kit/listFilters.tsx';
import { useAdminForm } from '../kit/schemaForm.tsx';
import { useAdminT } from '../useAdminT.ts';
import { LinkField, TimeField } from './ContentParts.tsx';
import { ContentForm, ContentList, type ContentRecords, ContentRoutes } from './ContentSection.tsx';
import { useContentColumns } from './contentColumns.ts';
import { idList, toFormDateTime } from './formValues.ts';
import './content.css';

const events: ContentRecords<AdminMarketingEvent> = {
  section: 'marketingEvents',
  api: 'admin/marketingEvents',
  idOf: (event) => event.marketingEventId,
  nameOf: (event) => event.title,
};

/** /admin/marketingEvents: events, their windows and the countdown on their products and banners. */
export default function MarketingEventsSection() {
  return <ContentRoutes records={events} list={<EventList />} form={EventForm} />;
}

function EventList() {
  const t = useAdminT();
  const columns = useContentColumns();
  const formatDateTime = useFormatDateTime();
  return (
    <ContentList<AdminMarketingEvent>
      records={events}
      addLabel={t('admin.content.event.add')}
      filters={
        <FilterSelect
          name="running"
          label={t('admin.content.event.running')}
          allLabel={t('admin.content.all')}
          options={[
            { value: 'true', label: t('admin.content.event.runningNow') },
            { value: 'false', label: t('admin.content.event.notRunning') },
          ]}
        />
      }
      columns={[
        columns.title,
        {
          key: 'starts',
          label: t('admin.content.startsAt'),
          sort: 'startsAt',
          render: (row) => formatDateTime(row.startsAt) || '—',
        },
        {
          key: 'ends',
          label: t('admin.content.event.endsAt'),
          sort: 'endsAt',
          render: (row) => formatDateTime(row.endsAt) || '—',
        },
        {
          key: 'products',
          label: t('admin.content.event.products'),
          numeric: true,
          render: (row) => row.displayProductIds.length,
        },
        {
          key: 'banners',
          label: t('admin.content.event.banners'),
          numeric: true,
          render: (row) => row.bannerCount,
        },
        columns.active,
      ]}
    />
  );
}

function EventForm({ record }: { record: AdminMarketingEvent | null }) {
  const t = useAdminT();
  const form = useAdminForm(
    marketingEventFormSchema,
    {
      title: record?.title ?? '',
      titleEng: record?.titleEng ?? '',
      startsAt: toFormDateTime(record?.startsAt),
      endsAt: toFormDateTime(record?.endsAt),
      linkTo: record?.linkTo ?? '',
      isMegaSale: record?.isMegaSale ?? false,
      priority: record?.priority ?? 0,
      active: record?.active ?? true,
      displayProductIds: (record?.displayProductIds ?? []).join(', '),
    },
    (values) => ({ ...values, displayProductIds: idList(values.displayProductIds) }),
  );
  return (
    <ContentForm
      records={events}
      record={record}
      form={form}
      heading={record ? t('admin.content.event.edit', { title: record.title }) : t('admin.content.event.add')}
      intro={
        record ? (
          <p>
            {t('admin.content.event.bannersOf', { count: record.bannerCount })}{' '}
            <Link to="/admin/banners">{t('admin.section.banners')}</Link>
          </p>
        ) : null
      }
    >
      <FormField form={form} name="title" label={t('admin.content.titleChi')} />
      <FormField form={form} name="titleEng" label={t('admin.content.titleEng')} />
      <TimeField form={form} name="startsAt" label={t('admin.content.startsAt')} />
      <TimeField
        form={form}
        name="endsAt"
        label={t('admin.content.event.endsAt')}
        hint={t('admin.content.event.endsAtHint')}
      />
      <LinkField form={form} />
      <FormField form={form} name="priority" type="number" label={t('admin.content.event.priority')} />
      <FormField form={form} name="isMegaSale" type="checkbox" label={t('admin.content.event.megaSale')} />
      <FormField form={form} name="active" type="checkbox" label={t('admin.content.active')} />
      <FormField
        form={form}
        name="displayProductIds"
        label={t('admin.content.event.countdownProducts')}
        hint={t('admin.content.productIdsHint')}
      />
    </ContentForm>
  );
}

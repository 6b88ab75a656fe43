import { type AdminBanner, BANNER_SLOTS, bannerFormSchema } from '@shop/domain/admin/content';
import { FormField } from '../../../components/forms/FormField.tsx';
import { FilterSelect } from '../kit/listFilters.tsx';
import { useAdminForm } from '../kit/schemaForm.tsx';
import { useAdminT } from '../useAdminT.ts';
import { LinkField, PictureField, SelectControl } from './ContentParts.tsx';
import { ContentForm, ContentList, type ContentRecords, ContentRoutes } from './ContentSection.tsx';
import { useContentColumns } from './contentColumns.ts';
import './content.css';

const UPLOAD_PATH = 'admin/banners/pictures';

const banners: ContentRecords<AdminBanner> = {
  section: 'banners',
  api: 'admin/banners',
  idOf: (banner) => banner.bannerId,
  nameOf: (banner) => banner.title,
};

/** /admin/banners: A the home carousel (many pictures), B and C one picture each; mobile picture optional. */
export default function BannersSection() {
  return <ContentRoutes records={banners} list={<BannerList />} form={BannerForm} />;
}

function useSlotOptions() {
  const t = useAdminT();
  return BANNER_SLOTS.map((slot) => ({ value: slot, label: t(`admin.content.banner.slot.${slot}`) }));
}

function BannerList() {
  const t = useAdminT();
  const columns = useContentColumns();
  const slotOptions = useSlotOptions();
  return (
    <ContentList<AdminBanner>
      records={banners}
      addLabel={t('admin.content.banner.add')}
      intro={<p>{t('admin.content.banner.rules')}</p>}
      filters={
        <FilterSelect
          name="slot"
          label={t('admin.content.banner.slot')}
          allLabel={t('admin.content.all')}
          options={slotOptions}
        />
      }
      columns={[
        columns.title,
        {
          key: 'picture',
          label: t('admin.content.banner.image'),
          render: (row) => (
            <img className="admin-thumb" src={`/api/file/${encodeURIComponent(row.image)}`} alt="" />
          ),
        },
        {
          key: 'slot',
          label: t('admin.content.banner.slot'),
          sort: 'slot',
          render: (row) => t(`admin.content.banner.slot.${row.slot}`),
        },
        {
          key: 'order',
          label: t('admin.content.sortOrder'),
          sort: 'sortOrder',
          numeric: true,
          render: (row) => row.sortOrder,
        },
        {
          key: 'event',
          label: t('admin.content.banner.event'),
          render: (row) => row.marketingEventTitle ?? '—',
        },
        columns.active,
      ]}
    />
  );
}

function BannerForm({ record }: { record: AdminBanner | null }) {
  const t = useAdminT();
  const slotOptions = useSlotOptions();
  const form = useAdminForm(bannerFormSchema, {
    slot: record?.slot ?? 'A',
    title: record?.title ?? '',
    image: record?.image ?? '',
    mobileImage: record?.mobileImage ?? '',
    linkTo: record?.linkTo ?? '',
    sortOrder: record?.sortOrder ?? 0,
    active: record?.active ?? true,
    marketingEventId: record?.marketingEventId ?? '',
  });
  return (
    <ContentForm
      records={banners}
      record={record}
      form={form}
      heading={
        record ? t('admin.content.banner.edit', { title: record.title }) : t('admin.content.banner.add')
      }
    >
      <FormField
        form={form}
        name="slot"
        label={t('admin.content.banner.slot')}
        hint={t('admin.content.banner.rules')}
      >
        <SelectControl form={form} name="slot" options={slotOptions} />
      </FormField>
      <FormField form={form} name="title" label={t('admin.content.title')} />
      <PictureField
        form={form}
        name="image"
        label={t('admin.content.banner.image')}
        uploadPath={UPLOAD_PATH}
      />
      <PictureField
        form={form}
        name="mobileImage"
        label={t('admin.content.banner.mobileImage')}
        uploadPath={UPLOAD_PATH}
        optional
      />
      <LinkField form={form} />
      <FormField
        form={form}
        name="sortOrder"
        type="number"
        label={t('admin.content.sortOrder')}
        hint={t('admin.content.sortOrderHint')}
      />
      <FormField
        form={form}
        name="marketingEventId"
        type="number"
        label={t('admin.content.banner.eventId')}
        hint={t('admin.content.banner.eventHint')}
        min={1}
      />
      <FormField form={form} name="active" type="checkbox" label={t('admin.content.active')} />
    </ContentForm>
  );
}

import { type AdminMessage, MESSAGE_KINDS, messageFormSchema } from '@shop/domain/admin/content';
import { FormField } from '../../../components/forms/FormField.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { FilterSelect } from '../kit/listFilters.tsx';
import { useAdminForm } from '../kit/schemaForm.tsx';
import { useAdminT } from '../useAdminT.ts';
import { LinkField, SelectControl, TextAreaControl, TimeField } from './ContentParts.tsx';
import { ContentForm, ContentList, type ContentRecords, ContentRoutes } from './ContentSection.tsx';
import { useContentColumns } from './contentColumns.ts';
import { toFormDateTime } from './formValues.ts';
import './content.css';

const messages: ContentRecords<AdminMessage> = {
  section: 'messages',
  api: 'admin/messages',
  idOf: (message) => message.messageId,
  nameOf: (message) => message.textChi.slice(0, 20),
};

/** /admin/messages: the home pop-up and the shop notices (GET /api/shopMessage/all shows the running ones). */
export default function MessagesSection() {
  return <ContentRoutes records={messages} list={<MessageList />} form={MessageForm} />;
}

function useKindOptions() {
  const t = useAdminT();
  return MESSAGE_KINDS.map((kind) => ({ value: kind, label: t(`admin.content.message.kind.${kind}`) }));
}

function MessageList() {
  const t = useAdminT();
  const columns = useContentColumns();
  const formatDateTime = useFormatDateTime();
  const kindOptions = useKindOptions();
  return (
    <ContentList<AdminMessage>
      records={messages}
      addLabel={t('admin.content.message.add')}
      filters={
        <FilterSelect
          name="kind"
          label={t('admin.content.message.kind')}
          allLabel={t('admin.content.all')}
          options={kindOptions}
        />
      }
      columns={[
        {
          key: 'text',
          label: t('admin.content.message.textChi'),
          render: (row) => row.titleChi || row.textChi.slice(0, 40),
        },
        {
          key: 'kind',
          label: t('admin.content.message.kind'),
          render: (row) => t(`admin.content.message.kind.${row.kind}`),
        },
        {
          key: 'starts',
          label: t('admin.content.startsAt'),
          sort: 'startsAt',
          render: (row) => formatDateTime(row.startsAt) || '—',
        },
        {
          key: 'ends',
          label: t('admin.content.endsAt'),
          sort: 'endsAt',
          render: (row) => formatDateTime(row.endsAt) || '—',
        },
        columns.active,
        columns.updatedAt,
      ]}
    />
  );
}

function MessageForm({ record }: { record: AdminMessage | null }) {
  const t = useAdminT();
  const kindOptions = useKindOptions();
  const form = useAdminForm(messageFormSchema, {
    kind: record?.kind ?? 'popup',
    titleChi: record?.titleChi ?? '',
    titleEng: record?.titleEng ?? '',
    textChi: record?.textChi ?? '',
    textEng: record?.textEng ?? '',
    linkTo: record?.linkTo ?? '',
    startsAt: toFormDateTime(record?.startsAt),
    endsAt: toFormDateTime(record?.endsAt),
    active: record?.active ?? true,
  });
  return (
    <ContentForm
      records={messages}
      record={record}
      form={form}
      heading={record ? t('admin.content.message.edit') : t('admin.content.message.add')}
    >
      <FormField form={form} name="kind" label={t('admin.content.message.kind')}>
        <SelectControl form={form} name="kind" options={kindOptions} />
      </FormField>
      <FormField form={form} name="titleChi" label={t('admin.content.titleChi')} />
      <FormField form={form} name="titleEng" label={t('admin.content.titleEng')} />
      <FormField form={form} name="textChi" label={t('admin.content.message.textChi')}>
        <TextAreaControl form={form} name="textChi" rows={3} />
      </FormField>
      <FormField form={form} name="textEng" label={t('admin.content.message.textEng')}>
        <TextAreaControl form={form} name="textEng" rows={3} />
      </FormField>
      <LinkField form={form} />
      <TimeField form={form} name="startsAt" label={t('admin.content.startsAt')} />
      <TimeField form={form} name="endsAt" label={t('admin.content.endsAt')} />
      <FormField form={form} name="active" type="checkbox" label={t('admin.content.active')} />
    </ContentForm>
  );
}

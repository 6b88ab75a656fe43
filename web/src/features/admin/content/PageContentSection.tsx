import {
  type AdminPageContent,
  pageContentCreateSchema,
  pageContentFormSchema,
} from '@shop/domain/admin/content';
import { FormField } from '../../../components/forms/FormField.tsx';
import { useAdminForm } from '../kit/schemaForm.tsx';
import { useAdminT } from '../useAdminT.ts';
import { TextAreaControl } from './ContentParts.tsx';
import { ContentForm, ContentList, type ContentRecords, ContentRoutes } from './ContentSection.tsx';
import { useContentColumns } from './contentColumns.ts';
import './content.css';

const pages: ContentRecords<AdminPageContent> = {
  section: 'pageContent',
  api: 'admin/pageContents',
  idOf: (page) => page.pageContentId,
  nameOf: (page) => page.titleChi,
};

/** /admin/pageContent: the content pages' HTML (sanitised by the server when stored). */
export default function PageContentSection() {
  return <ContentRoutes records={pages} list={<PageContentList />} form={PageContentForm} />;
}

function PageContentList() {
  const t = useAdminT();
  const columns = useContentColumns();
  return (
    <ContentList<AdminPageContent>
      records={pages}
      addLabel={t('admin.content.page.add')}
      columns={[
        {
          key: 'id',
          label: t('admin.content.page.id'),
          sort: 'pageContentId',
          numeric: true,
          render: (row) => row.pageContentId,
        },
        {
          key: 'titleChi',
          label: t('admin.content.titleChi'),
          sort: 'titleChi',
          render: (row) => row.titleChi,
        },
        { key: 'titleEng', label: t('admin.content.titleEng'), render: (row) => row.titleEng },
        columns.updatedAt,
      ]}
    />
  );
}

function PageContentForm({ record }: { record: AdminPageContent | null }) {
  const t = useAdminT();
  const form = useAdminForm(record ? pageContentFormSchema : pageContentCreateSchema, {
    pageContentId: record?.pageContentId ?? '',
    titleChi: record?.titleChi ?? '',
    titleEng: record?.titleEng ?? '',
    contentHtml: record?.contentHtml ?? '',
  });
  return (
    <ContentForm
      records={pages}
      record={record}
      form={form}
      heading={
        record
          ? t('admin.content.page.edit', { id: record.pageContentId, title: record.titleChi })
          : t('admin.content.page.add')
      }
      // The server stores the HTML sanitised: show what it kept.
      onUpdated={(saved) => form.reset({ ...saved })}
      actions={(stored) => (
        <a href={`/page_content/${stored.pageContentId}`} target="_blank" rel="noopener noreferrer">
          {t('admin.content.viewInShop')}
        </a>
      )}
    >
      {record ? null : (
        <FormField
          form={form}
          name="pageContentId"
          type="number"
          label={t('admin.content.page.id')}
          min={1}
        />
      )}
      <FormField form={form} name="titleChi" label={t('admin.content.titleChi')} />
      <FormField form={form} name="titleEng" label={t('admin.content.titleEng')} />
      <FormField
        form={form}
        name="contentHtml"
        label={t('admin.content.html')}
        hint={t('admin.content.htmlHint')}
      >
        <TextAreaControl form={form} name="contentHtml" rows={16} />
      </FormField>
    </ContentForm>
  );
}

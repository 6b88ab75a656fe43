import { type AdminArticle, articleFormSchema } from '@shop/domain/admin/content';
import { useState } from 'react';
import { FormField } from '../../../components/forms/FormField.tsx';
import { adminApi } from '../kit/adminApi.ts';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { useAdminForm } from '../kit/schemaForm.tsx';
import { useStaff } from '../kit/useStaff.ts';
import { useAdminT } from '../useAdminT.ts';
import { PictureField, TextAreaControl, TimeField } from './ContentParts.tsx';
import { ContentForm, ContentList, type ContentRecords, ContentRoutes } from './ContentSection.tsx';
import { useContentColumns } from './contentColumns.ts';
import { idList, toFormDateTime } from './formValues.ts';
import './content.css';

const articles: ContentRecords<AdminArticle> = {
  section: 'articles',
  api: 'admin/articles',
  idOf: (article) => article.articleId,
  nameOf: (article) => article.title,
};

/** /admin/articles: articles (HTML sanitised by the server), their covers, publication and products. */
export default function ArticlesSection() {
  return <ContentRoutes records={articles} list={<ArticleList />} form={ArticleForm} />;
}

/** The list's publish / unpublish button. */
function PublishToggle({ article, onChanged }: { article: AdminArticle; onChanged: () => void }) {
  const t = useAdminT();
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <>
      <button
        type="button"
        onClick={() =>
          adminApi
            .request(`admin/articles/${article.articleId}/published`, {
              method: 'POST',
              auth: 'required',
              body: { published: !article.published },
            })
            .then(onChanged, setFailure)
        }
      >
        {article.published ? t('admin.content.article.unpublish') : t('admin.content.article.publish')}
      </button>
      {failure ? <ErrorNotice error={failure} /> : null}
    </>
  );
}

function ArticleList() {
  const t = useAdminT();
  const columns = useContentColumns();
  const formatDateTime = useFormatDateTime();
  const { can } = useStaff();
  // A new list after a publish toggle shows the article's new state.
  const [generation, setGeneration] = useState(0);
  const reload = () => setGeneration((n) => n + 1);
  return (
    <ContentList<AdminArticle>
      key={generation}
      records={articles}
      addLabel={t('admin.content.article.add')}
      columns={[
        columns.title,
        {
          key: 'category',
          label: t('admin.content.article.category'),
          render: (row) => row.categoryName || row.categoryId,
        },
        {
          key: 'date',
          label: t('admin.content.article.publishedAt'),
          sort: 'publishedAt',
          render: (row) => formatDateTime(row.publishedAt),
        },
        {
          key: 'published',
          label: t('admin.content.article.published'),
          render: (row) => (
            <>
              {row.published ? t('admin.yes') : t('admin.no')}{' '}
              {can('articles', true) ? <PublishToggle article={row} onChanged={reload} /> : null}
            </>
          ),
        },
      ]}
    />
  );
}

function ArticleForm({ record }: { record: AdminArticle | null }) {
  const t = useAdminT();
  const form = useAdminForm(
    articleFormSchema,
    {
      title: record?.title ?? '',
      categoryId: record?.categoryId ?? 90001,
      contentHtml: record?.contentHtml ?? '',
      coverImage: record?.coverImage ?? '',
      publishedAt: toFormDateTime(record?.publishedAt ?? new Date().toISOString()),
      published: record?.published ?? false,
      displayProductIds: (record?.displayProductIds ?? []).join(', '),
    },
    (values) => ({ ...values, displayProductIds: idList(values.displayProductIds) }),
  );
  return (
    <ContentForm
      records={articles}
      record={record}
      form={form}
      heading={
        record ? t('admin.content.article.edit', { title: record.title }) : t('admin.content.article.add')
      }
      // The server sanitises the HTML: show what it kept.
      onUpdated={(saved) => form.reset({ ...form.values, contentHtml: saved.contentHtml })}
    >
      <FormField form={form} name="title" label={t('admin.content.title')} />
      <FormField
        form={form}
        name="categoryId"
        type="number"
        label={t('admin.content.article.category')}
        hint={t('admin.content.article.categoryHint')}
      />
      <PictureField
        form={form}
        name="coverImage"
        label={t('admin.content.article.cover')}
        uploadPath="admin/articles/pictures"
        optional
      />
      <FormField
        form={form}
        name="contentHtml"
        label={t('admin.content.html')}
        hint={t('admin.content.htmlHint')}
      >
        <TextAreaControl form={form} name="contentHtml" rows={14} />
      </FormField>
      <TimeField form={form} name="publishedAt" label={t('admin.content.article.publishedAt')} />
      <FormField form={form} name="published" type="checkbox" label={t('admin.content.article.published')} />
      <FormField
        form={form}
        name="displayProductIds"
        label={t('admin.content.productIds')}
        hint={t('admin.content.productIdsHint')}
      />
    </ContentForm>
  );
}

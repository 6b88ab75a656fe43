import type { AdminSection } from '@shop/domain/admin/sections';
import { type ComponentType, type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams, useRoutes } from 'react-router';
import type { SchemaForm } from '../../../components/forms/schemaForm.ts';
import { adminApi } from '../kit/adminApi.ts';
import { type Column, DataTable } from '../kit/DataTable.tsx';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { FormActions } from '../kit/schemaForm.tsx';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useStaff } from '../kit/useStaff.ts';
import { useAdminT } from '../useAdminT.ts';

/**
 * Where a content section's records live. Its pages are /admin/<section> (the list), …/new and …/<id>; the
 * API answers the list and takes a new record at `api`, and reads, replaces and deletes one at `api`/<id>.
 * Adding, saving and deleting need the section's write grant.
 */
export interface ContentRecords<Item> {
  section: AdminSection;
  api: string;
  idOf(item: Item): number;
  /** How the delete confirmation names a record. */
  nameOf(item: Item): string;
}

/** A section's form of one record, given null for a new one. */
type RecordForm<Item> = ComponentType<{ record: Item | null }>;

/** A content section's pages: its list, a new record's form and a stored record's form. */
export function ContentRoutes<Item>({
  records,
  list,
  form,
}: {
  records: ContentRecords<Item>;
  list: ReactNode;
  form: RecordForm<Item>;
}) {
  const recordPage = <RecordPage records={records} form={form} />;
  return useRoutes([
    { index: true, element: list },
    { path: 'new', element: recordPage },
    { path: ':recordId', element: recordPage },
  ]);
}

/** A section's list: its heading, the add link for staff who may write, and the table of its records. */
export function ContentList<Item>({
  records,
  addLabel,
  intro,
  filters,
  columns,
}: {
  records: ContentRecords<Item>;
  addLabel: string;
  /** What stands under the heading. */
  intro?: ReactNode;
  filters?: ReactNode;
  columns: readonly Column<Item>[];
}) {
  const t = useAdminT();
  const { can } = useStaff();
  const title = t(`admin.section.${records.section}`);
  return (
    <section>
      <h1>{title}</h1>
      {intro}
      {can(records.section, true) ? (
        <p>
          <Link to="new">{addLabel}</Link>
        </p>
      ) : null}
      <DataTable<Item>
        path={records.api}
        caption={title}
        searchLabel={t('admin.content.search')}
        filters={filters}
        rowKey={(row) => records.idOf(row)}
        rowLink={(row) => String(records.idOf(row))}
        columns={columns}
      />
    </section>
  );
}

/**
 * A record's form: its heading and fields, and for staff who may write, the save button and, on a stored
 * record, delete. Saving a new record goes to its page.
 */
export function ContentForm<Item>({
  records,
  record,
  form,
  heading,
  intro,
  onUpdated,
  actions,
  children,
}: {
  records: ContentRecords<Item>;
  record: Item | null;
  form: SchemaForm<unknown>;
  heading: string;
  /** What stands under the heading. */
  intro?: ReactNode;
  /** Shows what the server kept of a stored record it saved (it may change what was sent). */
  onUpdated?(saved: Item): void;
  /** A stored record's actions besides delete, before it. */
  actions?(record: Item): ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const { can } = useStaff();
  const recordPath = record ? `${records.api}/${records.idOf(record)}` : null;
  const save = async (input: unknown) => {
    const saved = await adminApi.request<Item>(recordPath ?? records.api, {
      method: recordPath ? 'PUT' : 'POST',
      auth: 'required',
      body: input,
    });
    if (recordPath) onUpdated?.(saved);
    else navigate(`/admin/${records.section}/${records.idOf(saved)}`);
  };
  return (
    <section>
      <h1>{heading}</h1>
      {intro}
      <form className="admin-form" noValidate onSubmit={form.onSubmit(save)}>
        {children}
        {can(records.section, true) ? (
          <FormActions form={form}>
            {record && recordPath ? (
              <>
                {actions?.(record)}
                <DeleteButton
                  path={recordPath}
                  back={`/admin/${records.section}`}
                  what={records.nameOf(record)}
                />
              </>
            ) : null}
          </FormActions>
        ) : null}
      </form>
    </section>
  );
}

/** A record's page: loads it (a new one has nothing to load) and hands it to the form, or says why it could not. */
function RecordPage<Item>({
  records,
  form: Form,
}: {
  records: ContentRecords<Item>;
  form: RecordForm<Item>;
}) {
  const t = useAdminT();
  const { recordId } = useParams();
  const path = recordId ? `${records.api}/${recordId}` : null;
  const { data, error, reload } = useAdminQuery<Item>(path);
  return (
    <>
      <p>
        <Link to={`/admin/${records.section}`}>{t('admin.content.backToList')}</Link>
      </p>
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : path === null ? (
        <Form record={null} />
      ) : data ? (
        <Form record={data} />
      ) : (
        <p>{t('admin.table.loading')}</p>
      )}
    </>
  );
}

/** Deletes the record after a confirmation, then goes back to the list. */
function DeleteButton({ path, back, what }: { path: string; back: string; what: string }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <>
      <button
        type="button"
        className="admin-danger"
        onClick={() => {
          if (!window.confirm(t('admin.content.confirmDelete', { what }))) return;
          adminApi
            .request(path, { method: 'DELETE', auth: 'required' })
            .then(() => navigate(back), setFailure);
        }}
      >
        {t('admin.content.delete')}
      </button>
      {failure ? <ErrorNotice error={failure} /> : null}
    </>
  );
}

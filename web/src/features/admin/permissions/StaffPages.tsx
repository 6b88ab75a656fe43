import { staffCreateSchema, staffUpdateSchema } from '@shop/domain/admin/staff';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormField } from '../../../components/forms/FormField.tsx';
import { adminApi } from '../kit/adminApi.ts';
import { DataTable } from '../kit/DataTable.tsx';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { FormActions, useAdminForm } from '../kit/schemaForm.tsx';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useAdminT } from '../useAdminT.ts';
import { RoleChoices } from './RoleChoices.tsx';
import { useRoles } from './useRoles.ts';

interface StaffRow {
  staffId: number;
  username: string;
  displayName: string;
  roles: string[];
  active: boolean;
  createdAt: string;
}

const EMPTY = { username: '', displayName: '', password: '', roles: [] as string[] };

export function StaffPage() {
  const t = useAdminT();
  const formatDateTime = useFormatDateTime();
  const roles = useRoles();
  const [generation, setGeneration] = useState(0);
  const [added, setAdded] = useState<string | null>(null);
  const form = useAdminForm(staffCreateSchema, EMPTY);
  return (
    <section>
      <h1>{t('admin.section.permissions')}</h1>
      <ul className="admin-links">
        <li>
          <Link to="roles">{t('admin.permissions.roles')}</Link>
        </li>
        <li>
          <Link to="projections">{t('admin.projections.link')}</Link>
        </li>
      </ul>
      <DataTable<StaffRow>
        key={generation}
        path="admin/staff"
        caption={t('admin.permissions.staff')}
        searchLabel={t('admin.permissions.searchStaff')}
        rowKey={(row) => row.staffId}
        rowLink={(row) => `staff/${row.staffId}`}
        columns={[
          {
            key: 'username',
            label: t('admin.permissions.username'),
            sort: 'username',
            render: (row) => row.username,
          },
          {
            key: 'name',
            label: t('admin.permissions.displayName'),
            sort: 'displayName',
            render: (row) => row.displayName,
          },
          { key: 'roles', label: t('admin.permissions.staffRoles'), render: (row) => row.roles.join(', ') },
          {
            key: 'active',
            label: t('admin.permissions.active'),
            render: (row) => (row.active ? t('admin.yes') : t('admin.permissions.inactive')),
          },
          {
            key: 'created',
            label: t('admin.permissions.createdAt'),
            sort: 'createdAt',
            render: (row) => formatDateTime(row.createdAt),
          },
        ]}
      />
      <h2>{t('admin.permissions.addStaff')}</h2>
      {roles.error ? <ErrorNotice error={roles.error} onRetry={roles.reload} /> : null}
      <form
        className="admin-form"
        noValidate
        onSubmit={form.onSubmit(async (input) => {
          const created = await adminApi.request<StaffRow>('admin/staff', {
            method: 'POST',
            auth: 'required',
            body: input,
          });
          setAdded(created.displayName);
          form.reset(EMPTY);
          setGeneration((n) => n + 1);
        })}
      >
        <FormField form={form} name="username" label={t('admin.permissions.username')} autoComplete="off" />
        <FormField form={form} name="displayName" label={t('admin.permissions.displayName')} />
        <FormField
          form={form}
          name="password"
          type="password"
          label={t('admin.permissions.password')}
          hint={t('admin.permissions.passwordHint')}
          autoComplete="new-password"
        />
        <RoleChoices form={form} roles={roles.data ?? []} legend={t('admin.permissions.staffRoles')} />
        <FormActions form={form} submitLabel={t('admin.permissions.addStaff')}>
          {added ? <span role="status">{t('admin.permissions.created', { name: added })}</span> : null}
        </FormActions>
      </form>
    </section>
  );
}

export function StaffEditPage() {
  const t = useAdminT();
  const { staffId } = useParams();
  const roles = useRoles();
  const list = useAdminQuery<{ items: StaffRow[] }>('admin/staff', { pageSize: 100 });
  const staff = list.data?.items.find((row) => String(row.staffId) === staffId);
  if (list.error) return <ErrorNotice error={list.error} onRetry={list.reload} />;
  if (!staff) return <p>{t('admin.table.loading')}</p>;
  return <StaffEditForm staff={staff} roles={roles.data ?? []} />;
}

function StaffEditForm({
  staff,
  roles,
}: {
  staff: StaffRow;
  roles: NonNullable<ReturnType<typeof useRoles>['data']>;
}) {
  const t = useAdminT();
  const form = useAdminForm(
    staffUpdateSchema,
    { displayName: staff.displayName, roles: staff.roles, active: staff.active, password: '' },
    ({ password, ...values }) => (password === '' ? values : { ...values, password }),
  );
  return (
    <section>
      <h1>{t('admin.permissions.editStaff', { name: staff.displayName })}</h1>
      <p>
        <Link to="/admin/permissions">{t('admin.permissions.staff')}</Link>
      </p>
      <form
        className="admin-form"
        noValidate
        onSubmit={form.onSubmit((input) =>
          adminApi.request(`admin/staff/${staff.staffId}`, {
            method: 'PATCH',
            auth: 'required',
            body: input,
          }),
        )}
      >
        <FormField form={form} name="displayName" label={t('admin.permissions.displayName')} />
        <RoleChoices form={form} roles={roles} legend={t('admin.permissions.staffRoles')} />
        <FormField form={form} name="active" type="checkbox" label={t('admin.permissions.active')} />
        <FormField
          form={form}
          name="password"
          type="password"
          label={t('admin.permissions.newPassword')}
          hint={t('admin.permissions.passwordHint')}
          autoComplete="new-password"
        />
        <FormActions form={form} />
      </form>
    </section>
  );
}

import { type MemberDetail, type MemberListItem, memberStatusSchema } from '@shop/domain/admin/members';
import { Link, useParams, useRoutes } from 'react-router';
import { FormField } from '../../../components/forms/FormField.tsx';
import { adminApi } from '../kit/adminApi.ts';
import { DataTable } from '../kit/DataTable.tsx';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { FilterSelect } from '../kit/listFilters.tsx';
import { FormActions, useAdminForm } from '../kit/schemaForm.tsx';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useStaff } from '../kit/useStaff.ts';
import { useAdminT } from '../useAdminT.ts';

/** /admin/members: search by phone or name; /admin/members/:memberId: the member, disable or enable. */
export default function MembersSection() {
  return useRoutes([
    { index: true, element: <MembersPage /> },
    { path: ':memberId', element: <MemberPage /> },
  ]);
}

function Filters() {
  const t = useAdminT();
  return (
    <>
      <FilterSelect
        name="level"
        label={t('admin.members.level')}
        allLabel={t('admin.members.allLevels')}
        options={[
          { value: 'ordinary', label: t('admin.members.level.ordinary') },
          { value: 'vip', label: t('admin.members.level.vip') },
        ]}
      />
      <FilterSelect
        name="status"
        label={t('admin.members.status')}
        allLabel={t('admin.members.allStatuses')}
        options={[
          { value: 'active', label: t('admin.members.status.active') },
          { value: 'disabled', label: t('admin.members.status.disabled') },
        ]}
      />
    </>
  );
}

function MembersPage() {
  const t = useAdminT();
  const formatDateTime = useFormatDateTime();
  return (
    <section>
      <h1>{t('admin.section.members')}</h1>
      <DataTable<MemberListItem>
        path="admin/members"
        caption={t('admin.members.list')}
        searchLabel={t('admin.members.search')}
        filters={<Filters />}
        rowKey={(row) => row.memberId}
        rowLink={(row) => String(row.memberId)}
        columns={[
          { key: 'name', label: t('admin.members.name'), sort: 'name', render: (row) => row.name },
          {
            key: 'phone',
            label: t('admin.members.phone'),
            sort: 'phone',
            render: (row) => `+${row.callingCode} ${row.phone}`,
          },
          { key: 'email', label: t('admin.members.email'), render: (row) => row.email },
          {
            key: 'level',
            label: t('admin.members.level'),
            render: (row) => t(`admin.members.level.${row.level}`),
          },
          {
            key: 'status',
            label: t('admin.members.status'),
            render: (row) =>
              t(row.disabled ? 'admin.members.status.disabled' : 'admin.members.status.active'),
          },
          {
            key: 'joined',
            label: t('admin.members.joined'),
            sort: 'createdAt',
            render: (row) => formatDateTime(row.createdAt),
          },
        ]}
      />
    </section>
  );
}

function MemberPage() {
  const t = useAdminT();
  const { memberId = '' } = useParams();
  const member = useAdminQuery<MemberDetail>(`admin/members/${memberId}`);
  return (
    <section>
      <p>
        <Link to="/admin/members">{t('admin.members.back')}</Link>
      </p>
      {member.error ? <ErrorNotice error={member.error} onRetry={member.reload} /> : null}
      {member.data ? <MemberView member={member.data} onChanged={member.reload} /> : null}
      {member.loading && !member.data ? <p>{t('admin.table.loading')}</p> : null}
    </section>
  );
}

function MemberView({ member, onChanged }: { member: MemberDetail; onChanged(): void }) {
  const t = useAdminT();
  const formatDateTime = useFormatDateTime();
  const { can } = useStaff();
  return (
    <>
      <h1>{member.name}</h1>
      <dl className="admin-member">
        <dt>{t('admin.members.phone')}</dt>
        <dd>{`+${member.callingCode} ${member.phone}`}</dd>
        <dt>{t('admin.members.email')}</dt>
        <dd>{member.email}</dd>
        <dt>{t('admin.members.level')}</dt>
        <dd>{t(`admin.members.level.${member.level}`)}</dd>
        <dt>{t('admin.members.points')}</dt>
        <dd data-testid="member-points">{member.pointsBalance}</dd>
        <dt>{t('admin.members.orders')}</dt>
        <dd>{member.orderCount}</dd>
        <dt>{t('admin.members.birthdayMonth')}</dt>
        <dd>{member.birthdayMonth ?? '—'}</dd>
        <dt>{t('admin.members.membershipExpires')}</dt>
        <dd>{member.membershipExpireDate ? formatDateTime(member.membershipExpireDate) : '—'}</dd>
        <dt>{t('admin.members.promotion')}</dt>
        <dd>{member.acceptPromotion ? t('admin.yes') : '—'}</dd>
        <dt>{t('admin.members.joined')}</dt>
        <dd>{formatDateTime(member.createdAt)}</dd>
        <dt>{t('admin.members.status')}</dt>
        <dd data-testid="member-status">
          {member.disabled
            ? `${t('admin.members.status.disabled')} (${formatDateTime(member.disabledAt)})`
            : t('admin.members.status.active')}
        </dd>
      </dl>
      {can('points') ? (
        <p>
          <Link to={`/admin/points/${member.memberId}`}>{t('admin.members.openPoints')}</Link>
        </p>
      ) : null}
      {can('members', true) ? (
        // A new form for each status: the reason typed to disable is not kept for enabling.
        <StatusForm key={String(member.disabled)} member={member} onChanged={onChanged} />
      ) : null}
    </>
  );
}

function StatusForm({ member, onChanged }: { member: MemberDetail; onChanged(): void }) {
  const t = useAdminT();
  const initial = { disabled: !member.disabled, reason: '' };
  const form = useAdminForm(memberStatusSchema, initial, (values) => ({
    disabled: !member.disabled,
    ...(values.reason === '' ? {} : { reason: values.reason }),
  }));
  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={form.onSubmit(async (input) => {
        await adminApi.request(`admin/members/${member.memberId}/status`, {
          method: 'PUT',
          auth: 'required',
          body: input,
        });
        onChanged();
      })}
    >
      {member.disabled ? null : (
        <>
          <p>{t('admin.members.disableHint')}</p>
          <FormField form={form} name="reason" label={t('admin.members.disableReason')} maxLength={200} />
        </>
      )}
      <FormActions
        form={form}
        submitLabel={t(member.disabled ? 'admin.members.enable' : 'admin.members.disable')}
      />
    </form>
  );
}

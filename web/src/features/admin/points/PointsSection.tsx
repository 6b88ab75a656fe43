import type { MemberListItem } from '@shop/domain/admin/members';
import { type MemberLedger, type PointsRecord, pointsAdjustmentSchema } from '@shop/domain/admin/points';
import { useState } from 'react';
import { Link, useParams, useRoutes } from 'react-router';
import { FormField } from '../../../components/forms/FormField.tsx';
import { Timeline } from '../history/Timeline.tsx';
import { adminApi } from '../kit/adminApi.ts';
import { DataTable } from '../kit/DataTable.tsx';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { FormActions, useAdminForm } from '../kit/schemaForm.tsx';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useStaff } from '../kit/useStaff.ts';
import { useAdminT } from '../useAdminT.ts';

/** /admin/points: find a member; /admin/points/:memberId: their balance, ledger, adjustments and timeline. */
export default function PointsSection() {
  return useRoutes([
    { index: true, element: <MemberSearchPage /> },
    { path: ':memberId', element: <LedgerPage /> },
  ]);
}

function MemberSearchPage() {
  const t = useAdminT();
  return (
    <section>
      <h1>{t('admin.section.points')}</h1>
      <DataTable<MemberListItem>
        path="admin/points/members"
        caption={t('admin.points.members')}
        searchLabel={t('admin.points.findMember')}
        rowKey={(row) => row.memberId}
        rowLink={(row) => String(row.memberId)}
        columns={[
          { key: 'name', label: t('admin.points.member'), sort: 'name', render: (row) => row.name },
          {
            key: 'phone',
            label: t('admin.points.phone'),
            sort: 'phone',
            render: (row) => `+${row.callingCode} ${row.phone}`,
          },
          {
            key: 'level',
            label: t('admin.points.level'),
            render: (row) => t(`admin.points.level.${row.level}`),
          },
        ]}
      />
    </section>
  );
}

function LedgerPage() {
  const t = useAdminT();
  const { memberId = '' } = useParams();
  const { can } = useStaff();
  const [generation, setGeneration] = useState(0);
  // The balance and name only: the records table below pages the same answer itself.
  const ledger = useAdminQuery<MemberLedger>(`admin/members/${memberId}/points`, { pageSize: 1 });
  return (
    <section>
      <p>
        <Link to="/admin/points">{t('admin.points.back')}</Link>
      </p>
      {ledger.error ? <ErrorNotice error={ledger.error} onRetry={ledger.reload} /> : null}
      {ledger.data ? (
        <>
          <h1>{t('admin.points.ledgerHeading', { name: ledger.data.name })}</h1>
          <p data-testid="points-balance">
            {`${t(`admin.points.level.${ledger.data.level}`)} · ${t('admin.points.balance', { balance: ledger.data.balance })}`}
          </p>
        </>
      ) : null}
      <Records key={generation} memberId={memberId} />
      {can('points', true) ? (
        <AdjustForm
          memberId={memberId}
          onAdjusted={() => {
            ledger.reload();
            setGeneration((n) => n + 1);
          }}
        />
      ) : null}
      <h2>{t('admin.points.timeline')}</h2>
      <Timeline key={`timeline-${generation}`} path={`admin/members/${memberId}/points/history`} />
    </section>
  );
}

function Records({ memberId }: { memberId: string }) {
  const t = useAdminT();
  const formatDateTime = useFormatDateTime();
  return (
    <DataTable<PointsRecord>
      path={`admin/members/${memberId}/points`}
      caption={t('admin.points.records')}
      rowKey={(row) => `${row.recordedAt}-${row.earnedPoint}-${row.usedPoint}-${row.reason}`}
      columns={[
        {
          key: 'at',
          label: t('admin.points.recordedAt'),
          sort: 'recordedAt',
          render: (row) => formatDateTime(row.recordedAt),
        },
        { key: 'order', label: t('admin.points.order'), render: (row) => row.orderNo ?? '' },
        {
          key: 'earned',
          label: t('admin.points.earned'),
          numeric: true,
          render: (row) => row.earnedPoint || '',
        },
        { key: 'used', label: t('admin.points.used'), numeric: true, render: (row) => row.usedPoint || '' },
        { key: 'reason', label: t('admin.points.reason'), render: (row) => row.reason ?? '' },
      ]}
    />
  );
}

const EMPTY = { points: '', reason: '' };

function AdjustForm({ memberId, onAdjusted }: { memberId: string; onAdjusted(): void }) {
  const t = useAdminT();
  const form = useAdminForm(pointsAdjustmentSchema, EMPTY);
  const [balance, setBalance] = useState<number | null>(null);
  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={form.onSubmit(async (input) => {
        const answer = await adminApi.request<{ balance: number }>(
          `admin/members/${memberId}/points/adjustments`,
          {
            method: 'POST',
            auth: 'required',
            body: input,
          },
        );
        setBalance(answer.balance);
        form.reset(EMPTY);
        onAdjusted();
      })}
    >
      <h2>{t('admin.points.adjust')}</h2>
      <FormField
        form={form}
        name="points"
        type="number"
        inputMode="numeric"
        label={t('admin.points.adjustPoints')}
      />
      <FormField form={form} name="reason" label={t('admin.points.adjustReason')} maxLength={200} />
      <FormActions form={form} submitLabel={t('admin.points.adjustSubmit')}>
        {balance !== null ? <span role="status">{t('admin.points.adjusted', { balance })}</span> : null}
      </FormActions>
    </form>
  );
}

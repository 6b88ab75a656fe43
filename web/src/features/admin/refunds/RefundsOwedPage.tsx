import type { RefundOwed } from '@shop/domain/admin/refunds';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useFormatMoney } from '../../../lib/intl.tsx';
import { adminApi } from '../kit/adminApi.ts';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { FigureTable } from '../kit/FigureTable.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { staffSession } from '../kit/session.ts';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useStaff } from '../kit/useStaff.ts';
import { useAdminT } from '../useAdminT.ts';

const REASONS = ['ALREADY_PAID', 'ORDER_CANCELED', 'ORDER_DELETED', 'CANCELED_AFTER_PAYMENT'] as const;
const isReason = (reason: string): reason is (typeof REASONS)[number] =>
  (REASONS as readonly string[]).includes(reason);

async function downloadReconciliation(): Promise<void> {
  // The staff token goes in a header, so the file comes through fetch and leaves as a blob link.
  const response = await fetch('/api/admin/refunds/reconciliation.csv', {
    headers: { authorization: `Bearer ${staffSession.current()?.token ?? ''}` },
  });
  if (!response.ok) throw new Error(`${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: 'reconciliation.csv' }).click();
  URL.revokeObjectURL(url);
}

/**
 * /admin/orders/refunds: every gateway transaction the shop owes back, oldest first, each with a button that
 * records it refunded (the refund itself is made at the gateway); and the reconciliation export.
 */
export function RefundsOwedPage() {
  const t = useAdminT();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const { can } = useStaff();
  const { data, error, reload } = useAdminQuery<{ list: RefundOwed[] }>('admin/refunds');
  const [open, setOpen] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<string | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const keyOf = (line: RefundOwed) => `${line.orderId}:${line.gatewayReference}`;
  const writer = can('orders', true);
  return (
    <section className="admin-refunds">
      <p>
        <Link to="..">{t('admin.refunds.back')}</Link>
      </p>
      <h1>{t('admin.refunds.title')}</h1>
      <p>{t('admin.refunds.intro')}</p>
      <p>
        <button type="button" onClick={() => void downloadReconciliation().catch(setFailed)}>
          {t('admin.refunds.export')}
        </button>
      </p>
      {recorded ? <p role="status">{recorded}</p> : null}
      {error || failed ? <ErrorNotice error={error ?? failed} onRetry={reload} /> : null}
      {data ? (
        <FigureTable<RefundOwed>
          caption={t('admin.refunds.caption')}
          rows={data.list}
          rowKey={keyOf}
          columns={[
            {
              label: t('admin.refunds.orderNo'),
              render: (line) => <Link to={`../${line.orderId}`}>{line.orderNo}</Link>,
            },
            { label: t('admin.refunds.owed'), numeric: true, render: (line) => formatMoney(line.owed) },
            { label: t('admin.refunds.transaction'), render: (line) => <code>{line.gatewayReference}</code> },
            { label: t('admin.refunds.channel'), render: (line) => line.channel },
            {
              label: t('admin.refunds.reason'),
              render: (line) =>
                isReason(line.reason) ? t(`admin.refunds.reason.${line.reason}`) : line.reason,
            },
            { label: t('admin.refunds.since'), render: (line) => formatDateTime(line.owedSince) },
            ...(writer
              ? [
                  {
                    label: t('admin.refunds.record'),
                    render: (line: RefundOwed) =>
                      open === keyOf(line) ? (
                        <RecordRefundForm
                          line={line}
                          onClose={() => setOpen(null)}
                          onDone={() => {
                            setOpen(null);
                            setRecorded(
                              t('admin.refunds.recorded', {
                                orderNo: line.orderNo,
                                amount: formatMoney(line.owed),
                              }),
                            );
                            reload();
                          }}
                        />
                      ) : (
                        <button
                          type="button"
                          onClick={() => {
                            setOpen(keyOf(line));
                            setRecorded(null);
                          }}
                        >
                          {t('admin.refunds.record')}
                        </button>
                      ),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
    </section>
  );
}

/** The whole amount owed, with a note the accounts can read; the version read goes with it (409 if changed). */
function RecordRefundForm({ line, onClose, onDone }: { line: RefundOwed; onClose(): void; onDone(): void }) {
  const t = useAdminT();
  const formatMoney = useFormatMoney();
  const [note, setNote] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await adminApi.request('admin/refunds/record', {
        auth: 'required',
        method: 'POST',
        body: {
          orderId: line.orderId,
          gatewayReference: line.gatewayReference,
          expectedVersion: line.version,
          amount: (line.owed / 100).toFixed(2),
          note,
        },
      });
      onDone();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="admin-refund-form" onSubmit={(event) => void submit(event)}>
      <label>
        {t('admin.refunds.note')}
        <input required maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="submit" disabled={busy}>
        {t('admin.refunds.confirm', { amount: formatMoney(line.owed) })}
      </button>
      <button type="button" onClick={onClose}>
        {t('admin.refunds.cancel')}
      </button>
      {error ? <ErrorNotice error={error} /> : null}
    </form>
  );
}

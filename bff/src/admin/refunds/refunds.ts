import type { RefundOwed } from '@shop/domain/admin/refunds';
import type { Queryable } from '@shop/projections/ports/db';
import { toCsv } from '../reports/reports.ts';

/**
 * Every gateway transaction the shop still owes back, oldest first: the order_payments read model's rows
 * with something owed, with the order's revision for the staff's refund form.
 */
export async function listRefundsOwed(db: Queryable): Promise<RefundOwed[]> {
  const { rows } = await db.query<{
    order_id: string;
    order_no: string;
    gateway_reference: string;
    channel: string;
    kind: string;
    reason: string | null;
    amount: string;
    owed: string;
    owed_since: string;
    revision: string;
  }>(
    `select p.order_id, p.order_no, p.gateway_reference, p.channel, p.kind, p.reason, p.amount, p.owed,
       to_json(p.owed_since) #>> '{}' as owed_since, o.revision
     from order_payments p join orders o on o.order_id = p.order_id
     where p.owed > 0
     order by p.owed_since, p.order_id, p.gateway_reference
     limit 1000`,
  );
  return rows.map((row) => ({
    orderId: Number(row.order_id),
    orderNo: row.order_no,
    gatewayReference: row.gateway_reference,
    channel: row.channel,
    reason: row.kind === 'paid' ? 'CANCELED_AFTER_PAYMENT' : (row.reason ?? 'ORDER_CANCELED'),
    amount: Number(row.amount),
    owed: Number(row.owed),
    owedSince: row.owed_since,
    version: Number(row.revision),
  }));
}

const dollars = (cents: string | number | null) => (cents === null ? '' : (Number(cents) / 100).toFixed(2));

/**
 * The reconciliation export: one line per gateway transaction, from the gateway's messages the shop acted
 * on and the payments recorded on the orders (a payment recorded without a message, from an import, still
 * shows), oldest first, so a merchant can tick the gateway's statement off line by line.
 */
export async function reconciliationCsv(db: Queryable): Promise<string> {
  const { rows } = await db.query<{
    at: string;
    channel: string;
    transaction_id: string;
    order_no: string | null;
    decision: string | null;
    reason_code: string | null;
    amount: string | null;
    currency: string | null;
    outcome: string | null;
    kind: string | null;
    paid_amount: string | null;
    owed: string | null;
    refunded: string | null;
  }>(
    `select to_json(coalesce(n.received_at, p.received_at)) #>> '{}' as at,
       coalesce(n.channel, p.channel) as channel, coalesce(n.transaction_id, p.gateway_reference) as transaction_id,
       coalesce(p.order_no, o.order_no) as order_no, n.decision, n.reason_code,
       coalesce(n.amount, p.amount) as amount, coalesce(n.currency, 'HKD') as currency, n.outcome, p.kind,
       p.amount as paid_amount, p.owed, p.refunded
     from payment_notifications n
     full join order_payments p on p.order_id = n.order_id and p.gateway_reference = n.transaction_id
     left join orders o on o.order_id = coalesce(n.order_id, p.order_id)
     order by at, transaction_id`,
  );
  return toCsv(
    [
      'date',
      'channel',
      'transaction_id',
      'order_no',
      'decision',
      'reason_code',
      'amount_hkd',
      'currency',
      'result',
      'refund_owed_hkd',
      'refunded_hkd',
    ],
    rows.map((row) => [
      row.at,
      row.channel,
      row.transaction_id,
      row.order_no ?? '',
      row.decision ?? 'ACCEPT',
      row.reason_code ?? '',
      dollars(row.amount),
      row.currency ?? 'HKD',
      resultOf(row),
      dollars(row.owed ?? 0),
      dollars(row.refunded ?? 0),
    ]),
  );
}

/** What the transaction did: its payment's standing when it took money, else what the message decided. */
function resultOf(row: {
  decision: string | null;
  outcome: string | null;
  kind: string | null;
  paid_amount: string | null;
  owed: string | null;
  refunded: string | null;
}): string {
  if (row.kind !== null) {
    const refunded = Number(row.refunded);
    if (refunded > 0) return refunded >= Number(row.paid_amount) ? 'refunded' : 'partly refunded';
    return Number(row.owed) > 0 || row.kind === 'unwanted' ? 'refund owed' : 'paid';
  }
  if (row.decision === 'CANCEL') return 'canceled at gateway';
  if (row.decision !== 'ACCEPT') return 'declined';
  // An accepted message no payment row holds (yet): the projection has not caught up, or it changed nothing.
  return row.outcome === 'repeated' || row.outcome === 'ignored' ? row.outcome : 'pending';
}

import type { RecordedEvent } from '@shop/domain/events';
import {
  type OrderEvent,
  type OrderEventData,
  type OrderEventType,
  orderEvents,
} from '@shop/domain/orders/orderEvents';
import type { Queryable } from '../ports/db.ts';
import { defineReadModel, type TableNames } from '../runner/readModel.ts';

type Table = 'order_payments';
type Tables = TableNames<Table>;

function dataOf<Type extends OrderEventType>(event: RecordedEvent, type: Type): OrderEventData<Type> {
  const decoded: OrderEvent = orderEvents.decode(event);
  if (decoded.type !== type) throw new Error(`Expected ${type}, got ${decoded.type}`);
  return decoded.data as OrderEventData<Type>;
}

/** One stored row: amounts in cents as Postgres returns bigint. */
interface PaymentRow {
  gateway_reference: string;
  owed: string | number;
  refunded: string | number;
}

/**
 * Runs `apply` once per order event: every row of an order keeps the stream revision of the last event
 * applied to the order, and an event at or below it (a replay, a replica that lost a race) changes nothing.
 * The stream holds one order's events in order, so its revision is a complete guard.
 */
async function once(
  tx: Queryable,
  tables: Tables,
  event: RecordedEvent,
  orderId: number,
  apply: () => Promise<void>,
): Promise<void> {
  const t = tables.order_payments;
  const seen = await tx.query<{ revision: string | null }>(
    `select max(revision)::text as revision from ${t} where order_id = $1`,
    [orderId],
  );
  const revision = seen.rows[0]?.revision;
  if (revision !== null && revision !== undefined && BigInt(revision) >= event.streamRevision) return;
  await apply();
  await tx.query(`update ${t} set revision = $2 where order_id = $1`, [
    orderId,
    String(event.streamRevision),
  ]);
}

async function insertPayment(
  tx: Queryable,
  tables: Tables,
  event: RecordedEvent,
  row: {
    orderId: number;
    orderNo: string;
    gatewayReference: string;
    channel: string;
    amount: number;
    kind: 'paid' | 'unwanted';
    reason: string | null;
    receivedAt: string;
  },
): Promise<void> {
  const owed = row.kind === 'unwanted' ? row.amount : 0;
  await tx.query(
    `insert into ${tables.order_payments} (order_id, gateway_reference, order_no, channel, kind, reason, amount,
       received_at, owed, owed_since, refunded, revision)
     values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9::bigint,
       case when $9::bigint > 0 then $8::timestamptz end, 0, $10)
     on conflict (order_id, gateway_reference) do nothing`,
    [
      row.orderId,
      row.gatewayReference,
      row.orderNo,
      row.channel,
      row.kind,
      row.reason,
      row.amount,
      row.receivedAt,
      owed,
      String(event.streamRevision),
    ],
  );
}

/**
 * Every payment the gateway took for an order, one row per gateway transaction (docs/payments.md,
 * "Unwanted payments and refunds owed"): the payment that paid it and every unwanted one (a second capture,
 * money after cancellation), what each still owes back (`owed`, since `owed_since`) and what was refunded
 * against it. The back office's refunds-owed list is its rows with `owed > 0`; the reconciliation export
 * joins it to the gateway messages. A refund goes to the transaction staff named first, then to the oldest
 * owed, so the rows' owed add up to the order's refund due.
 */
export const orderPaymentsReadModel = defineReadModel<Table>({
  name: 'orderPayments',
  tables: ['order_payments'],

  async createTables(tx, tables) {
    const t = tables.order_payments;
    await tx.exec(`
      create table if not exists ${t} (
        order_id bigint not null,
        gateway_reference text not null,
        order_no text not null,
        channel text not null,
        kind text not null,
        reason text,
        amount bigint not null,
        received_at timestamptz not null,
        owed bigint not null,
        owed_since timestamptz,
        refunded bigint not null,
        revision bigint not null,
        constraint ${t}_pkey primary key (order_id, gateway_reference)
      );
      create index if not exists ${t}_owed_idx on ${t} (owed_since, order_id) where owed > 0;
    `);
  },

  handlers: {
    async PaymentConfirmed(event, tx, tables) {
      const data = dataOf(event, 'PaymentConfirmed');
      await once(tx, tables, event, data.orderId, () =>
        insertPayment(tx, tables, event, {
          ...data,
          kind: 'paid',
          reason: null,
          receivedAt: event.metadata.occurredAt,
        }),
      );
    },
    async UnwantedPaymentReceived(event, tx, tables) {
      const data = dataOf(event, 'UnwantedPaymentReceived');
      await once(tx, tables, event, data.orderId, () =>
        insertPayment(tx, tables, event, {
          ...data,
          kind: 'unwanted',
          receivedAt: event.metadata.occurredAt,
        }),
      );
    },
    async PaymentReceivedAfterCancellation(event, tx, tables) {
      const data = dataOf(event, 'PaymentReceivedAfterCancellation');
      await once(tx, tables, event, data.orderId, () =>
        insertPayment(tx, tables, event, {
          ...data,
          kind: 'unwanted',
          reason: 'ORDER_CANCELED',
          receivedAt: event.metadata.occurredAt,
        }),
      );
    },
    // A cancelled order owes back what it still holds: the cancellation's share goes on its payment's row.
    async OrderCanceled(event, tx, tables) {
      const { orderId, refundDue } = dataOf(event, 'OrderCanceled');
      await once(tx, tables, event, orderId, async () => {
        if (refundDue <= 0) return;
        await tx.query(
          `update ${tables.order_payments}
           set owed = owed + $2::bigint, owed_since = coalesce(owed_since, $3::timestamptz)
           where order_id = $1 and kind = 'paid'`,
          [orderId, refundDue, event.metadata.occurredAt],
        );
      });
    },
    async RefundRecorded(event, tx, tables) {
      const { orderId, amount, gatewayReference } = dataOf(event, 'RefundRecorded');
      await once(tx, tables, event, orderId, async () => {
        const t = tables.order_payments;
        const { rows } = await tx.query<PaymentRow>(
          `select gateway_reference, owed, refunded from ${t} where order_id = $1
           order by gateway_reference = $2 desc, owed_since nulls last, received_at, gateway_reference`,
          [orderId, gatewayReference ?? ''],
        );
        for (const { gatewayReference: reference, owed, refunded } of allocateRefund(rows, amount)) {
          await tx.query(
            `update ${t} set owed = $3::bigint, refunded = $4::bigint,
               owed_since = case when $3::bigint = 0 then null else owed_since end
             where order_id = $1 and gateway_reference = $2`,
            [orderId, reference, owed, refunded],
          );
        }
      });
    },
  },
});

/**
 * Spreads a refund over an order's payments in the order given (the named transaction first, then the
 * oldest owed): each takes what it owes; what is left (a refund of a payment nobody owed, a goodwill
 * refund) is counted as refunded on the first row.
 */
export function allocateRefund(
  rows: readonly PaymentRow[],
  amount: number,
): { gatewayReference: string; owed: number; refunded: number }[] {
  let left = amount;
  const result = rows.map((row) => {
    const owed = Number(row.owed);
    const take = Math.min(owed, left);
    left -= take;
    return {
      gatewayReference: row.gateway_reference,
      owed: owed - take,
      refunded: Number(row.refunded) + take,
    };
  });
  if (left > 0 && result[0]) result[0].refunded += left;
  return result;
}

import type { RecordedEvent } from '@shop/domain/events';
import {
  pointsAdjustedSchema,
  pointsEarnedSchema,
  pointsEventDefinitions,
  pointsExpiredSchema,
  pointsRedeemedSchema,
  pointsRefundedSchema,
  pointsReversedSchema,
  purchaseCanceledSchema,
  purchaseRecordedSchema,
  vipLapsedSchema,
  vipUpgradedSchema,
} from '@shop/domain/points/pointsEvents';
import { pointsPayload } from '../pointsPayload.ts';
import type { Queryable } from '../ports/db.ts';
import { defineReadModel, type TableNames } from '../runner/readModel.ts';
import { applyMemberPointsBatch, type PointsStep } from './memberPointsBatch.ts';

type Table = 'member_points' | 'member_point_records';

/** One line of a member's points history, as the record tables hold it. */
export interface PointsRecord {
  memberId: number;
  orderId: number | null;
  orderNo: string | null;
  usedPoint: number;
  earnedPoint: number;
  reason: string | null;
}

/** How one event moves a member's figures; every field absent means "unchanged". */
export interface LedgerChange {
  points?: number;
  spend?: number;
  /** A lapse starts the VIP spend count again. */
  resetSpend?: boolean;
  level?: 'ordinary' | 'vip';
}

/**
 * Moves the member's balance, paid spend and level once per event: the row keeps the revision of the last
 * event of `points-{memberId}` applied, and an event at or below it (a replay, a replica that lost a race)
 * changes nothing. The stream holds one member's events in order, so its revision is a complete guard.
 */
async function applyChange(
  tx: Queryable,
  tables: TableNames<Table>,
  event: RecordedEvent,
  memberId: number,
  change: LedgerChange,
): Promise<void> {
  const t = tables.member_points;
  await tx.query(
    `insert into ${t} (member_id, valid_points, paid_spend, ledger_level, revision, updated_at)
     values ($1, $2, greatest($3::bigint, 0), coalesce($5, 'ordinary'), $6, $7)
     on conflict (member_id) do update set
       valid_points = ${t}.valid_points + excluded.valid_points,
       paid_spend = case when $4 then 0 else greatest(${t}.paid_spend + $3::bigint, 0) end,
       ledger_level = coalesce($5, ${t}.ledger_level),
       revision = excluded.revision,
       updated_at = greatest(${t}.updated_at, excluded.updated_at)
     where ${t}.revision < excluded.revision`,
    [
      memberId,
      change.points ?? 0,
      change.spend ?? 0,
      change.resetSpend ?? false,
      change.level ?? null,
      String(event.streamRevision),
      event.metadata.occurredAt,
    ],
  );
}

/** Writes the history line, once: its event_id is unique. */
async function record(
  tx: Queryable,
  tables: TableNames<Table>,
  event: RecordedEvent,
  line: PointsRecord,
): Promise<void> {
  await tx.query(
    `insert into ${tables.member_point_records}
       (event_id, member_id, order_id, order_no, recorded_at, used_point, earned_point, reason)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (event_id) do nothing`,
    [
      event.eventId,
      line.memberId,
      line.orderId,
      line.orderNo,
      event.metadata.occurredAt,
      line.usedPoint,
      line.earnedPoint,
      line.reason,
    ],
  );
}

const line = (record: PointsRecord): PointsStep => ({
  memberId: record.memberId,
  record,
  change: { points: record.earnedPoint - record.usedPoint },
});

/** What a points event does to the read model: a history line and a move of the balance, or a ledger change. */
function pointsStepOf(event: RecordedEvent): PointsStep | null {
  switch (event.type) {
    case 'PointsEarned': {
      const data = pointsPayload(event, pointsEarnedSchema);
      return line({
        memberId: data.memberId,
        orderId: data.orderId,
        orderNo: data.orderNo,
        usedPoint: 0,
        earnedPoint: data.points,
        reason: data.reason,
      });
    }
    case 'PointsRedeemed': {
      const data = pointsPayload(event, pointsRedeemedSchema);
      return line({
        memberId: data.memberId,
        orderId: data.orderId,
        orderNo: data.orderNo,
        usedPoint: data.points,
        earnedPoint: 0,
        reason: null,
      });
    }
    case 'PointsExpired': {
      const data = pointsPayload(event, pointsExpiredSchema);
      return line({
        memberId: data.memberId,
        orderId: null,
        orderNo: null,
        usedPoint: data.points,
        earnedPoint: 0,
        reason: data.reason,
      });
    }
    case 'PointsRefunded': {
      const data = pointsPayload(event, pointsRefundedSchema);
      return line({
        memberId: data.memberId,
        orderId: data.orderId,
        orderNo: data.orderNo,
        usedPoint: 0,
        earnedPoint: data.points,
        reason: 'ORDER_CANCELED_REFUND',
      });
    }
    case 'PointsReversed': {
      const data = pointsPayload(event, pointsReversedSchema);
      return line({
        memberId: data.memberId,
        orderId: data.orderId,
        orderNo: data.orderNo,
        usedPoint: data.points,
        earnedPoint: 0,
        reason: 'ORDER_CANCELED_REVERSAL',
      });
    }
    case 'PurchaseRecorded': {
      const data = pointsPayload(event, purchaseRecordedSchema);
      return { memberId: data.memberId, record: null, change: { spend: data.spend } };
    }
    case 'PurchaseCanceled': {
      const data = pointsPayload(event, purchaseCanceledSchema);
      return { memberId: data.memberId, record: null, change: { spend: -data.spend } };
    }
    case 'VipUpgraded': {
      const data = pointsPayload(event, vipUpgradedSchema);
      return { memberId: data.memberId, record: null, change: { level: 'vip' } };
    }
    case 'VipLapsed': {
      const data = pointsPayload(event, vipLapsedSchema);
      return { memberId: data.memberId, record: null, change: { level: 'ordinary', resetSpend: true } };
    }
    case 'PointsAdjusted': {
      // A staff correction: a line with the staff member's reason, earned when positive, used when negative.
      const data = pointsPayload(event, pointsAdjustedSchema);
      return line({
        memberId: data.memberId,
        orderId: null,
        orderNo: null,
        usedPoint: Math.max(-data.points, 0),
        earnedPoint: Math.max(data.points, 0),
        reason: data.reason,
      });
    }
    default:
      return null;
  }
}

/**
 * Each member's valid points and the history behind them, the paid spend counted towards VIP and the level
 * the ledger last recorded, from the `points-{memberId}` streams (docs/orders.md, "Reading orders").
 */
export const memberPointsReadModel = defineReadModel<Table>({
  name: 'memberPoints',
  tables: ['member_points', 'member_point_records'],

  async createTables(tx, tables) {
    const records = tables.member_point_records;
    await tx.exec(`
      create table if not exists ${tables.member_points} (
        member_id bigint primary key,
        valid_points integer not null,
        updated_at timestamptz not null,
        paid_spend bigint not null default 0,
        ledger_level text not null default 'ordinary',
        revision bigint not null default -1
      );
`);
    // Tables made before the ledger's spend, level and cancellation events gain the columns in place; the
    // check first spares every start an exclusive lock on a table the cart reads.
    const upgraded = await tx.query(
      `select 1 from information_schema.columns
       where table_schema = current_schema() and table_name = $1 and column_name = 'revision'`,
      [tables.member_points],
    );
    if (upgraded.rows.length === 0)
      await tx.exec(`
        alter table ${tables.member_points}
          add column if not exists paid_spend bigint not null default 0,
          add column if not exists ledger_level text not null default 'ordinary',
          add column if not exists revision bigint not null default -1;
      `);
    await tx.exec(`
      create table if not exists ${records} (
        event_id uuid not null constraint ${records}_event_id_key unique,
        member_id bigint not null,
        order_id bigint,
        order_no text,
        recorded_at timestamptz not null,
        used_point integer not null default 0,
        earned_point integer not null default 0,
        reason text
      );
      create index if not exists ${records}_member_idx on ${records} (member_id, recorded_at desc);
    `);
  },

  // A handler for each points event the domain defines; pointsStepOf says what each does.
  handlers: Object.fromEntries(
    Object.keys(pointsEventDefinitions).map((type) => [
      type,
      async (event: RecordedEvent, tx: Queryable, tables: TableNames<Table>) => {
        const step = pointsStepOf(event);
        if (!step) return;
        if (step.record) await record(tx, tables, event, step.record);
        await applyChange(tx, tables, event, step.memberId, step.change);
      },
    ]),
  ),

  applyBatch: (events, tx, tables) => applyMemberPointsBatch(events, tx, tables, pointsStepOf),
});

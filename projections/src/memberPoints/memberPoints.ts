import type { RecordedEvent } from '@shop/domain/events';
import {
  POINTS_EVENTS_SCHEMA_VERSION,
  pointsEarnedSchema,
  pointsExpiredSchema,
  pointsRedeemedSchema,
} from '@shop/domain/points/pointsEvents';
import type { Queryable } from '../ports/db.ts';
import { defineReadModel, type TableNames } from '../runner/readModel.ts';

type Table = 'member_points' | 'member_point_records';

/** One line of a member's points history, as the record tables hold it. */
interface PointsRecord {
  memberId: number;
  orderId: number | null;
  orderNo: string | null;
  usedPoint: number;
  earnedPoint: number;
  reason: string | null;
}

function payloadOf<T>(event: RecordedEvent, schema: { parse(data: unknown): T }): T {
  if (event.schemaVersion !== POINTS_EVENTS_SCHEMA_VERSION)
    throw new Error(`${event.type} schema version ${event.schemaVersion} has no upcaster`);
  return schema.parse(event.data);
}

/**
 * Writes the record line and moves the balance, once per event: the record's unique event_id decides
 * whether this event was already applied, and the balance only moves when the record is new.
 */
async function record(
  tx: Queryable,
  tables: TableNames<Table>,
  event: RecordedEvent,
  line: PointsRecord,
): Promise<void> {
  const inserted = await tx.query(
    `insert into ${tables.member_point_records}
       (event_id, member_id, order_id, order_no, recorded_at, used_point, earned_point, reason)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (event_id) do nothing
     returning event_id`,
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
  if (inserted.rows.length === 0) return;
  const t = tables.member_points;
  await tx.query(
    `insert into ${t} (member_id, valid_points, updated_at) values ($1, $2, $3)
     on conflict (member_id) do update set valid_points = ${t}.valid_points + excluded.valid_points,
       updated_at = greatest(${t}.updated_at, excluded.updated_at)`,
    [line.memberId, line.earnedPoint - line.usedPoint, event.metadata.occurredAt],
  );
}

/** Each member's valid points and the history behind them, from the `points-{memberId}` streams. */
export const memberPointsReadModel = defineReadModel<Table>({
  name: 'memberPoints',
  tables: ['member_points', 'member_point_records'],

  async createTables(tx, tables) {
    const records = tables.member_point_records;
    await tx.exec(`
      create table if not exists ${tables.member_points} (
        member_id bigint primary key,
        valid_points integer not null,
        updated_at timestamptz not null
      );
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

  handlers: {
    async PointsEarned(event, tx, tables) {
      const data = payloadOf(event, pointsEarnedSchema);
      await record(tx, tables, event, {
        memberId: data.memberId,
        orderId: data.orderId,
        orderNo: data.orderNo,
        usedPoint: 0,
        earnedPoint: data.points,
        reason: data.reason,
      });
    },
    async PointsRedeemed(event, tx, tables) {
      const data = payloadOf(event, pointsRedeemedSchema);
      await record(tx, tables, event, {
        memberId: data.memberId,
        orderId: data.orderId,
        orderNo: data.orderNo,
        usedPoint: data.points,
        earnedPoint: 0,
        reason: null,
      });
    },
    async PointsExpired(event, tx, tables) {
      const data = payloadOf(event, pointsExpiredSchema);
      await record(tx, tables, event, {
        memberId: data.memberId,
        orderId: null,
        orderNo: null,
        usedPoint: data.points,
        earnedPoint: 0,
        reason: data.reason,
      });
    },
  },
});

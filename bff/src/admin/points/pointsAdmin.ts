import type { ListQuery } from '@shop/domain/admin/listing';
import type {
  MemberLedger,
  POINTS_RECORD_SORTS,
  PointsAdjustmentForm,
  PointsRecord,
} from '@shop/domain/admin/points';
import { DomainError } from '@shop/domain/errors';
import type { EventMetadata } from '@shop/domain/events';
import { pointsDecider } from '@shop/domain/points/decide';
import { pointsEvents, pointsStreamId } from '@shop/domain/points/pointsEvents';
import type { Queryable } from '@shop/projections/ports/db';
import type { AppendResult, EventStore } from '@shop/projections/ports/eventStore';
import { runStreamCommand } from '../../eventSourcing/streamCommand.ts';
import type { AdminChange } from '../audit.ts';
import { listPage } from '../listing.ts';

type RecordSort = (typeof POINTS_RECORD_SORTS)[number];

interface LedgerOwner {
  memberId: number;
  name: string;
  levelId: number;
}

async function ledgerOwner(db: Queryable, memberId: number): Promise<LedgerOwner> {
  const { rows } = await db.query<{ firstname: string; lastname: string; member_level_id: number }>(
    'select firstname, lastname, member_level_id from members where member_id = $1',
    [memberId],
  );
  const row = rows[0];
  if (!row) throw new DomainError('MEMBER_NOT_FOUND', '找不到會員 Member not found.');
  return { memberId, name: `${row.lastname} ${row.firstname}`.trim(), levelId: row.member_level_id };
}

/** A member's balance and a page of their points records, from the memberPoints read model. */
export async function memberLedger(
  db: Queryable,
  memberId: number,
  query: ListQuery<RecordSort>,
): Promise<MemberLedger> {
  const owner = await ledgerOwner(db, memberId);
  const [balance, page] = await Promise.all([
    db.query<{ valid_points: number | string }>(
      'select valid_points from member_points where member_id = $1',
      [memberId],
    ),
    listPage<
      {
        recorded_at: Date | string;
        order_id: number | string | null;
        order_no: string | null;
        earned_point: number;
        used_point: number;
        reason: string | null;
      },
      PointsRecord,
      RecordSort
    >(db, query, {
      select: 'recorded_at, order_id, order_no, earned_point, used_point, reason',
      from: 'member_point_records where member_id = $1',
      params: [memberId],
      columns: { recordedAt: 'recorded_at' },
      tieBreak: 'event_id',
      toItem: (row) => ({
        recordedAt: new Date(row.recorded_at).toISOString(),
        orderId: row.order_id === null ? null : Number(row.order_id),
        orderNo: row.order_no,
        earnedPoint: row.earned_point,
        usedPoint: row.used_point,
        reason: row.reason,
      }),
    }),
  ]);
  return {
    memberId,
    name: owner.name,
    level: owner.levelId === 2 ? 'vip' : 'ordinary',
    balance: Number(balance.rows[0]?.valid_points ?? 0),
    ...page,
  };
}

/**
 * A staff adjustment, appended as PointsAdjusted on `points-{memberId}` inside the caller's transaction (the
 * audit row commits with it). The points decider refuses a balance below zero; a VIP whose level predates
 * the ledger is moved onto it first (GrantVip), as placement and the VIP lapse do.
 */
export async function adjustPoints(
  tx: Queryable,
  eventStore: EventStore,
  input: { memberId: number; form: PointsAdjustmentForm; metadata: EventMetadata; now: Date },
): Promise<{ result: { balance: number; appended: AppendResult | null }; change: AdminChange }> {
  const { memberId, form, metadata, now } = input;
  const owner = await ledgerOwner(tx, memberId);
  const stream = {
    eventStore,
    decider: pointsDecider,
    codec: pointsEvents,
    streamId: pointsStreamId(memberId),
    metadata,
    now,
    tx,
  };
  // Only a ledger that never recorded a level takes the members row's word (as the VIP lapse does,
  // members/vipLapse.ts): one that lapsed must not be upgraded again by a row the sweeper has yet to correct.
  const recorded = await eventStore.readStream(stream.streamId, { tx });
  const neverLevelled = !recorded.some((event) => event.type === 'VipUpgraded' || event.type === 'VipLapsed');
  const granted =
    owner.levelId === 2 && neverLevelled
      ? await runStreamCommand({ ...stream, command: { type: 'GrantVip', data: { memberId } } })
      : null;
  const adjusted = await runStreamCommand({
    ...stream,
    command: { type: 'AdjustPoints', data: { memberId, points: form.points, reason: form.reason } },
  });
  const balance = adjusted.state.balance;
  return {
    result: { balance, appended: adjusted.appended ?? granted?.appended ?? null },
    change: {
      section: 'points',
      action: 'points.adjusted',
      entityId: memberId,
      before: { balance: balance - form.points },
      after: { balance, points: form.points, reason: form.reason },
    },
  };
}

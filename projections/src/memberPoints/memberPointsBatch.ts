import type { RecordedEvent } from '@shop/domain/events';
import type { Queryable } from '../ports/db.ts';
import type { TableNames } from '../runner/readModel.ts';
import type { LedgerChange, PointsRecord } from './memberPoints.ts';

type Tables = TableNames<'member_points' | 'member_point_records'>;

/** What one event does to the read model: a history line (perhaps) and a change of the member's figures. */
export interface PointsStep {
  memberId: number;
  record: PointsRecord | null;
  change: LedgerChange;
}

interface MemberState {
  valid_points: number;
  paid_spend: number;
  ledger_level: string;
  revision: number;
  /** When each event applied in this batch happened: the row keeps the latest of them and its own. */
  occurred_at: string[];
  changed: boolean;
}

async function loadMembers(
  tx: Queryable,
  tables: Tables,
  memberIds: number[],
): Promise<Map<number, MemberState>> {
  const stored = await tx.query<{
    member_id: number;
    valid_points: number;
    paid_spend: number;
    ledger_level: string;
    revision: number;
  }>(
    `select member_id, valid_points, paid_spend, ledger_level, revision from ${tables.member_points}
     where member_id = any($1::bigint[])`,
    [memberIds],
  );
  return new Map(
    stored.rows.map((row) => [
      Number(row.member_id),
      {
        valid_points: row.valid_points,
        paid_spend: Number(row.paid_spend),
        ledger_level: row.ledger_level,
        revision: Number(row.revision),
        occurred_at: [],
        changed: false,
      },
    ]),
  );
}

/** The handlers' upsert in memory: a new row takes the change as it is, a stored one only a later revision. */
function applyChange(members: Map<number, MemberState>, step: PointsStep, recorded: RecordedEvent): void {
  const { memberId, change } = step;
  const revision = Number(recorded.streamRevision);
  const member = members.get(memberId);
  if (!member) {
    members.set(memberId, {
      valid_points: change.points ?? 0,
      paid_spend: Math.max(change.spend ?? 0, 0),
      ledger_level: change.level ?? 'ordinary',
      revision,
      occurred_at: [recorded.metadata.occurredAt],
      changed: true,
    });
    return;
  }
  if (member.revision >= revision) return;
  member.valid_points += change.points ?? 0;
  member.paid_spend = change.resetSpend ? 0 : Math.max(member.paid_spend + (change.spend ?? 0), 0);
  member.ledger_level = change.level ?? member.ledger_level;
  member.revision = revision;
  member.occurred_at.push(recorded.metadata.occurredAt);
  member.changed = true;
}

/**
 * The member points read model's batch: reads the balances of the members it touches in one statement,
 * folds the events over them in memory with the handlers' rules, then writes the history lines and the
 * balances with one statement each. `stepOf` decodes an event (null: not this read model's).
 */
export async function applyMemberPointsBatch(
  events: readonly RecordedEvent[],
  tx: Queryable,
  tables: Tables,
  stepOf: (event: RecordedEvent) => PointsStep | null,
): Promise<void> {
  const steps = events.flatMap((recorded) => {
    const step = stepOf(recorded);
    return step ? [{ step, recorded }] : [];
  });
  if (steps.length === 0) return;
  const members = await loadMembers(tx, tables, [...new Set(steps.map(({ step }) => step.memberId))]);
  const records = new Map<string, Record<string, unknown>>();
  for (const { step, recorded } of steps) {
    if (step.record && !records.has(recorded.eventId))
      records.set(recorded.eventId, {
        event_id: recorded.eventId,
        member_id: step.record.memberId,
        order_id: step.record.orderId,
        order_no: step.record.orderNo,
        recorded_at: recorded.metadata.occurredAt,
        used_point: step.record.usedPoint,
        earned_point: step.record.earnedPoint,
        reason: step.record.reason,
      });
    applyChange(members, step, recorded);
  }

  if (records.size > 0)
    await tx.query(
      `insert into ${tables.member_point_records}
         (event_id, member_id, order_id, order_no, recorded_at, used_point, earned_point, reason)
       select event_id, member_id, order_id, order_no, recorded_at, used_point, earned_point, reason
       from json_to_recordset($1::json) as r(event_id uuid, member_id bigint, order_id bigint, order_no text,
         recorded_at timestamptz, used_point integer, earned_point integer, reason text)
       on conflict (event_id) do nothing`,
      [JSON.stringify([...records.values()])],
    );
  const changed = [...members.entries()]
    .filter(([, member]) => member.changed)
    .map(([memberId, { changed, ...member }]) => ({ member_id: memberId, ...member }));
  if (changed.length === 0) return;
  // Postgres compares the times, as the handlers' greatest() does: exact whatever their offset or precision.
  const t = tables.member_points;
  await tx.query(
    `insert into ${t} (member_id, valid_points, paid_spend, ledger_level, revision, updated_at)
     select member_id, valid_points, paid_spend, ledger_level, revision,
       (select max(at::timestamptz) from json_array_elements_text(occurred_at) as at)
     from json_to_recordset($1::json) as r(member_id bigint, valid_points integer, paid_spend bigint,
       ledger_level text, revision bigint, occurred_at json)
     on conflict (member_id) do update set valid_points = excluded.valid_points,
       paid_spend = excluded.paid_spend, ledger_level = excluded.ledger_level, revision = excluded.revision,
       updated_at = greatest(${t}.updated_at, excluded.updated_at)`,
    [JSON.stringify(changed)],
  );
}

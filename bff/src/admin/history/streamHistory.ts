import type { HistoryStep, StreamHistory } from '@shop/domain/admin/history';
import { DomainError } from '@shop/domain/errors';
import type { RecordedEvent } from '@shop/domain/events';
import { entriesAsOf, replay, type StreamEntry } from '@shop/domain/history/replay';
import { evolveOrder, initialOrderState, type OrderState } from '@shop/domain/orders/order';
import { type OrderEvent, orderEvents, orderStreamId } from '@shop/domain/orders/orderEvents';
import { type PointsEvent, pointsEvents, pointsStreamId } from '@shop/domain/points/pointsEvents';
import { evolvePointsLedger, initialPointsLedger, type PointsLedger } from '@shop/domain/points/pointsLedger';
import type { Queryable } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';

interface Aggregate<Event extends { type: string }, State> {
  decode(recorded: Pick<RecordedEvent, 'type' | 'schemaVersion' | 'data'>): Event;
  evolve(state: State, event: Event): State;
  initial(): State;
  /** The state as a step shows it (the steps' `changes` are still taken over the whole state). */
  shown(state: State): unknown;
}

const order: Aggregate<OrderEvent, OrderState> = {
  decode: orderEvents.decode,
  evolve: evolveOrder,
  initial: initialOrderState,
  shown: (state) => state,
};
const points: Aggregate<PointsEvent, PointsLedger> = {
  decode: pointsEvents.decode,
  evolve: evolvePointsLedger,
  initial: initialPointsLedger,
  // The ledger's memory of every order it saw (kept so a payment or cancellation counts once) grows with
  // the member's history: repeated in every step it would make a long ledger's answer quadratic in size.
  // Each step's `changes` still names the order entry it touched (`orders.123.earned`).
  shown: ({ orders: _orders, ...figures }) => figures,
};

/** Staff and members named in a timeline: "shipped by 陳美 May" reads better than "staff 7". */
async function actorNames(db: Queryable, steps: readonly { actor: { kind: string; id: string } }[]) {
  const idsOf = (kind: string) => [
    ...new Set(
      steps
        .filter((step) => step.actor.kind === kind && /^[1-9][0-9]{0,17}$/.test(step.actor.id))
        .map((step) => step.actor.id),
    ),
  ];
  const staffIds = idsOf('staff');
  const memberIds = idsOf('member');
  const names = new Map<string, string>();
  if (staffIds.length > 0) {
    const { rows } = await db.query<{ id: string; name: string }>(
      'select staff_id::text as id, display_name as name from staff where staff_id::text = any($1)',
      [staffIds],
    );
    for (const row of rows) names.set(`staff:${row.id}`, row.name);
  }
  if (memberIds.length > 0) {
    const { rows } = await db.query<{ id: string; name: string }>(
      `select member_id::text as id, trim(lastname || ' ' || firstname) as name from members
       where member_id::text = any($1)`,
      [memberIds],
    );
    for (const row of rows) names.set(`member:${row.id}`, row.name);
  }
  return names;
}

/**
 * Reads the stream from the event store (never a read model), folds it step by step with the aggregate's
 * own `evolve`, and keeps the steps up to `asOf` when asked. Null when the stream has no event by then.
 */
async function streamHistory<Event extends { type: string }, State>(
  deps: { db: Queryable; eventStore: EventStore },
  streamId: string,
  aggregate: Aggregate<Event, State>,
  asOf: Date | null,
): Promise<StreamHistory | null> {
  const recorded = await deps.eventStore.readStream(streamId);
  const entries: StreamEntry<Event>[] = recorded.map((event) => ({
    position: Number(event.streamRevision),
    event: aggregate.decode(event),
    metadata: event.metadata,
  }));
  const shown = asOf === null ? entries : entriesAsOf(entries, asOf);
  if (shown.length === 0) return null;
  const steps = replay(shown, aggregate.evolve, aggregate.initial());
  const names = await actorNames(deps.db, steps);
  return {
    streamId,
    asOf: asOf?.toISOString() ?? null,
    state: aggregate.shown(steps.at(-1)!.stateAfter),
    steps: steps.map(
      (step): HistoryStep => ({
        ...step,
        stateAfter: aggregate.shown(step.stateAfter),
        actor: { ...step.actor, name: names.get(`${step.actor.kind}:${step.actor.id}`) ?? null },
      }),
    ),
  };
}

/** An order's timeline from `order-{orderId}`; 404 when the order did not exist (yet, as of `asOf`). */
export async function orderHistory(
  deps: { db: Queryable; eventStore: EventStore },
  orderId: number,
  asOf: Date | null,
): Promise<StreamHistory> {
  const history = await streamHistory(deps, orderStreamId(orderId), order, asOf);
  if (history) return history;
  throw new DomainError(
    'ORDER_NOT_FOUND',
    asOf ? '當時未有此訂單 The order did not exist at that time.' : '找不到訂單 Order not found.',
  );
}

/**
 * A member's points ledger from `points-{memberId}`. A member whose ledger has no event (yet) has the
 * empty ledger: no steps, the initial state. 404 only for a member that does not exist.
 */
export async function pointsHistory(
  deps: { db: Queryable; eventStore: EventStore },
  memberId: number,
  asOf: Date | null,
): Promise<StreamHistory> {
  const { rows } = await deps.db.query('select 1 from members where member_id = $1', [memberId]);
  if (rows.length === 0) throw new DomainError('MEMBER_NOT_FOUND', '找不到會員 Member not found.');
  const streamId = pointsStreamId(memberId);
  return (
    (await streamHistory(deps, streamId, points, asOf)) ?? {
      streamId,
      asOf: asOf?.toISOString() ?? null,
      state: points.shown(points.initial()),
      steps: [],
    }
  );
}
